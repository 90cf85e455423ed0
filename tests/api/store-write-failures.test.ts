import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { startAlmanac, type RunningAlmanac } from '../../server/src/main';
import { graphql, startAppProcess, TEST_ENV } from '../support/app';
import { devSignIn } from '../support/auth';
import { tempDir } from '../support/temp';
import { CLIENT_BUILDS } from '../support/client-build';

/**
 * Review F6 and F7: when the embedded store cannot append (a read-only folder, a full disk), the
 * write fails, is never served, leaves no partial line that swallows a later write, and /healthz
 * says unhealthy until writes work again. Real mounts (the tests run as root in CI and here):
 * a read-only bind mount and a small tmpfs.
 */
const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });
const umount = (path: string) => execFileSync('umount', [path], { stdio: 'pipe' });

async function start(dataDir: string, env: Record<string, string> = {}): Promise<RunningAlmanac> {
  return startAlmanac(loadConfig({ ...TEST_ENV, SEED_DEMO_DATA: 'false', DATA_DIR: dataDir, CLIENT_DIST: CLIENT_BUILDS.production, ...env }));
}
/**
 * NeDB for the two faults while running: the kernel refuses to remount a folder read-only while
 * SQLite holds its database open for writing ("mount point is busy"), and the full-disk checks
 * read NeDB's lines. SQLite's refusal at start is below (F20) and in full-disk-start.test.ts.
 */
const NEDB = { STORE_ENGINE: 'nedb' };

const health = async (url: string) => (await fetch(`${url}/healthz`)).status;
const lines = async (file: string) => (await readFile(file, 'utf8')).split('\n');

describe('a read-only data folder while running (F7)', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let app: RunningAlmanac;
  let mounted = false;
  beforeAll(async () => {
    dir = await tempDir('almanac-ro-');
    mount('--bind', dir.path, dir.path);
    mounted = true;
    app = await start(dir.path, NEDB);
  });
  afterAll(async () => {
    await app?.stop().catch(() => undefined);
    if (mounted) umount(dir.path);
    await dir.remove();
  });

  it('fails the write, serves the state from before it, says unhealthy, and recovers', async () => {
    const cookie = await devSignIn(app.url, 'disk_user');
    const created = await graphql(app.url, `mutation { createBuild(input: { name: "before failure" }) { id } }`, {}, { cookie });
    const id = created.data!.createBuild.id;
    await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
    expect(await health(app.url)).toBe(200);

    mount('-o', 'remount,ro,bind', dir.path);
    const rename = await graphql(app.url, `mutation($id: ID!) { updateBuild(id: $id, input: { name: "during failure" }) { name } }`, { id }, { cookie });
    expect(rename.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const comment = await graphql(app.url, `mutation($id: ID!) { addComment(buildId: $id, content: "lost") { id } }`, { id }, { cookie });
    expect(comment.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const create = await graphql(app.url, `mutation { createBuild(input: { name: "never saved" }) { id } }`, {}, { cookie });
    expect(create.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const read = await graphql(app.url, `{ me { builds { name commentCount comments { totalCount } } } }`, {}, { cookie });
    expect(read.data!.me.builds).toEqual([{ name: 'before failure', commentCount: 0, comments: { totalCount: 0 } }]);
    expect(await health(app.url)).toBe(503);

    mount('-o', 'remount,rw,bind', dir.path);
    await expect.poll(() => health(app.url)).toBe(200);
    const again = await graphql(app.url, `mutation($id: ID!) { updateBuild(id: $id, input: { name: "after recovery" }) { name } }`, { id }, { cookie });
    expect(again.data!.updateBuild.name).toBe('after recovery');

    // A new process on the same files serves exactly what was acknowledged.
    await app.stop();
    app = await start(dir.path, NEDB);
    const fresh = await devSignIn(app.url, 'disk_user');
    const reread = await graphql(app.url, `{ me { builds { name commentCount } } }`, {}, { cookie: fresh });
    expect(reread.data!.me.builds).toEqual([{ name: 'after recovery', commentCount: 0 }]);
  });
});

describe('a full disk (F6)', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let app: RunningAlmanac;
  let mounted = false;
  beforeAll(async () => {
    dir = await tempDir('almanac-full-');
    mount('-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir.path);
    mounted = true;
    app = await start(dir.path, NEDB);
  });
  afterAll(async () => {
    await app?.stop().catch(() => undefined);
    if (mounted) umount(dir.path);
    await dir.remove();
  });

  it('refuses writes that do not fit, leaves no partial line, and keeps the write made after space is freed', async () => {
    const cookie = await devSignIn(app.url, 'full_user');
    const created = await graphql(app.url, `mutation { createBuild(input: { name: "fill target" }) { id } }`, {}, { cookie });
    const id = created.data!.createBuild.id;
    await graphql(app.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie });
    // Leave a little room: a filler file takes the rest.
    const filler = join(dir.path, 'filler');
    const free = () => Number(execFileSync('df', ['--output=avail', '-B1', dir.path]).toString().trim().split('\n')[1]);
    await writeFile(filler, Buffer.alloc(Math.max(0, free() - 60_000)));

    const text = 'x'.repeat(1990);
    let acknowledged = 0;
    let refused = 0;
    for (let i = 0; i < 60 && refused === 0; i += 1) {
      const result = await graphql(app.url, `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { commentCount } }`, { id, c: `${i} ${text}` }, { cookie });
      if (result.errors) refused += 1;
      else acknowledged = result.data!.addComment.commentCount;
    }
    expect(refused).toBe(1);
    expect(acknowledged).toBeGreaterThan(0);
    const count = `query($id: ID!) { build(id: $id) { commentCount comments(first: 100) { totalCount nodes { id } } } }`;
    const during = (await graphql(app.url, count, { id })).data!.build;
    expect({ count: during.commentCount, records: during.comments.nodes.length }).toEqual({ count: acknowledged, records: acknowledged });
    expect(await health(app.url)).toBe(503);

    await rm(filler);
    await expect.poll(() => health(app.url)).toBe(200);
    const after = await graphql(app.url, `mutation($id: ID!, $c: String!) { addComment(buildId: $id, content: $c) { commentCount } }`, { id, c: 'after space freed' }, { cookie });
    expect(after.data!.addComment.commentCount).toBe(acknowledged + 1);
    // Every line on disk is whole JSON, so a restart reads every acknowledged write.
    for (const file of ['comments.db', 'builds.db']) {
      const broken = (await lines(join(dir.path, file))).filter((line) => line !== '' && !isJson(line));
      expect({ file, broken }).toEqual({ file, broken: [] });
    }
    const onDisk = (await lines(join(dir.path, 'comments.db'))).filter((line) => line.includes('after space freed'));
    expect(onDisk).toHaveLength(1);
  });
});

describe('a read-only data folder at start (F20)', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let mounted = false;
  beforeAll(async () => {
    dir = await tempDir('almanac-ro-start-');
    mount('--bind', dir.path, dir.path);
    mounted = true;
    mount('-o', 'remount,ro,bind', dir.path);
  });
  afterAll(async () => {
    if (mounted) umount(dir.path);
    await dir.remove();
  });

  it('stops with one friendly line, no stack trace', async () => {
    const failure = await startAppProcess({}, dir.path).then(
      async (app) => {
        await app.stop({ keepData: true });
        return null;
      },
      (error: Error) => error.message,
    );
    const stderr = failure!.split('\n').slice(1).filter((line) => line.trim() !== '');
    expect(stderr).toEqual([
      `Almanac cannot write its data folder ${dir.path} (EROFS). Make it writable, or set DATA_DIR to a folder that is.`,
    ]);
  });
});

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
