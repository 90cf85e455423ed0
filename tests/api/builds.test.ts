import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { collect, socketClient } from '../support/ws';
import { holdsWithin } from '../support/wait';
import { bytesWritten } from '../support/written';

let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  for (const name of ['owner', 'other', 'third']) cookies[name] = await devSignIn(server.url, name);
  cookies.admin = await devSignIn(server.url, 'moderator', 'admin');
});
afterAll(async () => server?.stop());

const BUILD_FIELDS = /* GraphQL */ `
  fragment BuildFields on Build {
    id name owner ownerUsername class characterLevel isPublic isPlannerBuild publishDate buildIconId
    assignedPoints { trait points }
    statAllocations { hp mp magic ability hpRegen mpRegen capacity }
    equippedItemIds { slot itemId legacyValue }
    ratings { totalCount edges { node { userId value updatedAt } } }
    comments { totalCount edges { node { id author content timestamp authorId } } }
    likeCount commentCount viewerHasLiked viewerIsOwner createdAt updatedAt
  }
`;

const as = (who: string | null): Record<string, string> => (who ? { cookie: cookies[who]! } : {});

async function call(who: string | null, query: string, variables: Record<string, unknown> = {}) {
  return graphql(server.url, `${query}\n${query.includes('...BuildFields') ? BUILD_FIELDS : ''}`, variables, as(who));
}

async function createBuild(who: string, input: Record<string, unknown> = {}) {
  const { data, errors } = await call(who, `mutation($input: BuildInput!) { createBuild(input: $input) { ...BuildFields } }`, {
    input: { name: 'Test build', ...input },
  });
  if (errors) throw new Error(JSON.stringify(errors));
  return data!.createBuild;
}

async function publishedBuild(who = 'owner', input: Record<string, unknown> = {}) {
  const build = await createBuild(who, input);
  const { data } = await call(who, `mutation($id: ID!) { publishBuild(id: $id) { ...BuildFields } }`, { id: build.id });
  return data!.publishBuild;
}

const errorCode = (result: { errors?: Array<{ extensions?: { code?: string } }> }) => result.errors?.[0]?.extensions?.code;

