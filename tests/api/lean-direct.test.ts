import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../server/src/http/access-log';
import { crossOriginReads, securityHeaders } from '../../server/src/http/guards/cross-origin';
import { createLeanGraphQL } from '../../server/src/serving/lean-graphql';
import { cacheHintsOnGet } from '../../server/src/graphql/cache-hints';
import { costPlugin } from '../../server/src/graphql/cost';
import { createArmor, QUERY_LIMITS, validationRulesOf } from '../../server/src/graphql/query-limits';
import { createSchema } from '../../server/src/schema';
import { validatedDocuments } from '../../server/src/graphql/validated-documents';
import { memoryLogger } from '../support/app';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { heldLogger, type Logger } from '../../server/src/logger';
import { RUNS_BEFORE_COMPILING } from '../../server/src/graphql/compiled-queries';

/**
 * Which path answers a lean request: the app's schema, limits and plugins in a real Apollo
 * server, with one more plugin counting the requests Apollo's pipeline runs. A known anonymous
 * query is answered without it; everything else goes through it, every time
 * (lean-path.test.ts checks on the whole app that the answers are the full path's).
 */
describe('the lean path\'s direct execution', () => {
  let server: Server;
  let url: string;
  let pipelineRuns = 0;
  let apollo: ApolloServer<{ viewer: null }>;
  let lean: ReturnType<typeof createLeanGraphQL<{ viewer: null }>>;
  const logger = memoryLogger();

  beforeAll(async () => {
    const schema = createSchema();
    const armor = createArmor();
    const validated = validatedDocuments(schema, armor);
    apollo = new ApolloServer<{ viewer: null }>({
      schema,
      csrfPrevention: true,
      validationRules: validationRulesOf(armor),
      parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
      plugins: [
        ...armor.plugins,
        costPlugin<{ viewer: null }>(() => false),
        ...cacheHintsOnGet<{ viewer: null }>({ defaultMaxAge: 60, isPrivate: () => false }),
        validated.plugin<{ viewer: null }>(),
        { requestDidStart: async () => void (pipelineRuns += 1) },
      ],
    });
    await apollo.start();
    lean = createLeanGraphQL<{ viewer: null }>({
      path: '/graphql', apollo, schema, validated, logger,
      // No services: a field that needs them fails, as an unexpected error does.
      buildContext: async () => ({ viewer: null }),
      addressLimiter: new RateLimiterMemory({ points: 1000, duration: 60 }),
      trustProxy: () => false,
      securityHeaders: securityHeaders({ production: true }),
      crossOrigin: crossOriginReads(),
      accessLog: accessLog(logger, () => false),
      mayBeSignedIn: (req) => req.headers.cookie !== undefined,
    });
    server = createServer((req, res) => {
      if (!lean(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await apollo?.stop();
  });

  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const before = pipelineRuns;
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.text(), contentType: response.headers.get('content-type'), throughApollo: pipelineRuns - before };
  };

  it('answers a known query itself, with Apollo\'s answer, and an unseen Accept through Apollo first', async () => {
    const query = { query: 'query Kinds { __typename itemCategories: __type(name: "Query") { name } }' };
    const first = await post(query);
    expect(first.throughApollo).toBe(1);
    const second = await post(query);
    const third = await post(query);
    expect([second.throughApollo, third.throughApollo]).toEqual([0, 0]);
    expect([second, third].map(({ status, body, contentType }) => ({ status, body, contentType }))).toEqual([0, 1].map(() => ({ status: first.status, body: first.body, contentType: first.contentType })));
    const spec = { accept: 'application/graphql-response+json' };
    expect((await post(query, spec)).throughApollo).toBe(1);
    const direct = await post(query, spec);
    expect(direct.throughApollo).toBe(0);
    expect(direct.contentType).toBe('application/graphql-response+json; charset=utf-8');
    // Every request is in the access log, whichever path answered.
    expect(logger.entries.filter((entry) => entry.msg === 'request completed').length).toBeGreaterThanOrEqual(5);
  });

  it('sends through Apollo, every time: errors, refusals, mutations, other operations, extensions, costly variables', async () => {
    const everyTime = async (body: unknown) => {
      const answers = [await post(body), await post(body), await post(body)];
      expect(answers.map((answer) => answer.throughApollo)).toEqual([1, 1, 1]);
      return answers[2]!;
    };
    // The resolver fails (no services in this context): masked by Apollo.
    expect(JSON.parse((await everyTime({ query: '{ newsPost(idOrSlug: "welcome") { id } }' })).body).errors).toHaveLength(1);
    expect((await everyTime({ query: '{ newz }' })).status).toBe(400);
    expect((await everyTime({ query: 'mutation { likeBuild(buildId: "x") { id } }' })).status).toBe(200);
    expect((await everyTime({ query: 'query A { __typename } query B { __typename }' })).status).toBe(400);
    expect((await everyTime({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'nope' } } })).status).toBe(400);
    // 39,240 of the 40,000 allowed before the news (lean-path.test.ts): 100 news are too many.
    const tables = Array.from({ length: 13 }, (_, i) => `x${i}: experienceTable { level total toNext }`).join(' ');
    const page = `query Page($first: Int!) { npcs { trades { goodsId name buys sells value item { id name } } } ${tables} news(first: $first) { totalCount edges { cursor node { id slug title summary publishedAt } } pageInfo { hasNextPage endCursor } } }`;
    expect(JSON.parse((await everyTime({ query: page, variables: { first: 100 } })).body).errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(JSON.parse((await everyTime({ query: page, variables: { first: 'ten' } })).body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('stops answering itself once the server stops: Apollo answers (and refuses) then', async () => {
    const query = { query: '{ __typename }' };
    await post(query);
    expect((await post(query)).throughApollo).toBe(0);
    lean.stop();
    expect((await post(query)).throughApollo).toBe(1);
  });
});

/**
 * What a query does besides answering, once: a resolver that logs, and fails when asked. A query
 * answered directly logs once; one that fails is run again by Apollo, which logs, so the direct
 * run's lines are dropped (app.ts's directContext, heldLogger).
 */
describe('a known query that fails', () => {
  it('writes its resolvers\' log lines once, on either path, compiled or not', async () => {
    const logger = memoryLogger();
    type Context = { logger: Logger };
    const schema = makeExecutableSchema<Context>({
      typeDefs: 'type Query { shout(fail: Boolean!): String }',
      resolvers: {
        Query: {
          shout: (_root, { fail }: { fail: boolean }, { logger: log }) => {
            log.child({ part: 'shout' }).info({ fail }, 'shouted');
            if (fail) throw new Error('Shouted too loud');
            return 'hey';
          },
        },
      },
    });
    const armor = createArmor();
    const validated = validatedDocuments(schema, armor);
    let pipelineRuns = 0;
    const apollo = new ApolloServer<Context>({
      schema,
      csrfPrevention: true,
      validationRules: validationRulesOf(armor),
      plugins: [...armor.plugins, validated.plugin<Context>(), { requestDidStart: async () => void (pipelineRuns += 1) }],
    });
    await apollo.start();
    const lean = createLeanGraphQL<Context>({
      path: '/graphql', apollo, schema, validated, logger,
      buildContext: async () => ({ logger }),
      addressLimiter: new RateLimiterMemory({ points: 1000, duration: 60 }),
      trustProxy: () => false,
      securityHeaders: securityHeaders({ production: true }),
      crossOrigin: crossOriginReads(),
      accessLog: accessLog(logger, () => false),
      mayBeSignedIn: () => false,
      directContext: (context) => {
        const held = heldLogger(context.logger);
        return { context: { logger: held.logger }, release: held.release, drop: held.drop };
      },
    });
    const server = createServer((req, res) => {
      if (!lean(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
      const shouts = (fail: boolean) => logger.entries.filter((entry) => entry.msg === 'shouted' && entry.fail === fail && entry.part === 'shout').length;
      const rounds = RUNS_BEFORE_COMPILING + 3;
      for (const fail of [false, true]) {
        const before = pipelineRuns;
        for (let round = 0; round < rounds; round += 1) {
          const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ shout(fail: ${fail}) }` }) });
          const body = await response.json();
          expect(fail ? body.errors[0].message : body.data.shout).toBe(fail ? 'Shouted too loud' : 'hey');
        }
        // Answered directly after the first time when it succeeds; through Apollo every time when it fails.
        expect(pipelineRuns - before).toBe(fail ? rounds : 1);
        expect(shouts(fail)).toBe(rounds);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
    }
  });
});
