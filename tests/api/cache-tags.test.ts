import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * Precise invalidation: a change evicts only the cached answers that hold what
 * it changed, and the next read after it shows the change. Every answer of the response cache
 * says `X-Cache: hit` or `miss`.
 */
let server: TestServer;
let admin: Record<string, string>;
let player: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  // Signing in writes profiles (which evicts build lists): before any read.
  admin = { cookie: await devSignIn(server.url, 'tag_editor', 'admin') };
  player = { cookie: await devSignIn(server.url, 'tag_player', 'user') };
});
afterAll(async () => server?.stop());

const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/** An anonymous GET of a query as a tool sends it (the query text in the URL, with the CSRF header). */
async function read(query: string, variables: Record<string, unknown> = {}) {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${server.url}/graphql?${params}`, { headers: { accept: ACCEPT, 'apollo-require-preflight': 'true' } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { cache: response.headers.get('x-cache'), data: body.data };
}

/** Reads until the answer is cached (the first read stores it); resolves with the cached data. */
async function cached(query: string, variables: Record<string, unknown> = {}) {
  await read(query, variables);
  const second = await read(query, variables);
  expect(second.cache).toBe('hit');
  return second.data;
}

const BUILD_LIST = /* GraphQL */ `query TagBuilds { publicBuilds(first: 50) { edges { node { id name likeCount commentCount } } } }`;
const TOP = /* GraphQL */ `query TagTop { topBuilds { id likes } }`;
const ITEM = /* GraphQL */ `query TagItem($id: ID!) { item(id: $id) { id name level } }`;
const ITEMS = /* GraphQL */ `query TagItems { items(first: 5) { edges { node { id name } } } }`;
const NEWS = /* GraphQL */ `query TagNews { news(first: 3) { edges { node { id title } } } }`;
const ITEM_FIELDS = 'id name description category level classes weight value twoHanded stats { attack defense armor range magic ability hp mp hpRegen mpRegen }';

const itemInput = (item: any, patch: Record<string, unknown> = {}) => ({
  name: item.name, description: item.description, category: item.category, level: item.level, classes: item.classes,
  stats: Object.fromEntries(Object.entries(item.stats).filter(([, v]) => v !== null)), weight: item.weight, value: item.value, twoHanded: item.twoHanded, ...patch,
});

async function mutate(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const { data, errors } = await graphql(server.url, query, variables, headers);
  expect(errors).toBeUndefined();
  return data!;
}

describe('a change evicts only the cached answers holding what it changed', () => {
  it('a like on build X changes X in the cached build lists; the item page and the news stay hits', async () => {
    const builds = (await cached(BUILD_LIST)).publicBuilds.edges.map((e: any) => e.node);
    const target = builds[builds.length - 1];
    await cached(TOP);
    const item = (await cached(ITEM, { id: 'steel-longsword' })).item;
    await cached(NEWS);

    await mutate('mutation ($id: ID!) { likeBuild(buildId: $id) { id likeCount } }', { id: target.id }, player);

    const after = await read(BUILD_LIST);
    expect(after.cache).toBe('miss');
    expect(after.data.publicBuilds.edges.find((e: any) => e.node.id === target.id).node.likeCount).toBe(target.likeCount + 1);
    expect((await read(TOP)).cache).toBe('miss');
    const itemAfter = await read(ITEM, { id: 'steel-longsword' });
    expect(itemAfter.cache).toBe('hit');
    expect(itemAfter.data.item).toEqual(item);
    expect((await read(NEWS)).cache).toBe('hit');
    // And the new answer is cached again.
    expect((await read(BUILD_LIST)).cache).toBe('hit');
  });

  it('a comment on build X shows in the next read of the lists; the item page stays a hit', async () => {
    const builds = (await cached(BUILD_LIST)).publicBuilds.edges.map((e: any) => e.node);
    const target = builds[0];
    await cached(ITEM, { id: 'steel-longsword' });

    await mutate('mutation ($id: ID!) { addComment(buildId: $id, content: "Nice tags") { id commentCount } }', { id: target.id }, player);

    const after = await read(BUILD_LIST);
    expect(after.cache).toBe('miss');
    expect(after.data.publicBuilds.edges.find((e: any) => e.node.id === target.id).node.commentCount).toBe(target.commentCount + 1);
    expect((await read(ITEM, { id: 'steel-longsword' })).cache).toBe('hit');
  });

  it('an admin item edit changes that item page and the item lists; another item page, the builds and the news stay hits', async () => {
    const sword = (await graphql(server.url, `{ item(id: "steel-longsword") { ${ITEM_FIELDS} } }`)).data!.item;
    const other = (await cached(ITEMS)).items.edges.map((e: any) => e.node).find((node: any) => node.id !== 'steel-longsword');
    await cached(ITEM, { id: 'steel-longsword' });
    await cached(ITEM, { id: other.id });
    await cached(BUILD_LIST);
    await cached(NEWS);

    await mutate(
      `mutation ($id: ID!, $input: ItemInput!) { updateItem(id: $id, input: $input) { id name } }`,
      { id: 'steel-longsword', input: itemInput(sword, { name: 'Steel Longsword, Tagged' }) },
      admin,
    );

    const edited = await read(ITEM, { id: 'steel-longsword' });
    expect(edited.cache).toBe('miss');
    expect(edited.data.item.name).toBe('Steel Longsword, Tagged');
    expect((await read(ITEMS)).cache).toBe('miss');
    expect((await read(ITEM, { id: other.id })).cache).toBe('hit');
    expect((await read(BUILD_LIST)).cache).toBe('hit');
    expect((await read(NEWS)).cache).toBe('hit');
  });

  it('a new item appears where a lookup found nothing before', async () => {
    const sword = (await graphql(server.url, `{ item(id: "steel-longsword") { ${ITEM_FIELDS} } }`)).data!.item;
    await cached(ITEM, { id: 'steel-sword-of-tags' });
    const created = (await mutate(`mutation ($input: ItemInput!) { createItem(input: $input) { id } }`, { input: itemInput(sword, { name: 'Steel Sword of Tags' }) }, admin)).createItem;
    expect(created.id).toBe('steel-sword-of-tags');
    const found = await read(ITEM, { id: created.id });
    expect(found.data.item?.name).toBe('Steel Sword of Tags');
  });

  it('a published news post shows in the next read of the news; the builds and the item page stay hits', async () => {
    const before = (await cached(NEWS)).news.edges;
    await cached(BUILD_LIST);
    await cached(ITEM, { id: 'steel-longsword' });

    const draft = (await mutate(
      'mutation ($input: ContentInput!) { createContent(kind: NEWS, input: $input) { id } }',
      { input: { slug: 'cache-tags-post', title: 'Tags are here', summary: 'Evict less.', body: 'Precise invalidation.' } },
      admin,
    )).createContent;
    await mutate('mutation ($id: ID!) { publishContent(id: $id) { id } }', { id: draft.id }, admin);

    const after = await read(NEWS);
    expect(after.cache).toBe('miss');
    expect(after.data.news.edges[0].node).toEqual({ id: draft.id, title: 'Tags are here' });
    expect(after.data.news.edges[1].node).toEqual(before[0].node);
    expect((await read(BUILD_LIST)).cache).toBe('hit');
    expect((await read(ITEM, { id: 'steel-longsword' })).cache).toBe('hit');
  });

  it('answers the readers arriving while an evicted answer is recomputed from that one computation', async () => {
    const query = /* GraphQL */ `query TagCrowd { topBuilds { id likes } news(first: 2) { edges { node { id } } } }`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => read(query)));
    expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
  });

  it('never sends the tags to the client, and marks answers it cannot cache as misses', async () => {
    const params = new URLSearchParams({ query: '{ me { id } }' });
    const response = await fetch(`${server.url}/graphql?${params}`, { headers: { accept: ACCEPT, 'apollo-require-preflight': 'true' } });
    await response.text();
    expect(response.headers.get('x-cache')).toBe('miss');
    expect(response.headers.get('x-almanac-cache-tags')).toBeNull();
    const list = await fetch(`${server.url}/graphql?${new URLSearchParams({ query: NEWS })}`, { headers: { accept: ACCEPT, 'apollo-require-preflight': 'true' } });
    await list.text();
    expect(list.headers.get('x-almanac-cache-tags')).toBeNull();
  });
});
