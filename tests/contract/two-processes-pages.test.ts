import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startAppProcess, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { metricValue, scrape } from '../support/metrics';
import { dropDatabase, findMongo, uniqueDatabaseName, type MongoTarget } from '../support/mongodb';

/**
 * Two app processes on one MongoDB (the server MONGODB_URI names, else the MongoDB wire-protocol
 * test double, not MongoDB): a rendered page one process keeps is evicted by a write on the
 * other, an admin's edit on one is what the other serves, a write whose connection drops is
 * retried or reported (never answered as done and lost), and each process's metrics count the
 * traffic it served.
 */
const TOKEN = 'two-processes-metrics-token-0123456789';
const mongo: MongoTarget = await findMongo();
const database = uniqueDatabaseName();
const env = { MONGODB_URI: mongo.uri, MONGODB_DB: database, SEED_DEMO_DATA: 'false', METRICS_TOKEN: TOKEN };
let a: AppProcess;
let b: AppProcess;

beforeAll(async () => {
  // One after the other: both would create the same indexes and seed the same game data at once.
  a = await startAppProcess(env);
  b = await startAppProcess(env);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await dropDatabase(mongo.uri, database);
  await mongo.stop();
});

async function publishedBuild(url: string, owner: string, name: string): Promise<string> {
  const id = (await graphql(url, `mutation($n: String!) { createBuild(input: { name: $n }) { id } }`, { n: name }, { cookie: owner })).data!.createBuild.id as string;
  await graphql(url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie: owner });
  return id;
}

/** An anonymous visitor's page: its body and whether the page cache answered. */
async function page(url: string): Promise<{ status: number; body: string; cache: string | null }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return { status: response.status, body: await response.text(), cache: response.headers.get('x-cache') };
}

describe('two app processes on one MongoDB: pages, edits, faults and metrics', () => {
  it("a rendered page kept by one process is evicted by a write on the other", async () => {
    const owner = await devSignIn(a.url, 'pagewriter');
    const id = await publishedBuild(a.url, owner, 'Paged Original');
    const first = await page(`${b.url}/builds/${id}`);
    expect(first.status).toBe(200);
    expect(first.body).toContain('Paged Original');
    const kept = await page(`${b.url}/builds/${id}`);
    expect(kept.cache).toBe('hit');
    expect(kept.body).toContain('Paged Original');

    const renamed = await graphql(a.url, `mutation($id: ID!) { updateBuild(id: $id, input: { name: "Paged Renamed" }) { name } }`, { id }, { cookie: owner });
    expect(renamed.data!.updateBuild).toEqual({ name: 'Paged Renamed' });
    // B hears the change on its feed and drops the page; its next answer is drawn again, with the new name.
    await expect.poll(async () => (await page(`${b.url}/builds/${id}`)).body.includes('Paged Renamed'), { timeout: 10_000, interval: 200 }).toBe(true);
    const after = await page(`${b.url}/builds/${id}`);
    expect(after.body).not.toContain('Paged Original');
  });

  it("an admin's edit of a guide on one process is what the other serves, in its API and its rendered page", async () => {
    const admin = { cookie: await devSignIn(a.url, 'two_process_editor', 'admin') };
    const input = { slug: 'two-process-guide', title: 'Guide As Written', summary: 'A summary.', body: '## Heading\n\nThe body.' };
    const draft = await graphql(a.url, `mutation($input: ContentInput!) { createContent(kind: GUIDE, input: $input) { id path } }`, { input }, admin);
    expect(draft.errors).toBeUndefined();
    const { id, path } = draft.data!.createContent as { id: string; path: string };
    expect((await graphql(a.url, `mutation($id: ID!) { publishContent(id: $id) { status } }`, { id }, admin)).data!.publishContent).toEqual({ status: 'PUBLISHED' });
    const title = async (url: string) => (await graphql(url, `{ content(kind: GUIDE, idOrSlug: "two-process-guide") { title } }`)).data!.content?.title as string | undefined;
    await expect.poll(() => title(b.url), { timeout: 10_000, interval: 200 }).toBe('Guide As Written');
    await expect.poll(async () => (await page(`${b.url}${path}`)).cache, { timeout: 10_000, interval: 200 }).toBe('hit');
    expect((await page(`${b.url}${path}`)).body).toContain('Guide As Written');

    const edited = await graphql(a.url, `mutation($id: ID!, $input: ContentInput!) { updateContent(id: $id, input: $input) { title } }`, { id, input: { ...input, title: 'Guide As Edited' } }, admin);
    expect(edited.data!.updateContent).toEqual({ title: 'Guide As Edited' });
    await expect.poll(() => title(b.url), { timeout: 10_000, interval: 200 }).toBe('Guide As Edited');
    await expect.poll(async () => (await page(`${b.url}${path}`)).body.includes('Guide As Edited'), { timeout: 10_000, interval: 200 }).toBe(true);
    expect((await page(`${b.url}${path}`)).body).not.toContain('Guide As Written');
  });

  // Fault hooks exist only on the double; with MONGODB_URI the title says why this one does not run.
  it.skipIf(!mongo.double)(
    `a write whose connection drops (before or after it ran) is retried or reported to the client, never answered as done and lost${mongo.double ? '' : ' (skipped: needs the fault hooks of the MongoDB wire-protocol test double, and MONGODB_URI names a real server)'}`,
    async () => {
      const owner = await devSignIn(a.url, 'dropped');
      const mine = async (url: string) => ((await graphql(url, `{ me { builds { id name } } }`, {}, { cookie: owner })).data?.me?.builds ?? []) as Array<{ id: string; name: string }>;
      const outcomes: string[] = [];
      for (const when of ['before', 'after'] as const) {
        mongo.double!.faults.dropNextCommand({ command: 'insert', when });
        const name = `Dropped ${when}`;
        const answer = await graphql(a.url, `mutation($n: String!) { createBuild(input: { name: $n }) { id name } }`, { n: name }, { cookie: owner });
        const done = (answer.data?.createBuild ?? null) as { id: string; name: string } | null;
        // Answered as done: the build is there, once, on both processes. Otherwise: the client got an error.
        const seen = done ? await Promise.all([a.url, b.url].map(async (url) => (await mine(url)).filter((build) => build.name === name))) : null;
        expect(done ? seen : (answer.errors?.length ?? 0) > 0).toEqual(done ? [[done], [done]] : true);
        outcomes.push(`${when}: ${done ? 'retried' : 'reported'}`);
      }
      console.info(`Dropped connections during a build's insert: ${outcomes.join(', ')}`);
    },
  );

  it("each process's metrics count the traffic it served", async () => {
    const graphqlOk = async (url: string) => metricValue(await scrape(`${url}/metrics`, TOKEN), 'almanac_http_requests_total', { route: 'graphql', status: '200' });
    const [beforeA, beforeB] = [await graphqlOk(a.url), await graphqlOk(b.url)];
    for (let i = 0; i < 3; i += 1) expect((await graphql(a.url, '{ __typename }')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await graphql(b.url, '{ __typename }')).status).toBe(200);
    expect((await graphqlOk(a.url)) - beforeA).toBe(3);
    expect((await graphqlOk(b.url)) - beforeB).toBe(5);
    // Both report the MongoDB engine's store operations.
    const text = await scrape(`${b.url}/metrics`, TOKEN);
    expect(text).toMatch(/almanac_store_operation_duration_seconds_count\{[^}]*engine="mongodb"/);
  });
});
