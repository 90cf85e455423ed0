import { createClient as createSseClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDS_COLLECTION, LIKES_COLLECTION, likeId, type BuildDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { socketClient } from '../support/ws';

/** Finding builds: tags saved with a build, the tag filter and the trending order, and their cached lists. */

let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  for (const name of ['tagger', 'stranger']) cookies[name] = await devSignIn(server.url, name);
});
afterAll(async () => server?.stop());

type GqlError = { message: string; extensions?: { code?: string; field?: string } };
const as = (who: string | null): Record<string, string> => (who ? { cookie: cookies[who]! } : {});
const errorOf = (result: { errors?: GqlError[] }) => result.errors?.[0];
const CREATE = `mutation($input: BuildInput!) { createBuild(input: $input) { id tags } }`;
const UPDATE = `mutation($id: ID!, $input: BuildInput!) { updateBuild(id: $id, input: $input) { id tags } }`;

async function createBuild(input: Record<string, unknown>, who = 'tagger', publish = false): Promise<{ id: string; tags: string[] }> {
  const result = await graphql(server.url, CREATE, { input }, as(who));
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  const build = result.data!.createBuild as { id: string; tags: string[] };
  if (publish) await graphql(server.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: build.id }, as(who));
  return build;
}
const tagsOf = async (id: string) => (await graphql(server.url, `query($id: ID!) { build(id: $id) { tags } }`, { id }, as('tagger'))).data!.build.tags as string[];

