import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { expectGoneEverywhere, surfacesHolding } from '../support/gone-everywhere';
import { collect, socketClient } from '../support/ws';
import { moderationHelpers } from './moderation-support';

let server: TestServer;
beforeAll(async () => {
  const dir = join(process.env.TMPDIR ?? '/tmp', `words-${process.pid}-${Date.now()}.txt`);
  writeFileSync(dir, '# test list\nzorblax\n');
  server = await startTestServer({ REPORTS_PER_ADDRESS_PER_HOUR: '100000', MODERATION_WORD_LIST: dir });
});
afterAll(async () => server?.stop());

const { ok, player, publicBuild, comment, report, caseOf, decide } = moderationHelpers(() => server);
const surfacesOf = (path: string) => ({ baseUrl: server.url, path });
/** Gone within this long of the decision (the bench measures the 1 s target on a quiet machine). */
const GONE_MS = 5_000;
/** These tests read every surface (server renders among them) several times: more than the default 30 s on a busy machine. */
const SLOW_MS = 90_000;

async function reportedCase(kind: string, targetId: string) {
  const reporter = await player('rep');
  const answer = await report(reporter.cookie, { targetKind: kind, targetId });
  expect(answer.errors).toBeUndefined();
  return answer.data!.report.caseId as string;
}

