import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { moderationHelpers } from './moderation-support';

/**
 * A signed-out notifier reads their notice's status and decision by its receipt code: through the API
 * (`reportByReceipt`) and on the page `/report-status?receipt=CODE`, which the server draws for each request and no
 * cache keeps (the code is the secret). Signed in, a reporter reads the same on `myReports`.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REPORTS_PER_ADDRESS_PER_HOUR: '100000' });
});
afterAll(async () => server?.stop());

const { ok, player, publicBuild, report, decide } = moderationHelpers(() => server);

const STATUS = 'query($code: String!) { reportByReceipt(receiptCode: $code) { id status outcome targetKind targetTitle targetPath decisionRule decisionReason decidedAt } }';

/** The status page of `code` as a browser without a session gets it. */
async function statusPage(code: string) {
  const response = await fetch(`${server.url}/report-status?receipt=${encodeURIComponent(code)}`);
  // React's markers between a text and a value (`<!-- -->`) taken out, so the page's sentences read whole.
  return { status: response.status, cacheControl: response.headers.get('cache-control') ?? '', html: (await response.text()).replaceAll('<!-- -->', '') };
}

/** A signed-out notice of illegal content about a fresh public build: its receipt code and case. */
async function sendNotice(name: string) {
  const author = await player('noticed');
  const buildId = await publicBuild(author.cookie, name);
  const notice = { explanation: 'This build name infringes a trademark.', url: `${server.url}/builds/${buildId}`, name: 'Ada Notifier', email: 'ada@example.org', goodFaith: true };
  const answer = await report(undefined, { targetKind: 'BUILD', targetId: buildId, reason: 'ILLEGAL_CONTENT', notice });
  expect(answer.errors).toBeUndefined();
  return { author, buildId, code: answer.data!.report.receiptCode as string, caseId: answer.data!.report.caseId as string };
}

describe('a notice by its receipt code', () => {
  it('is received, then decided with the rule, the statement of reasons and the date, on the API and on the page; never publicly cacheable', async () => {
    const admin = await player('admin', 30, 'admin');
    const { author, buildId, code, caseId } = await sendNotice('Trademarked Blade');
    // 18 random bytes in base64url: 144 bits, 24 characters.
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const before = await graphql(server.url, STATUS, { code });
    expect(before.errors).toBeUndefined();
    expect(before.data!.reportByReceipt).toMatchObject({
      status: 'RECEIVED',
      outcome: null,
      targetKind: 'BUILD',
      targetTitle: 'Trademarked Blade',
      targetPath: `/builds/${buildId}`,
      decisionRule: null,
      decisionReason: null,
      decidedAt: null,
    });
    const received = await statusPage(code);
    expect(received.status).toBe(200);
    expect(received.cacheControl).toBe('private, no-store');
    expect(received.html).toContain('<meta name="robots" content="noindex" />');
    expect(received.html).toContain('Received: an admin will look at it and decide.');
    expect(received.html).toContain(`href="/builds/${buildId}"`);
    expect(received.html).toContain('Trademarked Blade');
    expect(received.html).not.toContain('This content was found to be illegal');

    expect((await decide(admin.cookie, caseId, 'REMOVE', { templateId: 'illegal', note: 'The mark belongs to its owner.' })).errors).toBeUndefined();
    const after = await graphql(server.url, STATUS, { code });
    const decided = after.data!.reportByReceipt as Record<string, string>;
    expect(decided).toMatchObject({
      status: 'DECIDED',
      outcome: 'REMOVE',
      decisionRule: 'ILLEGAL_CONTENT',
      decisionReason: 'This content was found to be illegal after a notice, and is not available here. The mark belongs to its owner.',
    });
    expect(Date.parse(decided.decidedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const page = await statusPage(code);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('private, no-store');
    for (const words of ['Decided', 'Removed', 'Illegal content', 'This content was found to be illegal after a notice, and is not available here. The mark belongs to its owner.']) {
      expect(page.html).toContain(words);
    }
    // The same page again is drawn afresh (nothing kept it): the author's appeal shows at once as under review.
    const decision = (await ok(author.cookie, '{ myModerationDecisions { id } }')).myModerationDecisions[0].id as string;
    await ok(author.cookie, 'mutation($id: ID!) { appealModerationDecision(decisionId: $id, text: "It is my own mark.") { id } }', { id: decision });
    expect((await graphql(server.url, STATUS, { code })).data!.reportByReceipt.status).toBe('UNDER_REVIEW');
    expect((await statusPage(code)).html).toContain('Under review: the decision was appealed');
  });

  it('says clearly that a well-formed code is unknown, and refuses text of no code’s form with its reason', async () => {
    const unknown = 'A'.repeat(24);
    const read = await graphql(server.url, STATUS, { code: unknown });
    expect(read.errors).toBeUndefined();
    expect(read.data!.reportByReceipt).toBeNull();
    const unknownPage = await statusPage(unknown);
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.cacheControl).toBe('private, no-store');
    expect(unknownPage.html).toContain(`No notice has the receipt code “${unknown}”`);

    for (const malformed of ['short', 'x'.repeat(25), 'has spaces in the middle!!', '']) {
      const refused = await graphql(server.url, STATUS, { code: malformed });
      expect(refused.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'receiptCode' } });
      expect(refused.errors![0]!.message).toMatch(/^A receipt code is 24 letters, digits/);
    }
    const malformedPage = await statusPage('not-a-code');
    expect(malformedPage.status).toBe(404);
    expect(malformedPage.html).toContain('A receipt code is 24 letters, digits');
    // The form alone: a plain GET form naming the page, private too.
    const form = await fetch(`${server.url}/report-status`);
    expect(form.status).toBe(200);
    expect(form.headers.get('cache-control')).toBe('private, no-store');
    const html = await form.text();
    const formTag = /<form class="notice-status-form"[^>]*>/.exec(html)?.[0] ?? '';
    expect(formTag).toContain('method="get"');
    expect(formTag).toContain('action="/report-status"');
    expect(html).toContain('name="receipt"');
  });

  it('is no page for search engines: out of the sitemap, disallowed in robots.txt', async () => {
    await sendNotice('Sitemap Check Build');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('report-status');
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/report-status$/m);
  });

  it('is read by a signed-in reporter on myReports, with the same status and reasons', async () => {
    const author = await player('reported');
    const reporter = await player('reporter');
    const admin = await player('admin', 30, 'admin');
    const buildId = await publicBuild(author.cookie, 'Spammy Build');
    const sent = await report(reporter.cookie, { targetKind: 'BUILD', targetId: buildId });
    const mine = () => ok(reporter.cookie, '{ myReports { id status targetTitle decisionRule decisionReason } }').then((data) => data.myReports[0]);
    expect(await mine()).toMatchObject({ id: sent.data!.report.id, status: 'RECEIVED', targetTitle: 'Spammy Build', decisionRule: null });
    await decide(admin.cookie, sent.data!.report.caseId, 'HIDE');
    expect(await mine()).toMatchObject({ status: 'DECIDED', decisionRule: 'SPAM', decisionReason: 'Advertising, repeated posts or links unrelated to the game are not allowed. Note for HIDE' });
  });
});

describe('guessing codes', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => limited?.stop());

  it('spends the address’s request budget with every status page, as the API does', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${limited.url}/report-status?receipt=${'B'.repeat(23)}${i}`);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    // The API's budget is the same one: spent.
    const api = await graphql(limited.url, STATUS, { code: 'C'.repeat(24) });
    expect(api.errors![0]!.extensions!.code).toBe('TOO_MANY_REQUESTS');
  });
});
