import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { moderationHelpers } from './moderation-support';
import { CASE_RETENTION_MS, purgeClosedCase } from '../../server/src/modules/moderation/moderation-deletion';

let server: TestServer;
beforeAll(async () => {
  // Every test reports from one address: its limit is tested on a server of its own.
  server = await startTestServer({ REPORTS_PER_ADDRESS_PER_HOUR: '100000' });
});
afterAll(async () => server?.stop());

const { ok, player, publicBuild, comment, report, caseOf, decide } = moderationHelpers(() => server);
const reportCount = () => server.store.collection('moderation_reports').count();

describe('reporting', () => {
  it('answers a receipt the reporter reads again with the decision later; a repeat counts once', async () => {
    const author = await player('author');
    const reporter = await player('reporter');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(author.cookie, 'Receipt build');
    const first = await report(reporter.cookie, { targetKind: 'BUILD', targetId: buildId, text: 'ads' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.report).toMatchObject({ repeated: false, reason: 'SPAM', targetKind: 'BUILD', outcome: null, receiptCode: null });
    const again = await report(reporter.cookie, { targetKind: 'BUILD', targetId: buildId, reason: 'OTHER' });
    expect(again.data!.report).toMatchObject({ id: first.data!.report.id, repeated: true, reason: 'SPAM' });
    const kase = await caseOf(admin.cookie, first.data!.report.caseId);
    expect(kase.reportCount).toBe(1);
    expect((await decide(admin.cookie, kase.id, 'DISMISS')).errors).toBeUndefined();
    const mine = await ok(reporter.cookie, '{ myReports { id outcome decidedAt } }');
    expect(mine.myReports[0]).toMatchObject({ id: first.data!.report.id, outcome: 'DISMISS' });
  });

  it('takes a signed-out notice of illegal content with the Art. 16 fields, and its receipt code reads the decision', async () => {
    const author = await player('noticed');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(author.cookie, 'Noticed build');
    const notice = { explanation: 'This build name infringes a trademark.', url: `${server.url}/builds/${buildId}`, name: 'Ada Notifier', email: 'ada@example.org', goodFaith: true };
    const answer = await report(undefined, { targetKind: 'BUILD', targetId: buildId, reason: 'ILLEGAL_CONTENT', notice });
    expect(answer.errors).toBeUndefined();
    const receipt = answer.data!.report.receiptCode as string;
    expect(receipt.length).toBeGreaterThan(16);
    const reports = await ok(admin.cookie, 'query($id: ID!) { moderationCase(id: $id) { reports { reporter noticeName noticeEmail noticeUrl noticeExplanation eligible } } }', { id: answer.data!.report.caseId });
    expect(reports.moderationCase.reports[0]).toEqual({ reporter: null, noticeName: 'Ada Notifier', noticeEmail: 'ada@example.org', noticeUrl: notice.url, noticeExplanation: notice.explanation, eligible: false });
    await decide(admin.cookie, answer.data!.report.caseId, 'REMOVE', { templateId: 'illegal' });
    const read = await graphql(server.url, 'query($code: String!) { reportByReceipt(receiptCode: $code) { id outcome } }', { code: receipt });
    expect(read.data!.reportByReceipt).toEqual({ id: answer.data!.report.id, outcome: 'REMOVE' });
  });

  it('refuses with a clear message and writes nothing: own content, removed content, bad notices, signed out without a notice', async () => {
    const author = await player('refused');
    const other = await player('other');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(author.cookie, 'Refusal build');
    const before = await reportCount();
    const own = await report(author.cookie, { targetKind: 'BUILD', targetId: buildId });
    expect(own.errors![0]).toMatchObject({ message: 'You cannot report your own content.', extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await report(other.cookie, { targetKind: 'COMMENT', targetId: 'no-such-comment' });
    expect(missing.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const signedOut = await report(undefined, { targetKind: 'BUILD', targetId: buildId });
    expect(signedOut.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const badNotice = await report(undefined, {
      targetKind: 'BUILD',
      targetId: buildId,
      reason: 'ILLEGAL_CONTENT',
      notice: { explanation: 'Illegal because of reasons.', url: 'https://elsewhere.example/x', name: 'N', email: 'n@example.org', goodFaith: true },
    });
    expect(badNotice.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'notice.url' });
    const noFaith = await report(undefined, {
      targetKind: 'BUILD',
      targetId: buildId,
      reason: 'ILLEGAL_CONTENT',
      notice: { explanation: 'Illegal because of reasons.', url: `${server.url}/builds/${buildId}`, name: 'N', email: 'n@example.org', goodFaith: false },
    });
    expect(noFaith.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'notice.goodFaith' });
    const badReason = await graphql(server.url, 'mutation { report(input: { targetKind: BUILD, targetId: "x", reason: CURSING }) { id } }', {}, { cookie: other.cookie });
    expect(badReason.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await reportCount()).toBe(before);
    // Removed: nothing left to report.
    const first = await report(other.cookie, { targetKind: 'BUILD', targetId: buildId });
    await decide(admin.cookie, first.data!.report.caseId, 'REMOVE');
    const third = await player('third');
    const afterRemoval = await report(third.cookie, { targetKind: 'BUILD', targetId: buildId });
    expect(afterRemoval.errors![0]!.message).toMatch(/does not exist|already removed/);
  });

  it('limits reports per address, signed in or out', async () => {
    const limited = await startTestServer({ REPORTS_PER_ADDRESS_PER_HOUR: '2' });
    try {
      const helpers = moderationHelpers(() => limited);
      const author = await helpers.player('a');
      const ids = [await helpers.publicBuild(author.cookie, 'Address 1'), await helpers.publicBuild(author.cookie, 'Address 2'), await helpers.publicBuild(author.cookie, 'Address 3')];
      const answers = [];
      for (const id of ids) answers.push(await helpers.report((await helpers.player('r')).cookie, { targetKind: 'BUILD', targetId: id }));
      expect(answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'ok')).toEqual(['ok', 'ok', 'TOO_MANY_REQUESTS']);
      expect(await limited.store.collection('moderation_reports').count()).toBe(2);
    } finally {
      await limited.stop();
    }
  }, 90_000);

  it('limits reports per reporter', async () => {
    const author = await player('prolific');
    const reporter = await player('zealous');
    const buildIds: string[] = [];
    for (let i = 0; i < 21; i += 1) buildIds.push(await publicBuild(author.cookie, `Limit build ${i}`));
    const answers = [];
    for (const id of buildIds) answers.push(await report(reporter.cookie, { targetKind: 'BUILD', targetId: id }));
    expect(answers.slice(0, 20).every((answer) => !answer.errors)).toBe(true);
    expect(answers[20]!.errors![0]!.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(answers[20]!.status).toBe(429);
  }, 90_000);
});

describe('the automatic hide', () => {
  it('hides a comment once 3 distinct accounts older than 7 days report it, not counting young accounts or repeats', async () => {
    const author = await player('loud');
    const buildId = await publicBuild(author.cookie, 'Auto hide build');
    const commentId = await comment(author.cookie, buildId, 'Auto hide me please');
    const admin = await player('admin', 30, 'admin');
    const young = [await player('young', 2), await player('young', 6)];
    const old = [await player('old', 8), await player('old', 40), await player('old', 100)];
    let caseId = '';
    for (const reporter of young) caseId = (await report(reporter.cookie, { targetKind: 'COMMENT', targetId: commentId })).data!.report.caseId;
    await report(old[0]!.cookie, { targetKind: 'COMMENT', targetId: commentId });
    await report(old[0]!.cookie, { targetKind: 'COMMENT', targetId: commentId, reason: 'HATEFUL' });
    await report(old[1]!.cookie, { targetKind: 'COMMENT', targetId: commentId });
    let kase = await caseOf(admin.cookie, caseId);
    expect(kase).toMatchObject({ reportCount: 4, eligibleReportCount: 2, contentState: 'VISIBLE', autoHidden: false });
    const comments = async () => (await ok(undefined, 'query($id: ID!) { build(id: $id) { commentCount comments { nodes { content } } } }', { id: buildId })).build;
    expect((await comments()).comments.nodes).toEqual([{ content: 'Auto hide me please' }]);
    await report(old[2]!.cookie, { targetKind: 'COMMENT', targetId: commentId });
    kase = await caseOf(admin.cookie, caseId);
    expect(kase).toMatchObject({ reportCount: 5, eligibleReportCount: 3, contentState: 'HIDDEN', autoHidden: true, status: 'OPEN' });
    expect(await comments()).toEqual({ commentCount: 0, comments: { nodes: [] } });
    // Dismissed: it comes back.
    await decide(admin.cookie, caseId, 'DISMISS');
    expect((await comments()).comments.nodes).toEqual([{ content: 'Auto hide me please' }]);
  });

  it('follows MODERATION_AUTO_HIDE_REPORTS', async () => {
    const strict = await startTestServer({ MODERATION_AUTO_HIDE_REPORTS: '1' });
    try {
      const helpers = moderationHelpers(() => strict);
      const author = await helpers.player('a');
      const buildId = await helpers.publicBuild(author.cookie, 'One report hides');
      const reporter = await helpers.player('r', 10);
      await helpers.report(reporter.cookie, { targetKind: 'BUILD', targetId: buildId });
      expect((await graphql(strict.url, 'query($id: ID!) { build(id: $id) { id } }', { id: buildId })).data!.build).toBeNull();
    } finally {
      await strict.stop();
    }
  }, 90_000);
});

describe('authorization', () => {
  it('lets no one but admins read the queue, a case, or decide', async () => {
    const author = await player('guarded');
    const user = await player('nosy');
    const buildId = await publicBuild(author.cookie, 'Guarded build');
    const caseId = (await report(user.cookie, { targetKind: 'BUILD', targetId: buildId })).data!.report.caseId as string;
    for (const cookie of [user.cookie, author.cookie, undefined]) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const queue = await graphql(server.url, '{ moderationQueue { totalCount } }', {}, headers);
      expect(queue.errors![0]!.extensions!.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      const one = await graphql(server.url, 'query($id: ID!) { moderationCase(id: $id) { id } }', { id: caseId }, headers);
      expect(one.errors![0]!.extensions!.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      const act = await graphql(server.url, 'mutation($id: ID!) { decideModerationCase(input: { caseId: $id, action: HIDE, templateId: "spam" }) { id } }', { id: caseId }, headers);
      expect(act.errors![0]!.extensions!.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    const admin = await player('admin', 30, 'admin');
    expect((await caseOf(admin.cookie, caseId)).contentState).toBe('VISIBLE');
  });

  it('lists open cases newest or most reported first, a page at a time', async () => {
    const admin = await player('admin', 30, 'admin');
    const author = await player('queued');
    const quiet = await publicBuild(author.cookie, 'Quiet case');
    const busy = await publicBuild(author.cookie, 'Busy case');
    for (let i = 0; i < 2; i += 1) await report((await player('q', 1)).cookie, { targetKind: 'BUILD', targetId: busy });
    await report((await player('q', 1)).cookie, { targetKind: 'BUILD', targetId: quiet });
    const newest = await ok(admin.cookie, '{ moderationQueue(first: 1) { totalCount edges { node { targetId } } pageInfo { hasNextPage endCursor } } }');
    expect(newest.moderationQueue.edges[0].node.targetId).toBe(quiet);
    expect(newest.moderationQueue.pageInfo.hasNextPage).toBe(true);
    const next = await ok(admin.cookie, 'query($after: String) { moderationQueue(first: 1, after: $after) { edges { node { targetId } } } }', { after: newest.moderationQueue.pageInfo.endCursor });
    expect(next.moderationQueue.edges[0].node.targetId).not.toBe(quiet);
    const most = await ok(admin.cookie, '{ moderationQueue(first: 100, order: MOST_REPORTED_FIRST) { edges { node { targetId reportCount } } } }');
    const counts = (most.moderationQueue.edges as Array<{ node: { reportCount: number } }>).map((edge) => edge.node.reportCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('what is kept, and for how long', () => {
  it('deletes a closed case with its notices (name and e-mail) and kept content when its retention ends, not before', async () => {
    const author = await player('kept');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(author.cookie, 'Kept build');
    const commentId = await comment(author.cookie, buildId, 'Kept comment text');
    const notice = { explanation: 'This comment is defamatory.', url: `${server.url}/builds/${buildId}`, name: 'Retained Name', email: 'retained@example.org', goodFaith: true };
    const caseId = (await report(undefined, { targetKind: 'COMMENT', targetId: commentId, reason: 'ILLEGAL_CONTENT', notice })).data!.report.caseId as string;
    await decide(admin.cookie, caseId, 'REMOVE', { templateId: 'illegal' });
    const stored = async () => JSON.stringify(await Promise.all(['moderation_reports', 'moderation_held', 'moderation_cases'].map((name) => server.store.collection(name).find({}))));
    expect(await stored()).toContain('retained@example.org');
    expect(await stored()).toContain('Kept comment text');
    const scheduled = await server.store.collection<{ _id: string; kind: string; payload: { caseId: string } }>('outbox').find({ kind: 'moderation.case-purge' });
    expect(scheduled.map((item) => item.payload.caseId)).toContain(caseId);
    await purgeClosedCase(server.store, caseId, new Date(Date.now() + CASE_RETENTION_MS - 60_000));
    expect(await stored()).toContain('retained@example.org');
    await purgeClosedCase(server.store, caseId, new Date(Date.now() + CASE_RETENTION_MS + 60_000));
    expect(await stored()).not.toContain('retained@example.org');
    expect(await stored()).not.toContain('Kept comment text');
  });

  it('deletes the cases about a deleted account\'s content, what they kept, and its reports', async () => {
    const author = await player('leaving');
    const reporter = await player('watcher');
    const buildId = await publicBuild(reporter.cookie, 'Watched build');
    const commentId = await comment(author.cookie, buildId, 'Leaving words to hide');
    const admin = await player('admin', 30, 'admin');
    const caseId = (await report(reporter.cookie, { targetKind: 'COMMENT', targetId: commentId })).data!.report.caseId as string;
    await decide(admin.cookie, caseId, 'HIDE');
    const otherBuild = await publicBuild(reporter.cookie, 'Reported by the leaving player');
    await report(author.cookie, { targetKind: 'BUILD', targetId: otherBuild });
    await ok(author.cookie, 'mutation($u: String!) { deleteMyAccount(mode: DELETE_EVERYTHING, confirmUsername: $u) }', { u: author.username });
    await expect
      .poll(async () => JSON.stringify(await Promise.all(['moderation_reports', 'moderation_held', 'moderation_cases', 'moderation_decisions'].map((name) => server.store.collection(name).find({})))), { timeout: 10_000 })
      .not.toMatch(new RegExp(`Leaving words to hide|"reporterId":"${author.id}"`));
  });
});