describe('hiding and removing a build', () => {
  it('hides a build from every surface at once; its author still sees it with the statement of reasons; LIFT brings it back', async () => {
    const author = await player('hidden');
    const admin = await player('admin', 30, 'admin');
    const name = `Hideable ${Date.now().toString(36)}`;
    const buildId = await publicBuild(author.cookie, name, 'Plain notes');
    const path = `/builds/${buildId}`;
    expect(await surfacesHolding(surfacesOf(path), name)).toEqual(expect.arrayContaining(['response cache: public builds', 'rendered page', 'embed', 'oEmbed', 'search']));
    // The sitemap lists the build's address, not its name.
    await expect.poll(async () => surfacesHolding({ ...surfacesOf(path), searchFor: name }, buildId), { timeout: GONE_MS }).toContain('sitemap');
    const caseId = await reportedCase('BUILD', buildId);
    expect((await decide(admin.cookie, caseId, 'HIDE')).errors).toBeUndefined();
    await expectGoneEverywhere(surfacesOf(path), name, GONE_MS);
    await expectGoneEverywhere({ ...surfacesOf(path), searchFor: name }, buildId, GONE_MS);
    const own = await ok(author.cookie, 'query($id: ID!) { build(id: $id) { name isPublic moderation { state rule reason decisionId } } }', { id: buildId });
    expect(own.build).toMatchObject({ name, isPublic: false, moderation: { state: 'HIDDEN', rule: 'SPAM' } });
    expect(own.build.moderation.reason).toContain('Note for HIDE');
    const republish = await graphql(server.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: buildId }, { cookie: author.cookie });
    expect(republish.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const statement = await ok(author.cookie, '{ myModerationDecisions { action rule reason note decidedBy content { title path } viewerCanAppeal } }');
    expect(statement.myModerationDecisions[0]).toEqual({ action: 'HIDE', rule: 'SPAM', reason: expect.any(String), note: 'Note for HIDE', decidedBy: null, content: { title: name, path }, viewerCanAppeal: true });
    const audit = await ok(admin.cookie, '{ auditLog(first: 5) { edges { node { action actor targetId } } } }');
    expect(audit.auditLog.edges.map((edge: { node: { action: string; targetId: string } }) => edge.node)).toContainEqual(expect.objectContaining({ action: 'moderation.hide', targetId: caseId }));
    expect((await decide(admin.cookie, caseId, 'LIFT')).errors).toBeUndefined();
    await expect.poll(async () => surfacesHolding(surfacesOf(path), name), { timeout: GONE_MS }).toEqual(expect.arrayContaining(['response cache: public builds', 'rendered page']));
  }, SLOW_MS);

  it('removes a build for everyone, its author included', async () => {
    const author = await player('removed');
    const admin = await player('admin', 30, 'admin');
    const name = `Removable ${Date.now().toString(36)}`;
    const buildId = await publicBuild(author.cookie, name);
    const caseId = await reportedCase('BUILD', buildId);
    expect((await decide(admin.cookie, caseId, 'REMOVE')).errors).toBeUndefined();
    await expectGoneEverywhere(surfacesOf(`/builds/${buildId}`), name, GONE_MS);
    expect((await ok(author.cookie, 'query($id: ID!) { build(id: $id) { id } }', { id: buildId })).build).toBeNull();
    expect((await ok(author.cookie, '{ myModerationDecisions { action content { title } } }')).myModerationDecisions[0]).toEqual({ action: 'REMOVE', content: { title: name } });
  }, SLOW_MS);

  it('hides a build\'s notes only: the build stays, the notes are gone everywhere and come back on LIFT', async () => {
    const author = await player('noted');
    const admin = await player('admin', 30, 'admin');
    const notes = `Secret phone number ${Date.now().toString(36)}`;
    const buildId = await publicBuild(author.cookie, `Notes build ${Date.now().toString(36)}`, notes);
    const caseId = await reportedCase('NOTES', buildId);
    expect((await decide(admin.cookie, caseId, 'HIDE', { templateId: 'personal-data' })).errors).toBeUndefined();
    await expectGoneEverywhere({ ...surfacesOf(`/builds/${buildId}`), searchFor: 'Secret phone number' }, notes, GONE_MS);
    const own = await ok(author.cookie, 'query($id: ID!) { build(id: $id) { isPublic notesModeration { state rule } } }', { id: buildId });
    expect(own.build).toEqual({ isPublic: true, notesModeration: { state: 'HIDDEN', rule: 'PERSONAL_DATA' } });
    await decide(admin.cookie, caseId, 'LIFT');
    expect((await ok(undefined, 'query($id: ID!) { build(id: $id) { description } }', { id: buildId })).build.description).toBe(notes);
  }, SLOW_MS);

  it('locks a build from editing until lifted', async () => {
    const author = await player('locked');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(author.cookie, 'Lockable');
    const caseId = await reportedCase('BUILD', buildId);
    expect((await decide(admin.cookie, caseId, 'LOCK', { templateId: 'cheating' })).data!.decideModerationCase.locked).toBe(true);
    const edit = await graphql(server.url, 'mutation($id: ID!) { updateBuild(id: $id, input: { name: "Changed" }) { id } }', { id: buildId }, { cookie: author.cookie });
    expect(edit.errors![0]).toMatchObject({ message: 'An admin locked this build: it cannot be edited.', extensions: { code: 'FORBIDDEN' } });
    expect((await ok(undefined, 'query($id: ID!) { build(id: $id) { name locked } }', { id: buildId })).build).toEqual({ name: 'Lockable', locked: true });
    expect((await decide(admin.cookie, caseId, 'DISMISS')).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'action' });
    const commentCase = await reportedCase('COMMENT', await comment(author.cookie, buildId, 'Not lockable'));
    expect((await decide(admin.cookie, commentCase, 'LOCK')).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'action' });
    // A decided case takes another action: the locked build hidden too.
    expect((await decide(admin.cookie, caseId, 'HIDE')).data!.decideModerationCase).toMatchObject({ contentState: 'HIDDEN', locked: true });
    await decide(admin.cookie, caseId, 'LIFT');
    expect((await ok(author.cookie, 'mutation($id: ID!) { updateBuild(id: $id, input: { name: "Changed" }) { name locked } }', { id: buildId })).updateBuild).toEqual({ name: 'Changed', locked: false });
  }, SLOW_MS);
});