describe('Mutation.createBuild', () => {
  it('refuses a signed-out caller with UNAUTHENTICATED', async () => {
    const result = await call(null, `mutation { createBuild(input: { name: "x" }) { id } }`);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  it('saves a private trait build with the defaults for omitted fields', async () => {
    const build = await createBuild('owner', { name: '  Spaced name  ' });
    expect(build).toMatchObject({
      name: 'Spaced name', class: 'squire', characterLevel: 1, isPublic: false, isPlannerBuild: false, publishDate: null,
      ownerUsername: 'owner', likeCount: 0, commentCount: 0, viewerIsOwner: true, assignedPoints: [],
    });
    expect(build.ratings).toEqual({ totalCount: 0, edges: [] });
    expect(build.comments).toEqual({ totalCount: 0, edges: [] });
    expect(build.equippedItemIds.map((e: { slot: string }) => e.slot)).toEqual([
      'neck', 'head', 'bag', 'hand-main', 'chest', 'hand-off', 'ring', 'legs', 'ammo', 'boots',
    ]);
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name'],
    ['a 49-character name', { name: 'x'.repeat(49) }, 'name'],
    ['level 0', { characterLevel: 0 }, 'characterLevel'],
    ['level 201', { characterLevel: 201 }, 'characterLevel'],
    ['an unknown icon', { buildIconId: 'rainbow' }, 'buildIconId'],
    ['a trait number that does not exist', { assignedPoints: [{ trait: 9999, points: 1 }] }, 'assignedPoints'],
    ['stats on a trait build', { statAllocations: { hp: 1 } }, 'isPlannerBuild'],
    ['a stat above the level', { isPlannerBuild: true, characterLevel: 5, statAllocations: { hp: 6 } }, 'statAllocations'],
    ['a negative stat', { isPlannerBuild: true, characterLevel: 5, statAllocations: { hp: -1 } }, 'statAllocations'],
    ['more stat points than the level gives', { isPlannerBuild: true, characterLevel: 3, statAllocations: { hp: 3, mp: 3, magic: 1 } }, 'statAllocations'],
    ['an unknown slot', { isPlannerBuild: true, equippedItemIds: [{ slot: 'tail', itemId: '' }] }, 'equippedItemIds'],
  ])('refuses %s with BAD_USER_INPUT naming the field, and saves nothing', async (_label, input, field) => {
    const before = (await call('third', `{ me { builds { id } } }`)).data!.me.builds.length;
    const result = await call('third', `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, {
      input: { name: 'Valid', ...input },
    });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.field).toBe(field);
    expect((await call('third', `{ me { builds { id } } }`)).data!.me.builds.length).toBe(before);
  });

  it('accepts the edges: a 48-character name, level 200, a stat equal to the level', async () => {
    const build = await createBuild('owner', {
      name: 'x'.repeat(48), characterLevel: 200, isPlannerBuild: true, statAllocations: { hp: 200, capacity: 200 },
    });
    expect(build).toMatchObject({ characterLevel: 200, statAllocations: { hp: 200, capacity: 200, mp: 0 } });
  });

  it('keeps an unknown item id visible as the slot legacy value', async () => {
    const build = await createBuild('owner', { isPlannerBuild: true, equippedItemIds: [{ slot: 'ring', itemId: 'ring-from-an-old-link' }] });
    expect(build.equippedItemIds.find((e: { slot: string }) => e.slot === 'ring')).toEqual({
      slot: 'ring', itemId: '', legacyValue: 'ring-from-an-old-link',
    });
  });
});

describe('Query.build', () => {
  it('shows a private build to its owner only; to everyone else it does not exist', async () => {
    const build = await createBuild('owner');
    const query = `query($id: ID!) { build(id: $id) { id } }`;
    expect((await call('owner', query, { id: build.id })).data!.build).toEqual({ id: build.id });
    expect((await call('other', query, { id: build.id })).data!.build).toBeNull();
    expect((await call(null, query, { id: build.id })).data!.build).toBeNull();
    expect((await call('admin', query, { id: build.id })).data!.build).toBeNull();
  });

  it('shows a public build to everyone, signed in or not', async () => {
    const build = await publishedBuild();
    expect((await call(null, `query($id: ID!) { build(id: $id) { name isPublic } }`, { id: build.id })).data!.build).toEqual({
      name: 'Test build', isPublic: true,
    });
  });

  it('gives null for an id that does not exist', async () => {
    expect((await call(null, `{ build(id: "nope") { id } }`)).data!.build).toBeNull();
  });
});

describe('Mutation.updateBuild', () => {
  it('lets the owner rename and re-level a build', async () => {
    const build = await createBuild('owner');
    const { data } = await call('owner', `mutation($id: ID!) { updateBuild(id: $id, input: { name: "Renamed", characterLevel: 12, buildIconId: "flame" }) { name characterLevel buildIconId } }`, { id: build.id });
    expect(data!.updateBuild).toEqual({ name: 'Renamed', characterLevel: 12, buildIconId: 'flame' });
  });

  it('refuses another user on a public build with FORBIDDEN and on a private one with NOT_FOUND', async () => {
    const open = await publishedBuild();
    const hidden = await createBuild('owner');
    const mutation = `mutation($id: ID!) { updateBuild(id: $id, input: { name: "Mine now" }) { id } }`;
    expect(errorCode(await call('other', mutation, { id: open.id }))).toBe('FORBIDDEN');
    expect(errorCode(await call('other', mutation, { id: hidden.id }))).toBe('NOT_FOUND');
    expect(errorCode(await call('admin', mutation, { id: open.id }))).toBe('FORBIDDEN');
    expect(errorCode(await call(null, mutation, { id: open.id }))).toBe('UNAUTHENTICATED');
  });

  it('writes nothing when the change would leave the build invalid', async () => {
    const build = await createBuild('owner', { isPlannerBuild: true, characterLevel: 10, statAllocations: { hp: 10 } });
    const result = await call('owner', `mutation($id: ID!) { updateBuild(id: $id, input: { name: "New", characterLevel: 5 }) { id } }`, { id: build.id });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    const { data } = await call('owner', `query($id: ID!) { build(id: $id) { name characterLevel } }`, { id: build.id });
    expect(data!.build).toEqual({ name: 'Test build', characterLevel: 10 });
  });
});

describe('publishing, duplicating and deleting', () => {
  it('publishBuild sets isPublic and the publish date; unpublishBuild hides it again but keeps its likes', async () => {
    const build = await publishedBuild();
    expect(build.isPublic).toBe(true);
    expect(Date.parse(build.publishDate)).toBeGreaterThan(Date.now() - 60_000);
    await call('other', `mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id: build.id });
    const { data } = await call('owner', `mutation($id: ID!) { unpublishBuild(id: $id) { isPublic likeCount } }`, { id: build.id });
    expect(data!.unpublishBuild).toEqual({ isPublic: false, likeCount: 1 });
    expect((await call('other', `query($id: ID!) { build(id: $id) { id } }`, { id: build.id })).data!.build).toBeNull();
  });

  it('only the owner publishes', async () => {
    const build = await createBuild('owner');
    expect(errorCode(await call('other', `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: build.id }))).toBe('NOT_FOUND');
  });

  it('duplicateBuild gives the caller a private copy of a public build', async () => {
    const source = await publishedBuild('owner', { name: 'Original', characterLevel: 30 });
    const { data } = await call('other', `mutation($id: ID!) { duplicateBuild(id: $id) { ...BuildFields } }`, { id: source.id });
    expect(data!.duplicateBuild).toMatchObject({ name: 'Original (copy)', characterLevel: 30, isPublic: false, ownerUsername: 'other', likeCount: 0 });
    expect(data!.duplicateBuild.id).not.toBe(source.id);
  });

  it('duplicateBuild cuts a long name so the copy is a valid name, also through an emoji', async () => {
    const long = await publishedBuild('owner', { name: 'z'.repeat(48) });
    const copy = await call('other', `mutation($id: ID!) { duplicateBuild(id: $id) { name } }`, { id: long.id });
    expect(copy.data!.duplicateBuild.name).toBe(`${'z'.repeat(41)} (copy)`);
    const emoji = await publishedBuild('owner', { name: `${'e'.repeat(40)}🔥🔥` });
    const emojiCopy = await call('other', `mutation($id: ID!) { duplicateBuild(id: $id) { name } }`, { id: emoji.id });
    expect(emojiCopy.errors).toBeUndefined();
    expect(emojiCopy.data!.duplicateBuild.name).toBe(`${'e'.repeat(40)} (copy)`);
  });

  it('keeps at most 200 builds per player: the 201st, by create or duplicate, is refused and saves nothing', async () => {
    const cookie = await devSignIn(server.url, 'hoarder');
    const create = (name: string) => graphql(server.url, `mutation($name: String!) { createBuild(input: { name: $name }) { id } }`, { name }, { cookie });
    for (let batch = 0; batch < 10; batch += 1) {
      const created = await Promise.all(Array.from({ length: 20 }, (_, i) => create(`Build ${batch * 20 + i}`)));
      expect(created.filter((result) => result.errors)).toEqual([]);
    }
    const refused = await create('One too many');
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toBe('You can keep at most 200 builds. Delete one to make room.');
    const source = await publishedBuild('owner');
    const copy = await graphql(server.url, `mutation($id: ID!) { duplicateBuild(id: $id) { id } }`, { id: source.id }, { cookie });
    expect(errorCode(copy)).toBe('BAD_USER_INPUT');
    const mine = async () => (await graphql(server.url, `{ me { builds { id } } }`, {}, { cookie })).data!.me.builds as Array<{ id: string }>;
    const builds = await mine();
    expect(builds).toHaveLength(200);
    // Deleting one makes room for exactly one more.
    await graphql(server.url, `mutation($id: ID!) { deleteBuild(id: $id) }`, { id: builds[0]!.id }, { cookie });
    expect((await create('Room again')).errors).toBeUndefined();
    expect(errorCode(await create('Full again'))).toBe('BAD_USER_INPUT');
    expect(await mine()).toHaveLength(200);
  });

  it('deleteBuild removes the owner build and refuses others', async () => {
    const build = await publishedBuild();
    const mutation = `mutation($id: ID!) { deleteBuild(id: $id) }`;
    expect(errorCode(await call('other', mutation, { id: build.id }))).toBe('FORBIDDEN');
    expect((await call('owner', mutation, { id: build.id })).data!.deleteBuild).toBe(build.id);
    expect((await call('owner', `query($id: ID!) { build(id: $id) { id } }`, { id: build.id })).data!.build).toBeNull();
  });
});

describe('likes', () => {
  const like = `mutation($id: ID!) { likeBuild(buildId: $id) { likeCount viewerHasLiked ratings { edges { node { userId value updatedAt } } } } }`;
  const unlike = `mutation($id: ID!) { unlikeBuild(buildId: $id) { likeCount viewerHasLiked } }`;

  it('needs a signed-in user', async () => {
    const build = await publishedBuild();
    expect(errorCode(await call(null, like, { id: build.id }))).toBe('UNAUTHENTICATED');
  });

  it('keeps one rating per user: liking again only refreshes updatedAt', async () => {
    const build = await publishedBuild();
    const first = (await call('other', like, { id: build.id })).data!.likeBuild;
    expect(first).toMatchObject({ likeCount: 1, viewerHasLiked: true });
    expect(first.ratings.edges).toHaveLength(1);
    expect(first.ratings.edges[0].node.value).toBe('like');
    await new Promise((r) => setTimeout(r, 5));
    const second = (await call('other', like, { id: build.id })).data!.likeBuild;
    expect(second.likeCount).toBe(1);
    expect(second.ratings.edges[0].node.updatedAt > first.ratings.edges[0].node.updatedAt).toBe(true);
  });

  it('removing a like that does not exist does nothing', async () => {
    const build = await publishedBuild();
    await call('other', like, { id: build.id });
    expect((await call('third', unlike, { id: build.id })).data!.unlikeBuild).toEqual({ likeCount: 1, viewerHasLiked: false });
    expect((await call('other', unlike, { id: build.id })).data!.unlikeBuild).toEqual({ likeCount: 0, viewerHasLiked: false });
    expect((await call('other', unlike, { id: build.id })).data!.unlikeBuild).toEqual({ likeCount: 0, viewerHasLiked: false });
  });

  it('refuses likes on private builds: NOT_FOUND for others, BAD_USER_INPUT for the owner', async () => {
    const build = await createBuild('owner');
    expect(errorCode(await call('other', like, { id: build.id }))).toBe('NOT_FOUND');
    expect(errorCode(await call('owner', like, { id: build.id }))).toBe('BAD_USER_INPUT');
  });

  it('counts 1,000 concurrent likes from 1,000 users exactly', async () => {
    const build = await publishedBuild();
    const users = await Promise.all(Array.from({ length: 1000 }, (_, i) => devSignIn(server.url, `fan_${i}`)));
    const results = await Promise.all(
      users.map((cookie) => graphql(server.url, `mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id: build.id }, { cookie })),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const { data } = await call(null, `query($id: ID!) { build(id: $id) { likeCount } }`, { id: build.id });
    expect(data!.build.likeCount).toBe(1000);
    const raters = await allPages(build.id, 'ratings', 'userId');
    expect(new Set(raters).size).toBe(1000);
  }, 120_000);

  it('F17: unliking a build made private is NOT_FOUND and removes nothing; the like counts again once it is public', async () => {
    const build = await publishedBuild();
    await call('other', like, { id: build.id });
    await call('owner', `mutation($id: ID!) { unpublishBuild(id: $id) { id } }`, { id: build.id });
    const refused = await call('other', unlike, { id: build.id });
    expect(errorCode(refused)).toBe('NOT_FOUND');
    const { data } = await call('owner', `mutation($id: ID!) { publishBuild(id: $id) { likeCount ratings { edges { node { userId } } } } }`, { id: build.id });
    expect(data!.publishBuild.likeCount).toBe(1);
    expect(data!.publishBuild.ratings.edges).toHaveLength(1);
    expect((await call('other', unlike, { id: build.id })).data!.unlikeBuild).toEqual({ likeCount: 0, viewerHasLiked: false });
  });
});

/** Every node of a build's ratings or comments, read page by page (100 at a time). */
async function allPages(id: string, field: 'ratings' | 'comments', key: string, order = ''): Promise<string[]> {
  const values: string[] = [];
  let after: string | null = null;
  for (;;) {
    type Page = { edges: Array<{ node: Record<string, string> }>; pageInfo: { hasNextPage: boolean; endCursor: string } };
    const page = await call(
      null,
      `query($id: ID!, $after: String) { build(id: $id) { ${field}(first: 100, after: $after${order}) { edges { node { ${key} } } pageInfo { hasNextPage endCursor } } } }`,
      { id, after },
    );
    const connection = page.data!.build[field] as Page;
    values.push(...connection.edges.map((e) => e.node[key]!));
    if (!connection.pageInfo.hasNextPage) return values;
    after = connection.pageInfo.endCursor;
  }
}

describe('comments', () => {
  const add = `mutation($id: ID!, $content: String!) { addComment(buildId: $id, content: $content) { commentCount comments(order: OLDEST_FIRST) { edges { node { id author content authorId timestamp } } } } }`;
  const remove = `mutation($id: ID!, $commentId: ID!) { deleteComment(buildId: $id, commentId: $commentId) { commentCount comments { edges { node { id } } } } }`;
  const nodes = (connection: { edges: Array<{ node: Record<string, unknown> }> }) => connection.edges.map((e) => e.node);

  it('appends a trimmed comment with the author username', async () => {
    const build = await publishedBuild();
    const { data } = await call('other', add, { id: build.id, content: '  Great build!  ' });
    expect(data!.addComment.commentCount).toBe(1);
    expect(nodes(data!.addComment.comments)[0]).toMatchObject({ author: 'other', content: 'Great build!' });
  });

  it('ignores an empty comment and writes nothing', async () => {
    const build = await publishedBuild();
    const { data, errors } = await call('other', add, { id: build.id, content: '   \n ' });
    expect(errors).toBeUndefined();
    expect(data!.addComment.commentCount).toBe(0);
  });

  it('accepts 2,000 characters and refuses 2,001', async () => {
    const build = await publishedBuild();
    expect((await call('other', add, { id: build.id, content: 'a'.repeat(2000) })).data!.addComment.commentCount).toBe(1);
    const tooLong = await call('other', add, { id: build.id, content: 'a'.repeat(2001) });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors![0]!.message).toBe('A comment can have at most 2,000 characters.');
  });

  it('needs a signed-in user', async () => {
    const build = await publishedBuild();
    expect(errorCode(await call(null, add, { id: build.id, content: 'hi' }))).toBe('UNAUTHENTICATED');
  });

  it('lets the author and an admin delete a comment, and nobody else', async () => {
    const build = await publishedBuild();
    const first = nodes((await call('other', add, { id: build.id, content: 'one' })).data!.addComment.comments)[0]!.id;
    const second = nodes((await call('other', add, { id: build.id, content: 'two' })).data!.addComment.comments)[1]!.id;
    expect(errorCode(await call('third', remove, { id: build.id, commentId: first }))).toBe('FORBIDDEN');
    expect(errorCode(await call('owner', remove, { id: build.id, commentId: first }))).toBe('FORBIDDEN');
    expect((await call('other', remove, { id: build.id, commentId: first })).data!.deleteComment).toEqual({
      commentCount: 1,
      comments: { edges: [{ node: { id: second } }] },
    });
    expect((await call('admin', remove, { id: build.id, commentId: second })).data!.deleteComment.commentCount).toBe(0);
    expect(errorCode(await call('admin', remove, { id: build.id, commentId: second }))).toBe('NOT_FOUND');
  });

  it('keeps every one of 1,000 concurrent comments', async () => {
    const build = await publishedBuild();
    const short = `mutation($id: ID!, $content: String!) { addComment(buildId: $id, content: $content) { id } }`;
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => call(i % 2 ? 'other' : 'third', short, { id: build.id, content: `c${i}` })));
    expect(results.filter((r) => r.errors)).toEqual([]);
    const { data } = await call(null, `query($id: ID!) { build(id: $id) { commentCount comments { totalCount } } }`, { id: build.id });
    expect(data!.build).toEqual({ commentCount: 1000, comments: { totalCount: 1000 } });
    expect(new Set(await allPages(build.id, 'comments', 'content')).size).toBe(1000);
  }, 120_000);

  it('F12: stores comments without control, direction or broken characters, and ignores invisible ones', async () => {
    const build = await publishedBuild();
    const stored = await call('other', add, { id: build.id, content: 'abc\u0000def \u0007\u001b[31mred \ud800 \u202Eevil' });
    expect(nodes(stored.data!.addComment.comments)[0]!.content).toBe('abcdef [31mred  evil');
    const invisible = await call('other', add, { id: build.id, content: '\u200B\u200D' });
    expect(invisible.data!.addComment.commentCount).toBe(1);
    const named = await call('owner', `mutation { createBuild(input: { name: "\u200B" }) { id } }`);
    expect(named.errors![0]!.message).toBe('A build name needs at least one visible character.');
  });

  it('pages comments newest first or oldest first with cursors', async () => {
    const build = await publishedBuild();
    for (let i = 0; i < 5; i += 1) await call('other', add, { id: build.id, content: `n${i}` });
    expect(await allPages(build.id, 'comments', 'content')).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
    expect(await allPages(build.id, 'comments', 'content', ', order: OLDEST_FIRST')).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
    const page = `query($id: ID!, $after: String) { build(id: $id) { comments(first: 2, after: $after) { edges { node { content } } pageInfo { hasNextPage endCursor } } } }`;
    const one = (await call(null, page, { id: build.id })).data!.build.comments;
    expect(nodes(one).map((n) => n.content)).toEqual(['n4', 'n3']);
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = (await call(null, page, { id: build.id, after: one.pageInfo.endCursor })).data!.build.comments;
    expect(nodes(two).map((n) => n.content)).toEqual(['n2', 'n1']);
    expect(errorCode(await call(null, page, { id: build.id, after: 'nonsense' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await call(null, `query($id: ID!) { build(id: $id) { comments(first: 101) { totalCount } } }`, { id: build.id }))).toBe('BAD_USER_INPUT');
  });

  it('F2: a comment writes about its own size, never a copy of the build and its comments', async () => {
    const build = await publishedBuild();
    const text = 'x'.repeat(2000);
    for (let i = 0; i < 30; i += 1) await call('other', add, { id: build.id, content: `${i}${text}` });
    const growth = await bytesWritten(server.store, ['builds', 'comments'], () => call('other', add, { id: build.id, content: text }));
    // The comment record (about 2,100 bytes) and the build's count change (one short build line).
    expect(growth).toBeGreaterThan(2000);
    expect(growth).toBeLessThan(2000 + Buffer.byteLength(JSON.stringify(build)) + 600);
  });

  it('F17: the author and an admin delete comments on a build made private; others learn nothing', async () => {
    const build = await publishedBuild();
    const one = nodes((await call('other', add, { id: build.id, content: 'one' })).data!.addComment.comments)[0]!.id;
    const two = nodes((await call('third', add, { id: build.id, content: 'two' })).data!.addComment.comments)[1]!.id;
    await call('owner', `mutation($id: ID!) { unpublishBuild(id: $id) { id } }`, { id: build.id });
    const stranger = await call('third', remove, { id: build.id, commentId: one });
    expect(errorCode(stranger)).toBe('NOT_FOUND');
    expect(stranger.errors![0]!.message).toBe('This build does not exist or is private.');
    expect((await call('other', `mutation($id: ID!, $c: ID!) { deleteComment(buildId: $id, commentId: $c) { id } }`, { id: build.id, c: one })).data).toEqual({ deleteComment: null });
    expect((await call('admin', `mutation($id: ID!, $c: ID!) { deleteComment(buildId: $id, commentId: $c) { id } }`, { id: build.id, c: two })).data).toEqual({ deleteComment: null });
    const { data } = await call('owner', `query($id: ID!) { build(id: $id) { commentCount comments { totalCount edges { node { id } } } } }`, { id: build.id });
    expect(data!.build).toEqual({ commentCount: 0, comments: { totalCount: 0, edges: [] } });
  });
});

