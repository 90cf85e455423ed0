import { createClient as createSseClient } from 'graphql-sse';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { collect, socketClient } from '../support/ws';
import { moderationHelpers } from './moderation-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REPORTS_PER_ADDRESS_PER_HOUR: '100000' });
});
afterAll(async () => server?.stop());

const { ok, player, publicBuild, report, decide } = moderationHelpers(() => server);

const COMMENT = 'mutation($id: ID!) { addComment(buildId: $id, content: "Still here") { id } }';

/** Suspends the player through a case about their build; returns the build and the case. */
async function suspend(target: { cookie: string }, length: string) {
  const admin = await player('admin', 30, 'admin');
  const buildId = await publicBuild(target.cookie, `Suspended author's build ${length}`);
  const reporter = await player('rep');
  const caseId = (await report(reporter.cookie, { targetKind: 'BUILD', targetId: buildId })).data!.report.caseId as string;
  const decided = await decide(admin.cookie, caseId, 'SUSPEND', { suspension: length, templateId: 'harassment' });
  expect(decided.errors).toBeUndefined();
  return { admin, buildId, caseId };
}

/** The first result of one operation over a fresh graphql-ws client (its errors, or its error). */
async function overSocket(cookie: string, query: string, variables: Record<string, unknown>) {
  const client = socketClient(server.url, cookie);
  try {
    const results = collect(client, query, variables);
    await expect.poll(() => results.error ?? (results.heard > 0 ? 'answered' : null), { timeout: 5000 }).not.toBeNull();
    return (results.error ?? (await results.next())) as unknown;
  } finally {
    await client.dispose();
  }
}

/** The same over Server-Sent Events (graphql-sse, distinct connections). */
async function overSse(cookie: string, query: string, variables: Record<string, unknown>) {
  const client = createSseClient({ url: `${server.url}/graphql/stream`, headers: { cookie }, retryAttempts: 0 });
  try {
    const results = collect(client as unknown as Client, query, variables);
    await expect.poll(() => results.error ?? (results.heard > 0 ? 'answered' : null), { timeout: 5000 }).not.toBeNull();
    return (results.error ?? (await results.next())) as unknown;
  } finally {
    client.dispose();
  }
}

describe('a suspended account', () => {
  it('is refused every write with FORBIDDEN and the suspension\'s end, over HTTP, WebSocket and SSE; reading and exporting stay', async () => {
    const target = await player('suspended');
    const other = await player('otherauthor');
    const elsewhere = await publicBuild(other.cookie, 'Somewhere to comment');
    const { buildId } = await suspend(target, 'SEVEN_DAYS');
    const http = await graphql(server.url, COMMENT, { id: elsewhere }, { cookie: target.cookie });
    expect(http.status).toBe(403);
    expect(http.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'SUSPENDED', permanent: false });
    const until = http.errors![0]!.extensions!.suspendedUntil as string;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(http.errors![0]!.message).toContain(until.replace('T', ' ').slice(0, 16));
    for (const refusal of [await overSocket(target.cookie, COMMENT, { id: elsewhere }), await overSse(target.cookie, COMMENT, { id: elsewhere })]) {
      expect(JSON.stringify(refusal)).toContain('"reason":"SUSPENDED"');
      expect(JSON.stringify(refusal)).toContain(until);
    }
    for (const write of [
      ['mutation($id: ID!) { likeBuild(buildId: $id) { id } }', { id: elsewhere }],
      ['mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: buildId }],
      ['mutation($id: ID!) { updateBuild(id: $id, input: { name: "New" }) { id } }', { id: buildId }],
      ['mutation { renamed: updateProfile(input: { displayName: "Renamed" }) { id } }', {}],
    ] as const) {
      const refused = await graphql(server.url, write[0], write[1], { cookie: target.cookie });
      expect({ write: write[0], reason: refused.errors![0]!.extensions!.reason }).toEqual({ write: write[0], reason: 'SUSPENDED' });
    }
    expect((await graphql(server.url, COMMENT, { id: elsewhere }, { cookie: target.cookie })).errors).toBeDefined();
    expect((await ok(undefined, 'query($id: ID!) { build(id: $id) { commentCount } }', { id: elsewhere })).build.commentCount).toBe(0);
    // Reading, private saving and the data export stay.
    expect((await ok(target.cookie, 'query($id: ID!) { build(id: $id) { id } }', { id: elsewhere })).build.id).toBe(elsewhere);
    expect((await ok(target.cookie, 'mutation { createBuild(input: { name: "Private", class: rogue, characterLevel: 3 }) { id } }')).createBuild.id).toBeTruthy();
    const exported = await fetch(`${server.url}/account/export`, { headers: { cookie: target.cookie } });
    expect(exported.status).toBe(200);
    const me = await ok(target.cookie, '{ me { suspension { until permanent reason } } }');
    expect(me.me.suspension).toEqual({ until, permanent: false, reason: expect.any(String) });
  });

  it('is suspended for good with no end, and LIFT ends it', async () => {
    const target = await player('banned');
    const other = await player('hostauthor');
    const elsewhere = await publicBuild(other.cookie, 'Another place');
    const { admin, caseId } = await suspend(target, 'PERMANENT');
    const refused = await graphql(server.url, COMMENT, { id: elsewhere }, { cookie: target.cookie });
    expect(refused.errors![0]!.extensions).toMatchObject({ reason: 'SUSPENDED', suspendedUntil: null, permanent: true });
    expect(refused.errors![0]!.message).toMatch(/permanently/);
    expect((await decide(admin.cookie, caseId, 'LIFT')).errors).toBeUndefined();
    expect((await graphql(server.url, COMMENT, { id: elsewhere }, { cookie: target.cookie })).errors).toBeUndefined();
  });

  it('refuses a suspension without a length, and a length without a suspension', async () => {
    const admin = await player('admin', 30, 'admin');
    const target = await player('maybe');
    const buildId = await publicBuild(target.cookie, 'Length check');
    const caseId = (await report((await player('rep')).cookie, { targetKind: 'BUILD', targetId: buildId })).data!.report.caseId as string;
    expect((await decide(admin.cookie, caseId, 'SUSPEND')).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'suspension' });
    expect((await decide(admin.cookie, caseId, 'HIDE', { suspension: 'ONE_DAY' })).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'suspension' });
    expect(await server.store.collection('moderation_suspensions').count({ _id: target.id })).toBe(0);
  });
});

describe('new accounts', () => {
  it('post under tighter limits for their first day', async () => {
    const fresh = await player('fresh', 0);
    const seasoned = await player('seasoned', 3);
    const host = await publicBuild(seasoned.cookie, 'Busy thread');
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await graphql(server.url, 'mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { id } }', { id: host, c: `Hello ${i}` }, { cookie: fresh.cookie }));
    expect(answers.slice(0, 10).every((answer) => !answer.errors)).toBe(true);
    expect(answers[10]!.errors![0]!.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(answers[10]!.errors![0]!.message).toMatch(/New accounts/);
    for (let i = 0; i < 11; i += 1) expect((await graphql(server.url, 'mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { id } }', { id: host, c: `Hi ${i}` }, { cookie: seasoned.cookie })).errors).toBeUndefined();
  });
});
