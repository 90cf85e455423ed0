import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, memoryLogger, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { holdsWithin } from '../support/wait';
import { socketClient } from '../support/ws';
import { NEWS_COLLECTION, type NewsDocument } from '../../server/src/modules/content/content.model';
import { readSeedNews } from '../../server/src/seed';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const NEWS_PAGE = /* GraphQL */ `
  query NewsPage($first: Int, $after: String) {
    news(first: $first, after: $after) {
      totalCount
      edges { cursor node { id slug title summary publishedAt bodyHtml } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

describe('Query.news', () => {
  it('returns the seeded news newest first', async () => {
    const { data, errors } = await graphql(server.url, NEWS_PAGE, { first: 100 });
    expect(errors).toBeUndefined();
    const dates = data!.news.edges.map((e: any) => e.node.publishedAt);
    expect(data!.news.totalCount).toBe((await readSeedNews()).length);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages with cursors without overlap or gaps', async () => {
    const all = (await graphql(server.url, NEWS_PAGE, { first: 100 })).data!.news.edges.map((e: any) => e.node.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { data }: { data?: any } = await graphql(server.url, NEWS_PAGE, { first: 4, after });
      seen.push(...data!.news.edges.map((e: any) => e.node.id));
      if (!data!.news.pageInfo.hasNextPage) break;
      after = data!.news.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
  });

  it.each([0, 101, -1])('refuses first = %i with BAD_USER_INPUT', async (first) => {
    const { errors } = await graphql(server.url, NEWS_PAGE, { first });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toBe('first must be a whole number from 1 to 100.');
  });

  it('refuses a cursor it did not give out with BAD_USER_INPUT', async () => {
    const { errors } = await graphql(server.url, NEWS_PAGE, { first: 2, after: 'not-a-cursor' });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('renders Markdown bodies without letting raw HTML through', async () => {
    await server.store.collection<NewsDocument>(NEWS_COLLECTION).insertOne({
      _id: 'news-xss', slug: 'xss', title: 'Markup', summary: 's', author: 'a',
      body: '**bold** <script>alert(1)</script> [x](javascript:alert(1))',
      publishedAt: '2020-01-01T00:00:00.000Z', updatedAt: '2020-01-01T00:00:00.000Z',
    });
    const { data } = await graphql(server.url, `{ newsPost(idOrSlug: "xss") { bodyHtml } }`);
    expect(data!.newsPost.bodyHtml).toContain('<strong>bold</strong>');
    expect(data!.newsPost.bodyHtml).not.toContain('<script>');
    expect(data!.newsPost.bodyHtml).not.toContain('href="javascript:');
  });

  it('finds a post by slug and gives null for an unknown one', async () => {
    const found = await graphql(server.url, `{ newsPost(idOrSlug: "welcome") { id title } }`);
    expect(found.data!.newsPost).toEqual({ id: 'news-welcome', title: 'Welcome to Almanac' });
    const missing = await graphql(server.url, `{ newsPost(idOrSlug: "nope") { id } }`);
    expect(missing.data!.newsPost).toBeNull();
  });
});

describe('GraphQL endpoint protections', () => {
  it('refuses a query deeper than 8 levels and accepts one of 8', async () => {
    const nest = (levels: number) => `{ __type(name: "News") { fields { type ${'{ ofType '.repeat(levels - 4)}{ name }${' }'.repeat(levels - 4)} } } }`;
    expect((await graphql(server.url, nest(8))).errors).toBeUndefined();
    const { errors } = await graphql(server.url, nest(9));
    expect(errors?.[0]?.message).toMatch(/depth limit/i);
  });

  it('lets the full introspection query through for tooling authors', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const { data, errors } = await graphql(server.url, getIntrospectionQuery());
    expect(errors).toBeUndefined();
    expect(data!.__schema.types.some((t: { name: string }) => t.name === 'Build')).toBe(true);
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: newsPost(idOrSlug: "welcome") { id }`).join(' ');
    const { errors } = await graphql(server.url, `{ ${aliases} }`);
    expect(errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses batched HTTP requests', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a GET query without a CSRF-safe header', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(response.status).toBe(400);
    const allowed = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.status).toBe(200);
  });

  it('keeps the code and message of a known error, such as a validation failure', async () => {
    const { errors } = await graphql(server.url, `{ nope }`);
    expect(errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
  });
});