describe('Query.topBuilds and Query.publicBuilds', () => {
  let fresh: TestServer;
  const fans: string[] = [];
  beforeAll(async () => {
    fresh = await startTestServer({ SEED_DEMO_DATA: 'false' });
    for (let i = 0; i < 4; i += 1) fans.push(await devSignIn(fresh.url, `voter${i}`));
  });
  afterAll(async () => fresh?.stop());

  const run = (cookie: string | null, query: string, variables: Record<string, unknown> = {}) =>
    graphql(fresh.url, query, variables, cookie ? { cookie } : {});

  it('ranks public builds with at least one like by likes, then newest published, at most 20', async () => {
    const owner = await devSignIn(fresh.url, 'ranker');
    const ids: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const created = await run(owner, `mutation($n: String!) { createBuild(input: { name: $n }) { id } }`, { n: `B${i}` });
      const id = created.data!.createBuild.id;
      ids.push(id);
      await run(owner, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id });
      // Distinct publish instants, so "newest first" has one right answer.
      await new Promise((r) => setTimeout(r, 3));
    }
    const likes = [3, 1, 2, 0];
    for (let i = 0; i < 23; i += 1) {
      const count = i < 4 ? likes[i]! : 1;
      for (let f = 0; f < count; f += 1) await run(fans[f]!, `mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id: ids[i] });
    }
    const hidden = await run(owner, `mutation { createBuild(input: { name: "Private" }) { id } }`);
    expect(errorCode(await run(fans[0]!, `mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id: hidden.data!.createBuild.id }))).toBe('NOT_FOUND');

    const { data } = await run(null, `{ topBuilds { id title owner likes characterClass characterLevel isPlannerBuild } }`);
    expect(data!.topBuilds).toHaveLength(20);
    expect(data!.topBuilds[0]).toMatchObject({ id: ids[0], likes: 3, owner: 'ranker', title: 'B0' });
    expect(data!.topBuilds[1]).toMatchObject({ id: ids[2], likes: 2 });
    const ones = data!.topBuilds.slice(2).map((b: { id: string }) => b.id);
    // Equal likes: newest published first (builds were published in index order).
    expect(ones).toEqual([...ids.slice(4, 23)].reverse().concat(ids[1]!).slice(0, 18));
    expect(data!.topBuilds.map((b: { id: string }) => b.id)).not.toContain(ids[3]);
  });

  it('filters, sorts and pages the public builds without overlap', async () => {
    const query = `query($filter: PublicBuildFilter, $sort: BuildSort, $first: Int, $after: String) {
      publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) {
        totalCount edges { cursor node { id name likeCount commentCount publishDate } } pageInfo { hasNextPage endCursor } } }`;
    for (const sort of ['MOST_LIKED', 'NEWEST', 'MOST_COMMENTED']) {
      const all = (await run(null, query, { sort, first: 100 })).data!.publicBuilds;
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: any = (await run(null, query, { sort, first: 7, after })).data!.publicBuilds;
        seen.push(...page.edges.map((e: any) => e.node.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(seen).toEqual(all.edges.map((e: any) => e.node.id));
      expect(all.totalCount).toBe(24);
    }
    const named = (await run(null, query, { filter: { search: 'b1' }, first: 100 })).data!.publicBuilds;
    expect(named.edges.map((e: any) => e.node.name).sort()).toEqual(['B1', 'B10', 'B11', 'B12', 'B13', 'B14', 'B15', 'B16', 'B17', 'B18', 'B19']);
    const byOwner = (await run(null, query, { filter: { search: 'RANKER' }, first: 1 })).data!.publicBuilds;
    expect(byOwner.totalCount).toBe(24);
    const traits = (await run(null, query, { filter: { kind: 'PLANNER' }, first: 5 })).data!.publicBuilds;
    expect(traits.totalCount).toBe(0);
    const levels = (await run(null, query, { filter: { minLevel: 2, class: 'squire' }, first: 5 })).data!.publicBuilds;
    expect(levels.totalCount).toBe(0);
    expect(errorCode(await run(null, query, { filter: { minLevel: 0 } }))).toBe('BAD_USER_INPUT');
  });
});

