import { createClient as createSseClient } from 'graphql-sse';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENTS_COLLECTION, type CommentDocument } from '../../server/src/modules/builds/build.model';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { collect, socketClient } from '../support/ws';
import { bytesWritten } from '../support/written';

/**
 * Comments with replies: one level of replies, editing by the author within 15
 * minutes, the same limits and error codes on every transport, live updates, and cached answers
 * and rendered pages that show a reply or an edit on the next anonymous read.
 */
let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  for (const name of ['owner', 'writer', 'replier', 'stranger']) cookies[name] = await devSignIn(server.url, name);
  cookies.admin = await devSignIn(server.url, 'moderator', 'admin');
});
afterAll(async () => server?.stop());

const as = (who: string | null): Record<string, string> => (who ? { cookie: cookies[who]! } : {});
const call = (who: string | null, query: string, variables: Record<string, unknown> = {}) => graphql(server.url, query, variables, as(who));
const errorOf = (result: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) => result.errors?.[0];
const comments = () => server.store.collection<CommentDocument>(COMMENTS_COLLECTION);

const THREADS = /* GraphQL */ `
  query($id: ID!) { build(id: $id) { commentCount
    comments(topLevelOnly: true, order: OLDEST_FIRST) { totalCount nodes { id content parentId editedAt editableUntil createdAt replyCount
      replies { totalCount nodes { id content parentId replyCount editedAt } } } }
    all: comments(order: OLDEST_FIRST) { totalCount nodes { id parentId } } } }`;
const ADD = `mutation($id: ID!, $content: String!, $parentId: ID) { addComment(buildId: $id, content: $content, parentId: $parentId) { commentCount comments(topLevelOnly: true) { nodes { id content replies { nodes { id content } } } } } }`;
const EDIT = `mutation($id: ID!, $commentId: ID!, $content: String!) { editComment(buildId: $id, commentId: $commentId, content: $content) { id commentCount } }`;
const DELETE = `mutation($id: ID!, $commentId: ID!) { deleteComment(buildId: $id, commentId: $commentId) { commentCount } }`;