describe('comments and player pages', () => {
  it('hides a comment from every surface, and open build pages lose it live as when it is deleted', async () => {
    const author = await player('commenter');
    const owner = await player('owner');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(owner.cookie, `Commented ${Date.now().toString(36)}`);
    const text = `Rude words ${Date.now().toString(36)}`;
    const commentId = await comment(author.cookie, buildId, text);
    const client = socketClient(server.url);
    const live = collect(client, 'subscription($id: ID!) { buildChanged(id: $id) { commentCount } }', { id: buildId });
    try {
      await live.untilHeard(() => ok(owner.cookie, 'mutation($id: ID!) { updateBuild(id: $id, input: { characterLevel: 13 }) { id } }', { id: buildId }));
      const caseId = await reportedCase('COMMENT', commentId);
      expect((await decide(admin.cookie, caseId, 'HIDE', { templateId: 'harassment' })).errors).toBeUndefined();
      await live.until((result) => result.data?.buildChanged?.commentCount === 0, 5000);
      await expectGoneEverywhere(surfacesOf(`/builds/${buildId}`), text, GONE_MS);
      expect((await ok(author.cookie, '{ myModerationDecisions { action targetKind content { text } } }')).myModerationDecisions[0]).toEqual({ action: 'HIDE', targetKind: 'COMMENT', content: { text } });
    } finally {
      live.dispose();
      await client.dispose();
    }
  }, SLOW_MS);

  it('hides a player page from everyone but the player', async () => {
    const target = await player('pagey');
    const admin = await player('admin', 30, 'admin');
    await publicBuild(target.cookie, 'A build on the page');
    const page = `/players/${target.username}`;
    await expect.poll(async () => surfacesHolding({ baseUrl: server.url, path: page, searchFor: 'pagey' }, page), { timeout: GONE_MS }).toEqual(expect.arrayContaining(['sitemap']));
    const caseId = await reportedCase('PROFILE', target.username);
    expect((await decide(admin.cookie, caseId, 'HIDE', { templateId: 'hateful' })).errors).toBeUndefined();
    expect((await ok(undefined, 'query($u: String!) { player(username: $u) { username } }', { u: target.username })).player).toBeNull();
    expect((await ok(target.cookie, 'query($u: String!) { player(username: $u) { username } }', { u: target.username })).player).toEqual({ username: target.username });
    const rendered = await fetch(`${server.url}${page}`, { headers: { accept: 'text/html' } });
    expect(rendered.status).toBe(404);
    await expectGoneEverywhere({ baseUrl: server.url, path: page, searchFor: 'pagey' }, page, GONE_MS);
  }, SLOW_MS);
});