describe('Query.me builds', () => {
  it('lists every build of the signed-in user, private and public', async () => {
    const cookie = await devSignIn(server.url, 'collector');
    const own = [];
    for (const name of ['One', 'Two']) {
      own.push((await graphql(server.url, `mutation($n: String!) { createBuild(input: { name: $n }) { id } }`, { n: name }, { cookie })).data!.createBuild.id);
    }
    const { data } = await graphql(server.url, `{ me { builds { id name } } }`, {}, { cookie });
    expect(data!.me.builds.map((b: { id: string }) => b.id).sort()).toEqual(own.sort());
  });
});

describe('subscriptions', () => {
  const rename = `mutation($id: ID!, $n: String!) { updateBuild(id: $id, input: { name: $n }) { id } }`;

  it('a like made by one client reaches another client subscribed to the build', async () => {
    const build = await publishedBuild();
    const watcher = socketClient(server.url);
    const stream = collect(watcher, `subscription($id: ID!) { buildChanged(id: $id) { id name likeCount commentCount } }`, { id: build.id });
    await stream.untilHeard((attempt) => call('owner', rename, { id: build.id, n: `Ready ${attempt}` }));
    await call('other', `mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id: build.id });
    const liked = await stream.until((value) => value.data.buildChanged.likeCount > 0);
    expect(liked.data.buildChanged).toMatchObject({ id: build.id, likeCount: 1, commentCount: 0 });
    await call('third', `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { id } }`, { id: build.id, c: 'Live!' });
    expect((await stream.next()).data.buildChanged).toMatchObject({ id: build.id, likeCount: 1, commentCount: 1 });
    stream.dispose();
    await watcher.dispose();
  });

  it('every change reaches each of 200 subscribed sockets, in order, with nothing lost', async () => {
    const build = await publishedBuild('owner', { name: 'Watched by two hundred' });
    // Half signed out, half on one signed-in session (the sockets keep their caller, not their request).
    const watchers = Array.from({ length: 200 }, (_, i) => socketClient(server.url, i % 2 === 1 ? cookies.other : undefined));
    const query = `subscription($id: ID!) { buildChanged(id: $id) { id name likeCount commentCount viewerIsOwner } }`;
    const streams = watchers.map((watcher) => collect(watcher, query, { id: build.id }));
    try {
      // Readiness: renames until every socket has heard one (a subscription registers when the server gets to it).
      let name = '';
      for (let attempt = 1; streams.some((stream) => stream.heard === 0); attempt += 1) {
        expect(attempt, 'every socket hears a rename within 50 of them').toBeLessThanOrEqual(50);
        name = `Ready ${attempt}`;
        await call('owner', rename, { id: build.id, n: name });
        await holdsWithin(() => streams.every((stream) => stream.heard > 0), 200);
      }
      for (const fan of ['other', 'third', 'admin']) await call(fan, `mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id: build.id });
      await call('third', `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { id } }`, { id: build.id, c: 'Seen by all' });
      await Promise.all(
        streams.map(async (stream) => {
          // Renames may still be queued before the first like; from it on, each change comes once, in order.
          const first = await stream.until((value) => value.data.buildChanged.likeCount > 0);
          const rest = [await stream.next(), await stream.next(), await stream.next()];
          const seen = [first, ...rest].map((value) => value.data.buildChanged);
          expect(seen.map((b) => [b.likeCount, b.commentCount])).toEqual([[1, 0], [2, 0], [3, 0], [3, 1]]);
          expect(seen.every((b) => b.id === build.id && b.name === name && b.viewerIsOwner === false)).toBe(true);
          expect(stream.error).toBeNull();
        }),
      );
    } finally {
      for (const stream of streams) stream.dispose();
      await Promise.all(watchers.map((watcher) => watcher.dispose()));
    }
  });

  it('sends null to a watcher who may no longer see the build', async () => {
    const build = await publishedBuild();
    const watcher = socketClient(server.url, cookies.other);
    const stream = collect(watcher, `subscription($id: ID!) { buildChanged(id: $id) { id } }`, { id: build.id });
    await stream.untilHeard((attempt) => call('owner', rename, { id: build.id, n: `Ready ${attempt}` }));
    await call('owner', `mutation($id: ID!) { unpublishBuild(id: $id) { id } }`, { id: build.id });
    expect(await stream.until((value) => value.data.buildChanged === null)).toEqual({ data: { buildChanged: null } });
    stream.dispose();
    await watcher.dispose();
  });

  it('F14: tells a watcher nothing about someone else\'s private build until it is published', async () => {
    const build = await createBuild('owner', { name: 'Secret plan' });
    const watcher = socketClient(server.url, cookies.other);
    const stream = collect(watcher, `subscription($id: ID!) { buildChanged(id: $id) { id name } }`, { id: build.id });
    // Readiness needs something the watcher may hear: publishing, until heard; then private again.
    await stream.untilHeard(() => call('owner', `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: build.id }));
    await call('owner', `mutation($id: ID!) { unpublishBuild(id: $id) { id } }`, { id: build.id });
    await stream.until((value) => value.data.buildChanged === null);
    for (const name of ['Edit one', 'Edit two', 'Edit three']) {
      await call('owner', rename, { id: build.id, n: name });
    }
    await call('owner', `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: build.id });
    // The next message is the published build: none of the private edits was announced.
    expect(await stream.next()).toEqual({ data: { buildChanged: { id: build.id, name: 'Edit three' } } });
    stream.dispose();
    await watcher.dispose();
  });

  it('topBuildsChanged sends the ranking at once and again when a like changes it', async () => {
    const build = await publishedBuild('owner', { name: 'Rising star' });
    const watcher = socketClient(server.url);
    const stream = collect(watcher, `subscription { topBuildsChanged { id likes } }`);
    const initial = await stream.next();
    expect(initial.data.topBuildsChanged.find((b: { id: string }) => b.id === build.id)).toBeUndefined();
    await call('third', `mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id: build.id });
    let next = await stream.next();
    while (!next.data.topBuildsChanged.some((b: { id: string }) => b.id === build.id)) next = await stream.next();
    expect(next.data.topBuildsChanged.find((b: { id: string }) => b.id === build.id)).toEqual({ id: build.id, likes: 1 });
    stream.dispose();
    await watcher.dispose();
  });
});

describe('the profile stream and builds', () => {
  it('sends the profile with its builds when the owner saves a build on another device', async () => {
    const cookie = await devSignIn(server.url, 'two_devices');
    const phone = socketClient(server.url, cookie);
    const stream = collect(phone, `subscription { myProfile { id builds { id name } } }`);
    await stream.untilHeard((attempt) => graphql(server.url, `mutation($n: String!) { updateProfile(input: { displayName: $n }) { id } }`, { n: `Phone ${attempt}` }, { cookie }));
    await graphql(server.url, `mutation { createBuild(input: { name: "Made on the laptop" }) { id } }`, {}, { cookie });
    const next = await stream.until((value) => value.data.myProfile.builds.length > 0);
    expect(next.data.myProfile.builds.map((b: { name: string }) => b.name)).toEqual(['Made on the laptop']);
    stream.dispose();
    await phone.dispose();
  });

  it('renames the owner on every build when the username changes', async () => {
    const cookie = await devSignIn(server.url, 'old_name');
    const id = (await graphql(server.url, `mutation { createBuild(input: { name: "Renamed owner" }) { id } }`, {}, { cookie })).data!.createBuild.id;
    await graphql(server.url, `mutation { publishBuild(id: "${id}") { id } }`, {}, { cookie });
    await graphql(server.url, `mutation { updateProfile(input: { username: "new_name" }) { username } }`, {}, { cookie });
    const { data } = await graphql(server.url, `{ build(id: "${id}") { ownerUsername } topBuilds { id } }`);
    expect(data!.build.ownerUsername).toBe('new_name');
  });
});

describe('/builds/{id} served HTML', () => {
  it('carries the build title and Open Graph tags of a public build, escaped', async () => {
    const build = await publishedBuild('owner', { name: 'Fire & <Ice> "Mage"', class: 'mage', characterLevel: 40 });
    const html = await (await fetch(`${server.url}/builds/${build.id}`)).text();
    expect(html).toContain('<title>Fire &amp; &lt;Ice&gt; &quot;Mage&quot; · Mage level 40 · Almanac</title>');
    expect(html).toContain('<meta property="og:title" content="Fire &amp; &lt;Ice&gt; &quot;Mage&quot; · Mage level 40 · Almanac" />');
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="http[^"]*/builds/${build.id}" />`));
    expect(html).toMatch(/<meta property="og:description" content="A trait tree build for a level 40 mage by owner\. 0 likes, 0 comments\." \/>/);
  });

  it('describes nothing of a private build', async () => {
    const build = await createBuild('owner', { name: 'Secret plan' });
    const response = await fetch(`${server.url}/builds/${build.id}`);
    const html = await response.text();
    expect(html).not.toContain('Secret plan');
    // To anyone but its owner it does not exist (server rendering: a 404 kept out of search engines).
    expect(response.status).toBe(404);
    expect(html).toContain('<title>Not found · Almanac</title>');
  });
});