async function publishedBuild(name = 'Replies build'): Promise<string> {
  const created = await call('owner', `mutation($name: String!) { createBuild(input: { name: $name }) { id } }`, { name });
  const id = created.data!.createBuild.id as string;
  await call('owner', `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id });
  return id;
}

async function comment(who: string, id: string, content: string, parentId?: string): Promise<string> {
  const before = new Set((await call(null, THREADS, { id })).data!.build.all.nodes.map((n: { id: string }) => n.id));
  const result = await call(who, ADD, { id, content, parentId });
  expect(result.errors).toBeUndefined();
  const after = (await call(null, THREADS, { id })).data!.build.all.nodes as Array<{ id: string }>;
  return after.find((n) => !before.has(n.id))!.id;
}

/** Moves a stored comment's posting time back by `ms` (the server has no clock to inject: the test writes the record). */
async function agedBy(commentId: string, ms: number): Promise<void> {
  const stored = await comments().findOne({ _id: commentId });
  await comments().updateOne({ _id: commentId }, { $set: { timestamp: new Date(Date.parse(stored!.timestamp) - ms).toISOString() } });
}

describe('replies', () => {
  it('shows a reply under its comment, counts it on the build, and keeps each one its own record', async () => {
    const id = await publishedBuild();
    const top = await comment('writer', id, 'First thoughts');
    const reply = await comment('replier', id, 'I agree, see https://example.com/guide.', top);
    const { build } = (await call(null, THREADS, { id })).data!;
    expect(build.commentCount).toBe(2);
    expect(build.comments.totalCount).toBe(1);
    expect(build.comments.nodes).toMatchObject([{ id: top, parentId: null, replyCount: 1, editedAt: null, replies: { totalCount: 1, nodes: [{ id: reply, parentId: top, replyCount: 0 }] } }]);
    // Without topLevelOnly every comment and reply is listed, as before replies existed.
    expect(build.all.totalCount).toBe(2);
    expect(await comments().count({ buildId: id })).toBe(2);
    expect(await comments().findOne({ _id: reply })).toMatchObject({ parentId: top, content: 'I agree, see https://example.com/guide.' });
  });

  it('refuses a reply to a reply with BAD_USER_INPUT on parentId, and a parent of another build; nothing written', async () => {
    const id = await publishedBuild();
    const other = await publishedBuild('Other build');
    const top = await comment('writer', id, 'Top');
    const reply = await comment('replier', id, 'Reply', top);
    const deeper = await call('writer', ADD, { id, content: 'Deeper', parentId: reply });
    expect(errorOf(deeper)).toMatchObject({ message: 'Replies go one level deep: reply to the comment at the top of the conversation.', extensions: { code: 'BAD_USER_INPUT', field: 'parentId' } });
    const elsewhere = await call('writer', ADD, { id: other, content: 'Wrong build', parentId: top });
    expect(errorOf(elsewhere)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'parentId' });
    expect(await comments().count({ buildId: id })).toBe(2);
    expect(await comments().count({ buildId: other })).toBe(0);
  });

  it('refuses a signed-out reply with UNAUTHENTICATED and applies the comment length rule', async () => {
    const id = await publishedBuild();
    const top = await comment('writer', id, 'Top');
    expect(errorOf(await call(null, ADD, { id, content: 'Anonymous reply', parentId: top }))?.extensions?.code).toBe('UNAUTHENTICATED');
    const long = await call('replier', ADD, { id, content: 'a'.repeat(2001), parentId: top });
    expect(errorOf(long)).toMatchObject({ message: 'A comment can have at most 2,000 characters.', extensions: { code: 'BAD_USER_INPUT', field: 'content' } });
    expect((await call('replier', ADD, { id, content: 'a'.repeat(2000), parentId: top })).errors).toBeUndefined();
    expect(await comments().count({ buildId: id, parentId: top })).toBe(1);
  });

  it('deletes a comment with its replies (the count follows); deleting a reply keeps its comment', async () => {
    const id = await publishedBuild();
    const top = await comment('writer', id, 'Top');
    const first = await comment('replier', id, 'One', top);
    await comment('stranger', id, 'Two', top);
    const kept = await comment('writer', id, 'Another top');
    expect((await call('replier', DELETE, { id, commentId: first })).data!.deleteComment.commentCount).toBe(3);
    expect((await call('writer', DELETE, { id, commentId: top })).data!.deleteComment.commentCount).toBe(1);
    expect((await comments().find({ buildId: id })).map((c) => c._id)).toEqual([kept]);
    const { build } = (await call(null, THREADS, { id })).data!;
    expect(build.all.nodes.map((n: { id: string }) => n.id)).toEqual([kept]);
  });
});

describe('storage', () => {
  it('a reply or an edit writes about its own size, however many replies the comment has', async () => {
    const id = await publishedBuild();
    const top = await comment('writer', id, 'Top');
    const text = 'y'.repeat(2000);
    for (let i = 0; i < 30; i += 1) await call('replier', ADD, { id, content: `${i}${text}`, parentId: top });
    const build = (await server.store.collection('builds').findOne({ _id: id }))!;
    const replyGrowth = await bytesWritten(server.store, ['builds', 'comments'], () => call('replier', ADD, { id, content: text, parentId: top }));
    // The reply's record (about 2,150 bytes) and the build's count change: never the thread again.
    expect(replyGrowth).toBeGreaterThan(2000);
    expect(replyGrowth).toBeLessThan(2000 + Buffer.byteLength(JSON.stringify(build)) + 700);
    const mine = await comment('writer', id, 'z'.repeat(2000));
    const editGrowth = await bytesWritten(server.store, ['builds', 'comments'], () => call('writer', EDIT, { id, commentId: mine, content: 'w'.repeat(2000) }));
    // The edited record and the build's edit time: the same size as one new comment.
    expect(editGrowth).toBeGreaterThan(2000);
    expect(editGrowth).toBeLessThan(2000 + Buffer.byteLength(JSON.stringify(build)) + 800);
  });
});

describe('editing', () => {
  it('lets the author edit within 15 minutes and marks the comment edited', async () => {
    const id = await publishedBuild();
    const top = await comment('writer', id, 'Frist');
    const reply = await comment('replier', id, 'Typo above', top);
    expect((await call('writer', EDIT, { id, commentId: top, content: '  First  ' })).errors).toBeUndefined();
    expect((await call('replier', EDIT, { id, commentId: reply, content: 'Fixed now' })).errors).toBeUndefined();
    const node = (await call(null, THREADS, { id })).data!.build.comments.nodes[0];
    expect(node).toMatchObject({ content: 'First', replies: { nodes: [{ content: 'Fixed now' }] } });
    expect(Date.parse(node.editedAt)).toBeGreaterThanOrEqual(Date.parse(node.createdAt));
    expect(node.editableUntil).toBe(new Date(Date.parse(node.createdAt) + 15 * 60_000).toISOString());
  });

  it('refuses everyone but the author with FORBIDDEN, an admin included, and signed-out with UNAUTHENTICATED; nothing written', async () => {
    const id = await publishedBuild();
    const top = await comment('writer', id, 'Mine');
    for (const who of ['stranger', 'owner', 'admin']) {
      expect(errorOf(await call(who, EDIT, { id, commentId: top, content: 'Not yours' }))).toMatchObject({ message: 'Only its author can edit a comment.', extensions: { code: 'FORBIDDEN' } });
    }
    expect(errorOf(await call(null, EDIT, { id, commentId: top, content: 'Not yours' }))?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await comments().findOne({ _id: top })).toMatchObject({ content: 'Mine' });
    expect((await comments().findOne({ _id: top }))!.editedAt).toBeUndefined();
  });

  it('edits at 14:59 and refuses at 15:01 with FORBIDDEN, reason EDIT_WINDOW_CLOSED, writing nothing', async () => {
    const id = await publishedBuild();
    const early = await comment('writer', id, 'Early');
    await agedBy(early, (14 * 60 + 59) * 1000);
    expect((await call('writer', EDIT, { id, commentId: early, content: 'Early, edited' })).errors).toBeUndefined();
    const late = await comment('writer', id, 'Late');
    await agedBy(late, (15 * 60 + 1) * 1000);
    const stored = await comments().findOne({ _id: late });
    const refused = await call('writer', EDIT, { id, commentId: late, content: 'Too late' });
    expect(errorOf(refused)).toMatchObject({
      message: 'A comment can be edited for 15 minutes after it is posted; this one can no longer be changed.',
      extensions: { code: 'FORBIDDEN', reason: 'EDIT_WINDOW_CLOSED' },
    });
    expect(await comments().findOne({ _id: late })).toEqual(stored);
  });

  it('applies the length rule to edits and refuses an empty edit; nothing written', async () => {
    const id = await publishedBuild();
    const top = await comment('writer', id, 'Short');
    expect(errorOf(await call('writer', EDIT, { id, commentId: top, content: 'b'.repeat(2001) }))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'content' } });
    expect(errorOf(await call('writer', EDIT, { id, commentId: top, content: '   ' }))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'content' } });
    expect((await call('writer', EDIT, { id, commentId: top, content: 'b'.repeat(2000) })).errors).toBeUndefined();
    expect((await comments().findOne({ _id: top }))!.content).toHaveLength(2000);
  });
});

describe('the same limits and codes on WebSocket and Server-Sent Events', () => {
  const sse = (cookie: string) => createSseClient({ url: `${server.url}/graphql/stream`, headers: { cookie }, retryAttempts: 0 }) as unknown as Client;

  it('refuses a reply to a reply, a too long reply, another player’s edit and a late edit with the HTTP codes', async () => {
    const id = await publishedBuild();
    const top = await comment('writer', id, 'Top');
    const reply = await comment('replier', id, 'Reply', top);
    const late = await comment('writer', id, 'Old');
    await agedBy(late, 16 * 60_000);
    const cases: Array<[string, string, Record<string, unknown>, Record<string, unknown>]> = [
      ['writer', ADD, { id, content: 'Deeper', parentId: reply }, { code: 'BAD_USER_INPUT', field: 'parentId' }],
      ['replier', ADD, { id, content: 'x'.repeat(2001), parentId: top }, { code: 'BAD_USER_INPUT', field: 'content' }],
      ['stranger', EDIT, { id, commentId: top, content: 'Not mine' }, { code: 'FORBIDDEN' }],
      ['writer', EDIT, { id, commentId: late, content: 'Too late' }, { code: 'FORBIDDEN', reason: 'EDIT_WINDOW_CLOSED' }],
    ];
    for (const [who, query, variables, extensions] of cases) {
      expect(errorOf(await call(who, query, variables))?.extensions).toMatchObject(extensions);
      for (const client of [socketClient(server.url, cookies[who]), sse(cookies[who]!)]) {
        const result = collect(client, query, variables);
        expect(errorOf(await result.next(10_000))?.extensions).toMatchObject(extensions);
        result.dispose();
        await client.dispose();
      }
    }
    expect(await comments().count({ buildId: id })).toBe(3);
  });

  it('counts replies and edits against the mutation limit on every transport', async () => {
    const limited = await startTestServer({ SEED_DEMO_DATA: 'false', MUTATION_LIMIT_PER_MINUTE: '6' });
    try {
      const cookie = await devSignIn(limited.url, 'limited');
      const created = await graphql(limited.url, 'mutation { createBuild(input: { name: "Limited" }) { id } }', {}, { cookie });
      const id = created.data!.createBuild.id as string;
      await graphql(limited.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, { cookie });
      await graphql(limited.url, ADD, { id, content: 'Top' }, { cookie });
      const top = (await limited.store.collection<CommentDocument>(COMMENTS_COLLECTION).find({ buildId: id }))[0]!._id;
      // Four spent (create, publish, comment); a reply over HTTP, an edit over WebSocket, the sixth over SSE; then refused everywhere.
      expect((await graphql(limited.url, ADD, { id, content: 'Reply', parentId: top }, { cookie })).errors).toBeUndefined();
      const socket = socketClient(limited.url, cookie);
      const edit = collect(socket, EDIT, { id, commentId: top, content: 'Top, edited' });
      expect(errorOf(await edit.next(10_000))).toBeUndefined();
      edit.dispose();
      const stream = createSseClient({ url: `${limited.url}/graphql/stream`, headers: { cookie }, retryAttempts: 0 }) as unknown as Client;
      const sixth = collect(stream, EDIT, { id, commentId: top, content: 'Top, edited twice' });
      expect(errorOf(await sixth.next(10_000))).toBeUndefined();
      sixth.dispose();
      expect(errorOf(await graphql(limited.url, ADD, { id, content: 'Over', parentId: top }, { cookie }))?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      // Over the socket the refusal is the operation's error, with the same code.
      const over = collect(socket, EDIT, { id, commentId: top, content: 'Over' });
      await expect.poll(() => JSON.stringify(over.error), { timeout: 10_000 }).toMatch(/TOO_MANY_REQUESTS/);
      over.dispose();
      // Over SSE it is a 429 with Retry-After, as over HTTP, and the same code in its body.
      const streamed = await fetch(`${limited.url}/graphql/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
        body: JSON.stringify({ query: ADD, variables: { id, content: 'Over', parentId: top } }),
      });
      expect(streamed.status).toBe(429);
      expect(Number(streamed.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await streamed.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
      await socket.dispose();
      await stream.dispose();
      expect(await limited.store.collection(COMMENTS_COLLECTION).count({ buildId: id })).toBe(2);
    } finally {
      await limited.stop();
    }
  });
});