describe('appeals', () => {
  it('takes one appeal per decision and reopens the case for another admin', async () => {
    const author = await player('appealer');
    const first = await player('admin', 30, 'admin');
    const second = await player('admin', 30, 'admin');
    const buildId = await publicBuild(author.cookie, 'Appealed build');
    const caseId = await reportedCase('BUILD', buildId);
    await decide(first.cookie, caseId, 'HIDE');
    const decisionId = (await caseOf(first.cookie, caseId)).decisions[0]!.id;
    const stranger = await player('stranger');
    const notMine = await graphql(server.url, 'mutation($id: ID!) { appealModerationDecision(decisionId: $id, text: "Not mine") { id } }', { id: decisionId }, { cookie: stranger.cookie });
    expect(notMine.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const appealed = await ok(author.cookie, 'mutation($id: ID!) { appealModerationDecision(decisionId: $id, text: "It is a real build") { appeal appealText viewerCanAppeal } }', { id: decisionId });
    expect(appealed.appealModerationDecision).toEqual({ appeal: 'PENDING', appealText: 'It is a real build', viewerCanAppeal: false });
    const again = await graphql(server.url, 'mutation($id: ID!) { appealModerationDecision(decisionId: $id, text: "Again") { id } }', { id: decisionId }, { cookie: author.cookie });
    expect(again.errors![0]!.message).toMatch(/one appeal per decision/);
    const reopened = await ok(first.cookie, 'query($id: ID!) { moderationCase(id: $id) { status appealedDecisionBy } }', { id: caseId });
    expect(reopened.moderationCase).toEqual({ status: 'APPEALED', appealedDecisionBy: first.username });
    const queue = await ok(first.cookie, '{ moderationQueue(first: 100) { edges { node { id } } } }');
    expect(queue.moderationQueue.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(caseId);
    const sameAdmin = await decide(first.cookie, caseId, 'HIDE');
    expect(sameAdmin.errors![0]).toMatchObject({ message: 'Another admin decides the appeal of your decision.', extensions: { code: 'FORBIDDEN' } });
    expect((await decide(second.cookie, caseId, 'LIFT')).errors).toBeUndefined();
    const after = await caseOf(first.cookie, caseId);
    expect(after.status).toBe('CLOSED');
    expect(after.decisions.map((decision) => [decision.action, decision.appeal])).toEqual([
      ['HIDE', 'REVERSED'],
      ['LIFT', 'NONE'],
    ]);
    expect((await ok(undefined, 'query($id: ID!) { build(id: $id) { isPublic } }', { id: buildId })).build).toEqual({ isPublic: true });
  }, SLOW_MS);
});

describe('the word list', () => {
  it('holds a matching comment for review, tells its author, and publishes it when dismissed', async () => {
    const author = await player('worder');
    const owner = await player('host');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(owner.cookie, 'Word list host');
    const held = await graphql(server.url, 'mutation($id: ID!) { addComment(buildId: $id, content: "Buy ZORBLAX now") { id } }', { id: buildId }, { cookie: author.cookie });
    expect(held.errors![0]).toMatchObject({ extensions: { code: 'FORBIDDEN', reason: 'HELD_FOR_REVIEW' } });
    expect(held.errors![0]!.message).toMatch(/held for review/);
    expect((await ok(undefined, 'query($id: ID!) { build(id: $id) { commentCount } }', { id: buildId })).build.commentCount).toBe(0);
    const queue = await ok(admin.cookie, '{ moderationQueue(first: 100) { edges { node { id targetKind heldByWordList contentState reported { text } } } } }');
    const kase = queue.moderationQueue.edges.map((edge: { node: Record<string, unknown> }) => edge.node).find((node: { reported: { text: string } }) => node.reported.text.startsWith('Buy ZORBLAX now'));
    expect(kase).toMatchObject({ targetKind: 'COMMENT', heldByWordList: true, contentState: 'HELD' });
    await decide(admin.cookie, kase.id, 'DISMISS');
    expect((await ok(undefined, 'query($id: ID!) { build(id: $id) { comments { nodes { content } } } }', { id: buildId })).build.comments.nodes).toEqual([{ content: 'Buy ZORBLAX now' }]);
  }, SLOW_MS);

  it('holds a build whose name matches instead of publishing it', async () => {
    const author = await player('wordbuild');
    const created = await ok(author.cookie, 'mutation { createBuild(input: { name: "Zorblax farm", class: rogue, characterLevel: 10 }) { id } }');
    const id = created.createBuild.id as string;
    const published = await ok(author.cookie, 'mutation($id: ID!) { publishBuild(id: $id) { isPublic moderation { state reason } } }', { id });
    expect(published.publishBuild).toEqual({ isPublic: false, moderation: { state: 'HELD', reason: expect.stringMatching(/Held for review/) } });
    expect((await ok(undefined, 'query($id: ID!) { build(id: $id) { id } }', { id })).build).toBeNull();
  }, SLOW_MS);
});

describe('the live queue', () => {
  it('sends admins each new case, and refuses anyone else', async () => {
    const admin = await player('admin', 30, 'admin');
    const author = await player('liveauthor');
    const client = socketClient(server.url, admin.cookie);
    const cases = collect(client, 'subscription { moderationCaseChanged { targetId reportCount } }');
    const nosy = socketClient(server.url, author.cookie);
    const refused = collect(nosy, 'subscription { moderationCaseChanged { id } }');
    try {
      const buildIds: string[] = [];
      await cases.untilHeard(async (attempt) => {
        const id = await publicBuild(author.cookie, `Live case ${attempt}`);
        buildIds.push(id);
        await reportedCase('BUILD', id);
      });
      const heard = await cases.until((result) => buildIds.includes(result.data?.moderationCaseChanged?.targetId));
      expect(heard.data.moderationCaseChanged.targetId).toBe(buildIds[0]);
      // Refused before anything is sent: the error comes as the operation's result or as its error.
      await expect.poll(() => refused.error ?? (refused.heard > 0 ? 'answered' : null)).not.toBeNull();
      const refusal = refused.error ?? (await refused.next());
      expect(JSON.stringify(refusal)).toContain('FORBIDDEN');
    } finally {
      cases.dispose();
      refused.dispose();
      await client.dispose();
      await nosy.dispose();
    }
  }, SLOW_MS);
});