describe('Build.tags', () => {
  it('saves up to 5 tags in the list order, keeps them when other fields change and clears them with an empty list', async () => {
    const build = await createBuild({ name: 'Tagged', tags: ['support', 'tank', 'solo', 'budget', 'levelling'] });
    expect(build.tags).toEqual(['levelling', 'budget', 'solo', 'tank', 'support']);
    const renamed = await graphql(server.url, UPDATE, { id: build.id, input: { name: 'Tagged again' } }, as('tagger'));
    expect(renamed.data!.updateBuild.tags).toEqual(['levelling', 'budget', 'solo', 'tank', 'support']);
    const cleared = await graphql(server.url, UPDATE, { id: build.id, input: { tags: [] } }, as('tagger'));
    expect(cleared.data!.updateBuild.tags).toEqual([]);
    expect((await createBuild({ name: 'Untagged' })).tags).toEqual([]);
  });

  it('refuses a sixth tag and a repeated one with BAD_USER_INPUT on `tags`; nothing is written', async () => {
    const build = await createBuild({ name: 'Five', tags: ['endgame'] });
    const six = await graphql(server.url, UPDATE, { id: build.id, input: { name: 'Six', tags: ['levelling', 'endgame', 'budget', 'solo', 'group', 'tank'] } }, as('tagger'));
    expect(errorOf(six)).toMatchObject({ message: 'A build can have at most 5 tags.', extensions: { code: 'BAD_USER_INPUT', field: 'tags' } });
    const twice = await graphql(server.url, CREATE, { input: { name: 'Twice', tags: ['tank', 'tank'] } }, as('tagger'));
    expect(errorOf(twice)).toMatchObject({ message: 'Each tag can be chosen once.', extensions: { code: 'BAD_USER_INPUT', field: 'tags' } });
    expect(await tagsOf(build.id)).toEqual(['endgame']);
    const mine = (await graphql(server.url, '{ me { builds { name } } }', {}, as('tagger'))).data!.me.builds as Array<{ name: string }>;
    expect(mine.map((b) => b.name)).not.toContain('Twice');
    expect(mine.map((b) => b.name)).not.toContain('Six');
    // A tag outside the list is not even a value of the schema's enum.
    const unknown = await graphql(server.url, CREATE, { input: { name: 'Unknown', tags: ['healer'] } }, as('tagger'));
    expect(errorOf(unknown)?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets nobody but the owner change the tags', async () => {
    const build = await createBuild({ name: 'Mine to tag', tags: ['solo'] });
    const hidden = await graphql(server.url, UPDATE, { id: build.id, input: { tags: ['group'] } }, as('stranger'));
    expect(errorOf(hidden)?.extensions?.code).toBe('NOT_FOUND');
    await graphql(server.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: build.id }, as('tagger'));
    const shown = await graphql(server.url, UPDATE, { id: build.id, input: { tags: ['group'] } }, as('stranger'));
    expect(errorOf(shown)?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphql(server.url, UPDATE, { id: build.id, input: { tags: ['group'] } });
    expect(errorOf(anonymous)?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await tagsOf(build.id)).toEqual(['solo']);
  });

  const six = { name: 'Socket tags', tags: ['levelling', 'endgame', 'budget', 'solo', 'group', 'tank'] };
  it('refuses six tags over the WebSocket with the same code, field and message', async () => {
    const client = socketClient(server.url, cookies.tagger);
    try {
      const result = await new Promise<{ errors?: GqlError[] }>((resolve, reject) => {
        client.subscribe({ query: CREATE, variables: { input: six } }, { next: (value) => resolve(value as never), error: reject, complete: () => undefined });
      });
      expect(result.errors?.[0]).toMatchObject({ message: 'A build can have at most 5 tags.', extensions: { code: 'BAD_USER_INPUT', field: 'tags' } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses six tags over Server-Sent Events with the same code, field and message; nothing is written', async () => {
    const client = createSseClient({ url: `${server.url}/graphql/stream`, headers: { cookie: cookies.tagger! }, retryAttempts: 0 });
    try {
      const result = await new Promise<{ errors?: GqlError[] }>((resolve, reject) => {
        client.subscribe({ query: CREATE, variables: { input: six } }, { next: (value) => resolve(value as never), error: reject, complete: () => undefined });
      });
      expect(result.errors?.[0]).toMatchObject({ message: 'A build can have at most 5 tags.', extensions: { code: 'BAD_USER_INPUT', field: 'tags' } });
    } finally {
      client.dispose();
    }
    const mine = (await graphql(server.url, '{ me { builds { name } } }', {}, as('tagger'))).data!.me.builds as Array<{ name: string }>;
    expect(mine.map((b) => b.name)).not.toContain('Socket tags');
  });
});

const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
/** An anonymous GET, as a tool or the page's first load reads a list (cached by the response cache). */
async function read(query: string, variables: Record<string, unknown>) {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${server.url}/graphql?${params}`, { headers: { accept: ACCEPT, 'apollo-require-preflight': 'true' } });
  const body = (await response.json()) as { data: Record<string, any>; errors?: GqlError[] };
  expect(body.errors).toBeUndefined();
  return { cache: response.headers.get('x-cache'), data: body.data };
}
const LIST = `query TaggedList($filter: PublicBuildFilter, $sort: BuildSort, $first: Int, $after: String) {
  publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) { totalCount edges { node { id name tags likeCount } } pageInfo { hasNextPage endCursor } }
}`;
const names = (data: Record<string, any>) => (data.publicBuilds.edges as Array<{ node: { name: string } }>).map((edge) => edge.node.name);

describe('publicBuilds by tag and by trending', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const [name, tags] of [
      ['Trend old', ['tank']],
      ['Trend fresh', ['tank', 'solo']],
      ['Trend edge', ['solo']],
      ['Trend none', ['tank', 'group']],
    ] as const) {
      ids[name] = (await createBuild({ name, tags: [...tags] }, 'tagger', true)).id;
    }
    // Likes at chosen times, written into the embedded store as likeBuild writes them (with the build's count).
    const likes = server.store.collection<LikeDocument>(LIKES_COLLECTION);
    const builds = server.store.collection<BuildDocument>(BUILDS_COLLECTION);
    const now = Date.now();
    const give = async (name: string, user: string, ago: number) => {
      const buildId = ids[name]!;
      await likes.insertOne({ _id: likeId(buildId, user), buildId, userId: user, value: 'like', updatedAt: new Date(now - ago).toISOString() });
      await builds.updateOne({ _id: buildId }, { $inc: { likeCount: 1 } });
    };
    // Old: 4 likes, all 8 to 30 days ago. Fresh: 2 likes today. Edge: 3 likes, one a minute inside the window, two a minute outside.
    for (const [i, ago] of [8 * DAY, 10 * DAY, 20 * DAY, 30 * DAY].entries()) await give('Trend old', `old-${i}`, ago);
    await give('Trend fresh', 'fresh-0', 60_000);
    await give('Trend fresh', 'fresh-1', 2 * DAY);
    await give('Trend edge', 'edge-0', 7 * DAY - 60_000);
    await give('Trend edge', 'edge-1', 7 * DAY + 60_000);
    await give('Trend edge', 'edge-2', 7 * DAY + 120_000);
  });

  it('filters by one or several tags, with the count and paging of the filter', async () => {
    const tank = (await read(LIST, { filter: { tags: ['tank'], search: 'Trend' }, sort: 'NEWEST', first: 2 })).data;
    expect(tank.publicBuilds.totalCount).toBe(3);
    expect(names(tank)).toEqual(['Trend none', 'Trend fresh']);
    const next = (await read(LIST, { filter: { tags: ['tank'], search: 'Trend' }, sort: 'NEWEST', first: 2, after: tank.publicBuilds.pageInfo.endCursor })).data;
    expect(names(next)).toEqual(['Trend old']);
    expect(next.publicBuilds.pageInfo.hasNextPage).toBe(false);
    const both = (await read(LIST, { filter: { tags: ['tank', 'solo'] }, sort: 'NEWEST' })).data;
    expect(names(both)).toEqual(['Trend fresh']);
    const refused = await graphql(server.url, LIST, { filter: { tags: ['tank', 'solo', 'group', 'budget', 'damage', 'support'] } });
    expect(errorOf(refused)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tags' });
  });

  it('sorts by likes of the last 7 days, then by all likes, and pages through both parts', async () => {
    const all = (await read(LIST, { filter: { search: 'Trend' }, sort: 'TRENDING' })).data;
    // Fresh: 2 recent; Edge: 1 recent (3 in all); Old: 0 recent but 4 in all; None: 0.
    expect(names(all)).toEqual(['Trend fresh', 'Trend edge', 'Trend old', 'Trend none']);
    const mostLiked = (await read(LIST, { filter: { search: 'Trend' }, sort: 'MOST_LIKED' })).data;
    expect(names(mostLiked)).toEqual(['Trend old', 'Trend edge', 'Trend fresh', 'Trend none']);
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const data: Record<string, any> = (await read(LIST, { filter: { search: 'Trend' }, sort: 'TRENDING', first: 1, after })).data;
      seen.push(...names(data));
      if (!data.publicBuilds.pageInfo.hasNextPage) break;
      after = data.publicBuilds.pageInfo.endCursor;
    }
    expect(seen).toEqual(['Trend fresh', 'Trend edge', 'Trend old', 'Trend none']);
    const tankTrending = (await read(LIST, { filter: { tags: ['tank'] }, sort: 'TRENDING' })).data;
    expect(names(tankTrending)).toEqual(['Trend fresh', 'Trend old', 'Trend none']);
  });

  it('a like and a tag change evict the cached tag-filtered and trending lists: the next anonymous read shows them', async () => {
    const variables = { filter: { tags: ['group'] }, sort: 'TRENDING' };
    await read(LIST, variables);
    const cached = await read(LIST, variables);
    expect(cached.cache).toBe('hit');
    expect(names(cached.data)).toEqual(['Trend none']);

    // A tag change: "Trend old" joins the group list.
    await graphql(server.url, UPDATE, { id: ids['Trend old'], input: { tags: ['tank', 'group'] } }, as('tagger'));
    const afterTag = await read(LIST, variables);
    expect(afterTag.cache).toBe('miss');
    expect(names(afterTag.data)).toEqual(['Trend old', 'Trend none']);
    expect((await read(LIST, variables)).cache).toBe('hit');

    // A like now: "Trend none" trends above "Trend old" (which has only old likes).
    const liked = await graphql(server.url, `mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }`, { id: ids['Trend none'] }, as('stranger'));
    expect(liked.errors).toBeUndefined();
    const afterLike = await read(LIST, variables);
    expect(afterLike.cache).toBe('miss');
    expect(names(afterLike.data)).toEqual(['Trend none', 'Trend old']);
  });
});

describe('the outdated badge', () => {
  it('the server-drawn /builds and build page mark a build made with an older data version, with the reason', async () => {
    const build = await createBuild({ name: 'Badge old build', tags: ['budget'] }, 'tagger', true);
    await createBuild({ name: 'Badge new build' }, 'tagger', true);
    // As the start-up migration leaves a build made with version 1.
    await server.store.collection<BuildDocument>(BUILDS_COLLECTION).updateOne({ _id: build.id }, { $set: { madeWithVersion: 1 } });
    const made = await graphql(server.url, `query($id: ID!) { build(id: $id) { madeWithVersion dataVersion } }`, { id: build.id });
    expect(made.data!.build).toEqual({ madeWithVersion: 1, dataVersion: 2 });
    const list = await (await fetch(`${server.url}/builds?q=Badge`)).text();
    const rows = list.split('class="build-row"').slice(1);
    expect(rows).toHaveLength(2);
    const old = rows.find((row) => row.includes('Badge old build'))!;
    expect(old).toContain('title="Made with game data v1; current is v2."');
    expect(old).toContain('Outdated');
    expect(old).toContain('Budget');
    expect(rows.find((row) => row.includes('Badge new build'))).not.toContain('Outdated');
    const page = await (await fetch(`${server.url}/builds/${build.id}`)).text();
    expect(page).toContain('title="Made with game data v1; current is v2."');
  });
});