describe('live updates', () => {
  /** A write to the build that leaves its comments as they are: a like on odd attempts, an unlike on even ones. */
  const likeOrUnlike = (id: string) => (attempt: number) =>
    call('stranger', `mutation($id: ID!) { ${attempt % 2 ? 'likeBuild' : 'unlikeBuild'}(buildId: $id) { id } }`, { id });

  it('sends the build to buildChanged subscribers on a reply and on an edit (WebSocket and SSE)', async () => {
    const id = await publishedBuild();
    const top = await comment('writer', id, 'Live top');
    const query = `subscription($id: ID!) { buildChanged(id: $id) { commentCount comments(topLevelOnly: true) { nodes { id content editedAt replies { nodes { content } } } } } }`;
    const socket = socketClient(server.url);
    const stream = createSseClient({ url: `${server.url}/graphql/stream`, retryAttempts: 0 }) as unknown as Client;
    const watchers = [collect(socket, query, { id }), collect(stream, query, { id })];
    // Likes and unlikes until each subscription heard one, so both are known to be listening before
    // the reply (a write made before the server registered a subscription reaches none of it).
    for (const watcher of watchers) await watcher.untilHeard(likeOrUnlike(id));
    await call('replier', ADD, { id, content: 'Live reply', parentId: top });
    for (const watcher of watchers) {
      const event = await watcher.until((value) => value.data.buildChanged.comments.nodes[0].replies.nodes.length === 1, 10_000);
      expect(event.data.buildChanged.commentCount).toBe(2);
      expect(event.data.buildChanged.comments.nodes[0].replies.nodes[0].content).toBe('Live reply');
    }
    await call('writer', EDIT, { id, commentId: top, content: 'Live top, edited' });
    for (const watcher of watchers) {
      const event = await watcher.until((value) => value.data.buildChanged.comments.nodes[0].content === 'Live top, edited', 10_000);
      expect(event.data.buildChanged.comments.nodes[0].editedAt).not.toBeNull();
      watcher.dispose();
    }
    await socket.dispose();
    await stream.dispose();
  });

  it('keeps old subscribers working: a selection without the new fields still gets each comment and reply', async () => {
    const id = await publishedBuild();
    const socket = socketClient(server.url);
    const old = collect(socket, `subscription($id: ID!) { buildChanged(id: $id) { commentCount comments { nodes { id content } } } }`, { id });
    await old.untilHeard(likeOrUnlike(id));
    const top = await comment('writer', id, 'Old top');
    await comment('replier', id, 'Old reply', top);
    const event = await old.until((value) => value.data.buildChanged.commentCount === 2, 10_000);
    expect(event.data.buildChanged.comments.nodes.map((n: { content: string }) => n.content)).toEqual(['Old reply', 'Old top']);
    old.dispose();
    await socket.dispose();
  });
});

