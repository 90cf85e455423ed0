import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { collect, socketClient } from '../support/ws';
import { moderationHelpers } from './moderation-support';
import { PREFERENCES_COOKIE, preferencesCookieValue, readPreferences } from '../../server/game-data/rules/preferences';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REPORTS_PER_ADDRESS_PER_HOUR: '100000' });
});
afterAll(async () => server?.stop());

const { ok, player, publicBuild, comment, report, decide } = moderationHelpers(() => server);
/** These tests render pages and follow subscriptions: more than the default 30 s on a busy machine. */
const SLOW_MS = 90_000;

/** The preferences cookie the shell writes: with it, a session is served the shared body first (serving/classify.ts). */
const PREFERENCES = `${PREFERENCES_COOKIE}=${preferencesCookieValue(readPreferences({}))}`;
const OWN_HIDDEN = 'query($id: ID!) { build(id: $id) { id commentCount comments(first: 100) { nodes { id content } } viewerHiddenComments { id content parentId moderation { state rule reason decisionId } } } }';

/** A GraphQL GET, as pages and the browser's viewer parts send reads: the answer's body and Cache-Control. */
async function get(query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`, {
    headers: { 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) },
  });
  const body = await response.text();
  return { status: response.status, cacheControl: response.headers.get('cache-control') ?? '', body, data: JSON.parse(body).data };
}

async function reportedCase(kind: string, targetId: string) {
  const reporter = await player('rep');
  const answer = await report(reporter.cookie, { targetKind: kind, targetId });
  expect(answer.errors).toBeUndefined();
  return answer.data!.report.caseId as string;
}

/** A public build with a comment by `author` an admin hid (template `harassment`). */
async function hiddenComment(prefix: string) {
  const author = await player(`${prefix}a`);
  const owner = await player(`${prefix}o`);
  const admin = await player('admin', 30, 'admin');
  const buildId = await publicBuild(owner.cookie, `Host ${prefix} ${Date.now().toString(36)}`);
  const text = `Hidden words ${prefix} ${Date.now().toString(36)}`;
  const commentId = await comment(author.cookie, buildId, text);
  const caseId = await reportedCase('COMMENT', commentId);
  expect((await decide(admin.cookie, caseId, 'HIDE', { templateId: 'harassment' })).errors).toBeUndefined();
  return { author, owner, admin, buildId, text, commentId, caseId };
}

describe('a hidden comment stays for its author only', () => {
  it('is in its author\'s private answer with the notice, in nobody else\'s, and never in a shared or public answer or page', async () => {
    const { author, owner, buildId, text, commentId } = await hiddenComment('own');
    const stranger = await player('other');

    const own = await get(OWN_HIDDEN, { id: buildId }, author.cookie);
    expect(own.status).toBe(200);
    expect(own.data.build.comments.nodes).toEqual([]);
    expect(own.data.build.commentCount).toBe(0);
    expect(own.data.build.viewerHiddenComments).toEqual([
      { id: commentId, content: text, parentId: null, moderation: { state: 'HIDDEN', rule: 'HARASSMENT', reason: expect.stringContaining('Note for HIDE'), decisionId: expect.any(String) } },
    ]);
    // The author's answer is theirs alone: never kept by a shared cache.
    expect(own.cacheControl).toMatch(/\bprivate\b|no-store/);
    expect(own.cacheControl).not.toMatch(/\bpublic\b/);

    for (const [who, cookie] of [['anonymous', undefined], ['another player', stranger.cookie], ['the build\'s owner', owner.cookie]] as const) {
      const answer = await get(OWN_HIDDEN, { id: buildId }, cookie);
      expect({ who, hidden: answer.data.build.viewerHiddenComments, holdsText: answer.body.includes(text) }).toEqual({ who, hidden: [], holdsText: false });
    }

    // The page drawn for no viewer (the anonymous body, and the same body marked pending that a session is served first).
    const anonymousPage = await fetch(`${server.url}/builds/${buildId}`, { headers: { accept: 'text/html' } });
    expect(anonymousPage.status).toBe(200);
    expect(await anonymousPage.text()).not.toContain(text);
    const sharedForAuthor = await fetch(`${server.url}/builds/${buildId}`, { headers: { accept: 'text/html', cookie: `${author.cookie}; ${PREFERENCES}` } });
    const sharedBody = await sharedForAuthor.text();
    expect(sharedBody).toContain('data-session="pending"');
    expect(sharedForAuthor.headers.get('cache-control')).toBe('private, no-cache');
    expect(sharedBody).not.toContain(text);
    // A session without the preferences cookie (a new device) gets its page drawn for itself: the author's own, private.
    const drawnForAuthor = await fetch(`${server.url}/builds/${buildId}`, { headers: { accept: 'text/html', cookie: author.cookie } });
    expect(drawnForAuthor.headers.get('cache-control')).toBe('private, no-cache');
    const ownBody = await drawnForAuthor.text();
    expect(ownBody).not.toContain('data-session="pending"');
    expect(ownBody).toContain(text);
    expect(ownBody).toContain('Hidden by a moderator: Harassment.');
    // And never anyone else's: the anonymous body is as it was.
    expect(await (await fetch(`${server.url}/builds/${buildId}`, { headers: { accept: 'text/html' } })).text()).not.toContain(text);
  }, SLOW_MS);

  it('takes no reply and no edit, its author\'s neither, with a clear refusal', async () => {
    const { author, owner, buildId, commentId } = await hiddenComment('refuse');
    const reply = await graphql(server.url, 'mutation($id: ID!, $p: ID!) { addComment(buildId: $id, content: "Back to view?", parentId: $p) { id } }', { id: buildId, p: commentId }, { cookie: author.cookie });
    expect(reply.errors![0]).toMatchObject({ message: expect.stringMatching(/moderator hid this comment/), extensions: { code: 'FORBIDDEN' } });
    const others = await graphql(server.url, 'mutation($id: ID!, $p: ID!) { addComment(buildId: $id, content: "Me too", parentId: $p) { id } }', { id: buildId, p: commentId }, { cookie: owner.cookie });
    expect(others.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const edit = await graphql(server.url, 'mutation($id: ID!, $c: ID!) { editComment(buildId: $id, commentId: $c, content: "Edited into view") { id } }', { id: buildId, c: commentId }, { cookie: author.cookie });
    expect(edit.errors![0]).toMatchObject({ message: expect.stringMatching(/cannot be replied to or edited/), extensions: { code: 'FORBIDDEN' } });
    // Nothing came back into view.
    const anonymous = await ok(undefined, 'query($id: ID!) { build(id: $id) { commentCount comments { nodes { content } } } }', { id: buildId });
    expect(anonymous.build).toEqual({ commentCount: 0, comments: { nodes: [] } });
  }, SLOW_MS);

  it('a hidden reply stays under its comment for its author; removed, it is gone for its author too; lifted, it is back for all', async () => {
    const author = await player('replier');
    const owner = await player('threadhost');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(owner.cookie, `Thread ${Date.now().toString(36)}`);
    const parentId = await comment(owner.cookie, buildId, 'A fine build, this');
    const replied = await ok(author.cookie, 'mutation($id: ID!, $p: ID!) { addComment(buildId: $id, content: "Rude reply", parentId: $p) { comment(id: $p) { replies { nodes { id } } } } }', { id: buildId, p: parentId });
    const replyId = replied.addComment.comment.replies.nodes[0].id as string;
    const caseId = await reportedCase('COMMENT', replyId);
    expect((await decide(admin.cookie, caseId, 'HIDE')).errors).toBeUndefined();
    const own = await ok(author.cookie, OWN_HIDDEN, { id: buildId });
    expect(own.build.viewerHiddenComments).toEqual([{ id: replyId, content: 'Rude reply', parentId, moderation: expect.objectContaining({ state: 'HIDDEN', rule: 'SPAM' }) }]);
    expect((await ok(owner.cookie, OWN_HIDDEN, { id: buildId })).build.viewerHiddenComments).toEqual([]);

    expect((await decide(admin.cookie, caseId, 'REMOVE')).errors).toBeUndefined();
    expect((await ok(author.cookie, OWN_HIDDEN, { id: buildId })).build.viewerHiddenComments).toEqual([]);

    expect((await decide(admin.cookie, caseId, 'LIFT')).errors).toBeUndefined();
    const lifted = await ok(author.cookie, OWN_HIDDEN, { id: buildId });
    expect(lifted.build.viewerHiddenComments).toEqual([]);
    expect(lifted.build.comments.nodes.map((node: { id: string }) => node.id)).toEqual(expect.arrayContaining([parentId, replyId]));
  }, SLOW_MS);

  it('an open page learns of the hide live: its author\'s gets the comment with its notice, another player\'s loses it', async () => {
    const author = await player('liveauthor');
    const owner = await player('livehost');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(owner.cookie, `Live host ${Date.now().toString(36)}`);
    const commentId = await comment(author.cookie, buildId, 'Soon hidden');
    const subscription = 'subscription($id: ID!) { buildChanged(id: $id) { commentCount viewerHiddenComments { id moderation { state rule } } } }';
    const authorsSocket = socketClient(server.url, author.cookie);
    const ownersSocket = socketClient(server.url, owner.cookie);
    const authors = collect(authorsSocket, subscription, { id: buildId });
    const owners = collect(ownersSocket, subscription, { id: buildId });
    try {
      let level = 12;
      const touch = () => ok(owner.cookie, 'mutation($id: ID!, $l: Int!) { updateBuild(id: $id, input: { characterLevel: $l }) { id } }', { id: buildId, l: (level += 1) });
      await authors.untilHeard(touch);
      await owners.untilHeard(touch);
      const caseId = await reportedCase('COMMENT', commentId);
      expect((await decide(admin.cookie, caseId, 'HIDE', { templateId: 'harassment' })).errors).toBeUndefined();
      const seen = await authors.until((result) => result.data?.buildChanged?.viewerHiddenComments?.length === 1, 5000);
      expect(seen.data.buildChanged).toEqual({ commentCount: 0, viewerHiddenComments: [{ id: commentId, moderation: { state: 'HIDDEN', rule: 'HARASSMENT' } }] });
      const lost = await owners.until((result) => result.data?.buildChanged?.commentCount === 0, 5000);
      expect(lost.data.buildChanged.viewerHiddenComments).toEqual([]);
    } finally {
      authors.dispose();
      owners.dispose();
      await authorsSocket.dispose();
      await ownersSocket.dispose();
    }
  }, SLOW_MS);
});

describe('a hidden build takes no likes and no comments', () => {
  it('refuses others as for a build that is not there, and its owner with the reason', async () => {
    const owner = await player('hiddenowner');
    const other = await player('liker');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(owner.cookie, `Hidden host ${Date.now().toString(36)}`);
    const caseId = await reportedCase('BUILD', buildId);
    expect((await decide(admin.cookie, caseId, 'HIDE')).errors).toBeUndefined();
    const like = await graphql(server.url, 'mutation($id: ID!) { likeBuild(buildId: $id) { id } }', { id: buildId }, { cookie: other.cookie });
    expect(like.errors![0]).toMatchObject({ message: 'This build does not exist or is private.', extensions: { code: 'NOT_FOUND' } });
    const otherComment = await graphql(server.url, 'mutation($id: ID!) { addComment(buildId: $id, content: "Hello") { id } }', { id: buildId }, { cookie: other.cookie });
    expect(otherComment.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const ownComment = await graphql(server.url, 'mutation($id: ID!) { addComment(buildId: $id, content: "Hello") { id } }', { id: buildId }, { cookie: owner.cookie });
    expect(ownComment.errors![0]).toMatchObject({ message: expect.stringMatching(/moderator hid this build/), extensions: { code: 'FORBIDDEN' } });
    expect((await ok(owner.cookie, 'query($id: ID!) { build(id: $id) { commentCount likeCount } }', { id: buildId })).build).toEqual({ commentCount: 0, likeCount: 0 });
  }, SLOW_MS);

  it('a hidden player page tells the player what and why, and nobody else', async () => {
    const target = await player('paged');
    const admin = await player('admin', 30, 'admin');
    const caseId = await reportedCase('PROFILE', target.username);
    expect((await decide(admin.cookie, caseId, 'HIDE', { templateId: 'hateful' })).errors).toBeUndefined();
    const own = await ok(target.cookie, 'query($u: String!) { player(username: $u) { username } me { moderation { state rule } } }', { u: target.username });
    expect(own).toEqual({ player: { username: target.username }, me: { moderation: { state: 'HIDDEN', rule: 'HATEFUL' } } });
    const stranger = await player('nosy');
    expect((await ok(stranger.cookie, 'query($u: String!) { player(username: $u) { username } me { moderation { state } } }', { u: target.username }))).toEqual({ player: null, me: { moderation: null } });
  }, SLOW_MS);

  it('hidden notes cannot be written into view again: a change of the notes is refused until lifted, other changes go through', async () => {
    const owner = await player('notesowner');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(owner.cookie, `Notes host ${Date.now().toString(36)}`, 'My phone number is 555');
    const caseId = await reportedCase('NOTES', buildId);
    expect((await decide(admin.cookie, caseId, 'HIDE', { templateId: 'personal-data' })).errors).toBeUndefined();
    const UPDATE = 'mutation($id: ID!, $input: BuildInput!) { updateBuild(id: $id, input: $input) { description characterLevel } }';
    const rewrite = await graphql(server.url, UPDATE, { id: buildId, input: { description: 'My phone number is 555' } }, { cookie: owner.cookie });
    expect(rewrite.errors![0]).toMatchObject({ message: expect.stringMatching(/hid the notes/), extensions: { code: 'FORBIDDEN', field: 'description' } });
    expect((await ok(owner.cookie, UPDATE, { id: buildId, input: { characterLevel: 14, description: '' } })).updateBuild).toEqual({ description: '', characterLevel: 14 });
    expect((await ok(undefined, 'query($id: ID!) { build(id: $id) { description } }', { id: buildId })).build.description).toBe('');
    expect((await decide(admin.cookie, caseId, 'LIFT')).errors).toBeUndefined();
    expect((await ok(owner.cookie, UPDATE, { id: buildId, input: { description: 'Notes again' } })).updateBuild.description).toBe('Notes again');
  }, SLOW_MS);
});