describe('an unexpected error', () => {
  it('reaches the client as a generic INTERNAL_SERVER_ERROR and the log with its detail', async () => {
    const logger = memoryLogger();
    const own = await startTestServer({ SEED_DEMO_DATA: 'false' }, { logger });
    try {
      // A damaged record (a post without its title) breaks a non-null field while resolving.
      await own.store.collection<NewsDocument>(NEWS_COLLECTION).insertOne({
        _id: 'news-damaged', slug: 'damaged', title: null as unknown as string, summary: 's', author: 'a', body: 'b',
        publishedAt: '2026-11-21T00:00:00.000Z', updatedAt: '2026-11-21T00:00:00.000Z',
      });
      const { status, data, errors } = await graphql(own.url, `{ newsPost(idOrSlug: "damaged") { id title } }`);
      expect(status).toBe(200);
      expect(data).toEqual({ newsPost: null });
      expect(errors).toEqual([{ message: 'Internal server error', path: ['newsPost', 'title'], locations: [{ line: 1, column: 38 }], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
      const logged = logger.entries.filter((entry) => entry.msg === 'GraphQL resolver failed');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 50, path: ['newsPost', 'title'] });
      expect(JSON.stringify(logged[0]!.err)).toMatch(/Cannot return null for non-nullable field News\.title/);
    } finally {
      await own.stop();
    }
  });
});

describe('Subscription.newsChanged', () => {
  it('delivers a post published after subscribing over WebSocket', async () => {
    const client = socketClient(server.url);
    const seen: unknown[] = [];
    const stop = client.subscribe({ query: 'subscription { newsChanged { id title } }' }, { next: (value) => seen.push(value), error: (error) => seen.push(error), complete: () => undefined });
    // The subscription registers at a moment the client cannot see: publish until it hears a post.
    let attempt = 0;
    do {
      attempt += 1;
      await server.store.collection<NewsDocument>(NEWS_COLLECTION).insertOne({
        _id: `news-live-${attempt}`, slug: `live-${attempt}`, title: `Live post ${attempt}`, summary: 's', author: 'a', body: 'b',
        publishedAt: '2026-11-21T00:00:00.000Z', updatedAt: '2026-11-21T00:00:00.000Z',
      });
    } while (!(await holdsWithin(() => seen.length > 0, 200)) && attempt < 50);
    const heard = (seen[0] as { data: { newsChanged: { id: string; title: string } } }).data.newsChanged;
    const number = heard.id.replace('news-live-', '');
    expect(heard).toEqual({ id: `news-live-${number}`, title: `Live post ${number}` });
    stop();
    await client.dispose();
  });

  it('applies the same alias limit to WebSocket operations', async () => {
    const client = socketClient(server.url);
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: newsChanged { id }`).join(' ');
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: `subscription { ${aliases} }` }, { next: resolve, error: resolve, complete: () => undefined });
    });
    expect(JSON.stringify(outcome)).toMatch(/aliases/i);
    await client.dispose();
  });
});

describe('/healthz', () => {
  it('reports the store engine', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok', store: 'embedded' });
  });
});

describe('a list\'s totalCount and pages, kept between changes', () => {
  it('follows every change at once: a draft does not count, publishing, unpublishing and deleting do, also under a tag', async () => {
    const admin = { cookie: await devSignIn(server.url, 'count_admin', 'admin') };
    const total = async () => (await graphql(server.url, NEWS_PAGE, { first: 1 })).data!.news.totalCount as number;
    const tagged = async () => (await graphql(server.url, `{ contents(kind: NEWS, tag: "counted") { totalCount } }`)).data!.contents.totalCount as number;
    const before = await total();
    expect(await total()).toBe(before); // asked twice: the second comes from the kept count
    expect(await tagged()).toBe(0);
    const created = await graphql(server.url, `mutation { createContent(kind: NEWS, input: { slug: "counted-post", title: "Counted", summary: "A post to count.", body: "Body.", tags: ["counted"] }) { id } }`, {}, admin);
    const id = created.data!.createContent.id as string;
    expect([await total(), await tagged()]).toEqual([before, 0]);
    await graphql(server.url, `mutation($id: ID!) { publishContent(id: $id) { id } }`, { id }, admin);
    expect([await total(), await tagged()]).toEqual([before + 1, 1]);
    await graphql(server.url, `mutation($id: ID!) { unpublishContent(id: $id) { id } }`, { id }, admin);
    expect([await total(), await tagged()]).toEqual([before, 0]);
    await graphql(server.url, `mutation($id: ID!) { publishContent(id: $id) { id } }`, { id }, admin);
    expect([await total(), await tagged()]).toEqual([before + 1, 1]);
    await graphql(server.url, `mutation($id: ID!) { deleteContent(id: $id) }`, { id }, admin);
    expect([await total(), await tagged()]).toEqual([before, 0]);
  });

  it('a page follows every change at once: publishing, an edit, unpublishing, deleting, a write straight to the store', async () => {
    const admin = { cookie: await devSignIn(server.url, 'page_admin', 'admin') };
    const page = async (after: string | null = null) => (await graphql(server.url, NEWS_PAGE, { first: 3, after })).data!.news as { edges: Array<{ cursor: string; node: { id: string; title: string } }>; pageInfo: { endCursor: string } };
    const titles = async (after: string | null = null) => (await page(after)).edges.map((edge) => edge.node.title);
    const original = await page();
    expect(await page()).toEqual(original); // asked twice: the second comes from the kept page
    const next = await titles(original.pageInfo.endCursor);
    const created = await graphql(server.url, `mutation { createContent(kind: NEWS, input: { slug: "kept-page-post", title: "Kept page post", summary: "A post on a kept page.", body: "Body." }) { id } }`, {}, admin);
    const id = created.data!.createContent.id as string;
    expect(await page()).toEqual(original); // a draft is not on the page
    await graphql(server.url, `mutation($id: ID!) { publishContent(id: $id) { id } }`, { id }, admin);
    expect((await titles())[0]).toBe('Kept page post');
    await graphql(server.url, `mutation($id: ID!) { updateContent(id: $id, input: { title: "Kept page post, edited" }) { id } }`, { id }, admin);
    expect((await titles())[0]).toBe('Kept page post, edited');
    await graphql(server.url, `mutation($id: ID!) { unpublishContent(id: $id) { id } }`, { id }, admin);
    expect(await page()).toEqual(original);
    await graphql(server.url, `mutation($id: ID!) { publishContent(id: $id) { id } }`, { id }, admin);
    await graphql(server.url, `mutation($id: ID!) { deleteContent(id: $id) }`, { id }, admin);
    expect(await page()).toEqual(original);
    // A write that reaches the store without the service (another process, an admin command): its change feed tells.
    const news = server.store.collection<NewsDocument>(NEWS_COLLECTION);
    await news.insertOne({
      _id: 'news-kept-page-store', slug: 'kept-page-store', title: 'Written to the store', summary: 's', author: 'a', body: 'b',
      publishedAt: '2099-02-01T00:00:00.000Z', updatedAt: '2099-02-01T00:00:00.000Z',
    });
    await holdsWithin(async () => (await titles())[0] === 'Written to the store', 2000);
    expect((await titles())[0]).toBe('Written to the store');
    await news.deleteOne({ _id: 'news-kept-page-store' });
    await holdsWithin(async () => (await titles())[0] !== 'Written to the store', 2000);
    expect(await page()).toEqual(original);
    // A later page, asked by its cursor, stays what it was all along.
    expect(await titles(original.pageInfo.endCursor)).toEqual(next);
  });
});