describe('cached answers and rendered pages', () => {
  const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
  // `build(id:)` answers are private (never cached); the public lists carry its comment count.
  const LIST = `query RepliesList { publicBuilds(first: 100, sort: NEWEST) { edges { node { id commentCount } } } }`;
  async function read() {
    const params = new URLSearchParams({ query: LIST });
    const response = await fetch(`${server.url}/graphql?${params}`, { headers: { accept: ACCEPT, 'apollo-require-preflight': 'true' } });
    const body = (await response.json()) as { data: any; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return { cache: response.headers.get('x-cache'), data: body.data };
  }
  const countOf = (data: any, id: string) => data.publicBuilds.edges.find((e: { node: { id: string } }) => e.node.id === id)?.node.commentCount;
  async function page(id: string) {
    const response = await fetch(`${server.url}/builds/${id}`);
    return { cache: response.headers.get('x-cache'), html: await response.text() };
  }

  it('a reply or an edit shows in the next anonymous read of the API and of the build page', async () => {
    const id = await publishedBuild('Cached replies');
    const top = await comment('writer', id, 'Cached top');
    await read();
    expect((await read()).cache).toBe('hit');
    await page(id);
    const cachedPage = await page(id);
    expect(cachedPage.cache).toBe('hit');
    expect(cachedPage.html).toContain('Cached top');

    await call('replier', ADD, { id, content: 'Cached reply', parentId: top });
    const afterReply = await read();
    expect(afterReply.cache).toBe('miss');
    expect(countOf(afterReply.data, id)).toBe(2);
    const pageAfterReply = await page(id);
    expect(pageAfterReply.cache).not.toBe('hit');
    expect(pageAfterReply.html).toContain('Cached reply');

    expect((await page(id)).cache).toBe('hit');
    await call('writer', EDIT, { id, commentId: top, content: 'Cached top, edited' });
    const pageAfterEdit = await page(id);
    expect(pageAfterEdit.cache).not.toBe('hit');
    expect(pageAfterEdit.html).toContain('Cached top, edited');
    // Marked edited, with the edit time in the element (rendered on the server, no effect needed).
    expect(pageAfterEdit.html).toMatch(/<time class="build-comment__edited" datetime="[^"]+" title="Edited [^"]+ UTC">edited<\/time>/i);
  });
});
