import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { runAdminCommand } from '../../server/src/admin';
import { SHARE_LINKS_COLLECTION, type ShareLinkDocument } from '../../server/src/modules/builds/build.model';
import { shareLinkCode } from '../../server/src/modules/builds/share-links';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/** Short links cannot fill the store: a daily cap per signed-out address, and a purge of links never opened. */

const CREATE = `mutation($state: String!) { createShareLink(tool: TRAIT, state: $state) { code } }`;
const base = defaultSharedBuild();
const stateAt = (level: number) => encodeShareState({ ...base, characterClass: 'mage', level });
const DAY = 86_400_000;

describe('the daily cap of short links per signed-out address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: 'false', SHARE_LINKS_PER_DAY: '3' });
  });
  afterAll(async () => server?.stop());

  it('refuses the new link past SHARE_LINKS_PER_DAY with 429 and a Retry-After of up to a day; a link that exists and a signed-in player still pass', async () => {
    for (const level of [1, 2, 3]) expect((await graphql(server.url, CREATE, { state: stateAt(level) })).errors).toBeUndefined();
    const refused = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CREATE, variables: { state: stateAt(4) } }),
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const body = (await refused.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]).toMatchObject({
      message: 'Too many short links from this address today. Sign in to make more, or try again in 24 hours.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // Nothing was stored for the refused one.
    expect(await server.store.collection(SHARE_LINKS_COLLECTION).count()).toBe(3);

    // Making a link that exists stores nothing, so it costs nothing.
    expect((await graphql(server.url, CREATE, { state: stateAt(2) })).errors).toBeUndefined();
    // A signed-in player is counted by the per-user mutation limit only.
    const cookie = await devSignIn(server.url, 'sharer');
    expect((await graphql(server.url, CREATE, { state: stateAt(5) }, { cookie })).errors).toBeUndefined();
  });
});

describe('purging short links never opened', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => server?.stop());

  const links = () => server.store.collection<ShareLinkDocument>(SHARE_LINKS_COLLECTION);
  const stored = async (level: number, fields: Partial<ShareLinkDocument>): Promise<string> => {
    const content = { tool: 'trait-tree' as const, state: stateAt(level), name: `Link ${level}` };
    const code = shareLinkCode(content);
    await links().insertOne({ _id: code, ...content, createdAt: new Date().toISOString(), ...fields });
    return code;
  };
  const read = async (code: string) => (await graphql(server.url, `query($code: ID!) { shareLink(code: $code) { name } }`, { code })).data!.shareLink;

  it('marks a link opened the first time its page is opened, with one write, never again', async () => {
    // The collection's writes as the store reports them (its change feed), on any engine.
    const feed = links().watch();
    await feed.ready();
    const writes: string[] = [];
    const reading = (async () => {
      for await (const change of feed) writes.push(`${change.type} ${change.id}`);
    })();
    try {
      const made = await graphql(server.url, CREATE, { state: stateAt(30) });
      const code = made.data!.createShareLink.code as string;
      expect((await links().findOne({ _id: code }))!.opened).toBe(false);
      expect((await fetch(`${server.url}/s/${code}`)).status).toBe(200);
      await read(code);
      await read(code);
      expect((await links().findOne({ _id: code }))!.opened).toBe(true);
      await read(code);
      // Every change reaches the feed within this process in well under a second.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Its insert and its one mark.
      expect(writes.filter((write) => write.endsWith(` ${code}`))).toEqual([`insert ${code}`, `update ${code}`]);
    } finally {
      await feed.close();
      await reading;
    }
  });

  it('npm run admin -- purge-links --unopened --older-than 90d deletes old links never opened, through the running server; links made before openings were marked keep opening', async () => {
    const old = new Date(Date.now() - 100 * DAY).toISOString();
    const unopened = await stored(40, { createdAt: old, opened: false });
    const opened = await stored(41, { createdAt: old, opened: true });
    const legacy = await stored(42, { createdAt: old });
    const recent = await stored(43, { createdAt: new Date(Date.now() - 10 * DAY).toISOString(), opened: false });

    const env = { NODE_ENV: 'test', DATA_DIR: server.dataDir };
    expect(await runAdminCommand(['purge-links', '--unopened', '--older-than', '90d'], env)).toMatch(
      /^Deleted 1 short link made before \d{4}-\d\d-\d\dT[\d:.]+Z and never opened\.$/,
    );
    expect(await read(unopened)).toBeNull();
    expect((await fetch(`${server.url}/s/${unopened}`)).status).toBe(404);
    for (const code of [opened, legacy, recent]) {
      expect(await read(code)).not.toBeNull();
      expect((await fetch(`${server.url}/s/${code}`)).status).toBe(200);
    }
    // The legacy link is marked by that opening like any other.
    expect((await links().findOne({ _id: legacy }))!.opened).toBe(true);
    expect(await runAdminCommand(['purge-links', '--unopened', '--older-than', '90d'], env)).toMatch(/^Deleted 0 short links /);
  });

  it('a link never opened that someone makes again counts as made now, so a purge spares it', async () => {
    const code = await stored(50, { createdAt: new Date(Date.now() - 100 * DAY).toISOString(), opened: false });
    const again = await graphql(server.url, `mutation($state: String!) { createShareLink(tool: TRAIT, state: $state, name: "Link 50") { code } }`, { state: stateAt(50) });
    expect(again.data!.createShareLink.code).toBe(code);
    expect(await runAdminCommand(['purge-links', '--unopened', '--older-than', '90d'], { NODE_ENV: 'test', DATA_DIR: server.dataDir })).toMatch(/^Deleted 0 /);
    expect(await links().findOne({ _id: code })).not.toBeNull();
  });

  it.each([
    [['purge-links', '--older-than', '90d']],
    [['purge-links', '--unopened']],
    [['purge-links', '--unopened', '--older-than', '90']],
    [['purge-links', '--unopened', '--older-than', '0d']],
  ])('refuses %j with the usage', async (args) => {
    await expect(runAdminCommand(args, { NODE_ENV: 'test', DATA_DIR: server.dataDir })).rejects.toThrow(/^Usage: npm run admin -- .* purge-links --unopened --older-than <days>d( \|.*)?$/);
  });
});
