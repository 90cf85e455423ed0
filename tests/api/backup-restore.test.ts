import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, graphql, ROOT, startAppProcess, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { serverBundle } from '../support/server-bundle';
import { dropDatabase, findMongo, uniqueDatabaseName, type MongoTarget } from '../support/mongodb';
import { tempDir } from '../support/temp';
import { loadConfig } from '../../server/src/config';
import { openStore } from '../../server/src/store';
import { BUILDS_COLLECTION, LIKES_COLLECTION, type BuildDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { MAINTENANCE_COLLECTION } from '../../server/src/modules/builds/build-counts';

/**
 * Runs `npm run admin`'s command as its own process with only `env` (and the basics): compiled, as
 * production runs it (`dist/server/admin.js`), from the server bundle the test servers run. Under
 * tsx each of the file's 38 runs compiled the server's sources again.
 */
const run = async (args: string[], env: Record<string, string>) => {
  const admin = join(dirname(await serverBundle()), 'admin.js');
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', admin, ...args], { cwd: ROOT, env: childEnv({ NODE_ENV: 'test', ...env }) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += String(c)));
    child.stderr.on('data', (c) => (stderr += String(c)));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
};

/** The backup's documents by collection, each as its JSON (the file's own lines, in order). */
async function backupContents(file: string): Promise<{ header: Record<string, unknown>; documents: Record<string, string[]>; text: string }> {
  const text = gunzipSync(await readFile(file)).toString('utf8');
  const lines = text.trimEnd().split('\n');
  const documents: Record<string, string[]> = {};
  for (const line of lines.slice(1, -1)) {
    const { c, d } = JSON.parse(line) as { c: string; d: unknown };
    (documents[c] ??= []).push(JSON.stringify(d));
  }
  return { header: JSON.parse(lines[0]!) as Record<string, unknown>, documents, text };
}

/** Every build's likeCount against its likes, in a store the configuration names; the builds whose count is wrong. */
async function wrongLikeCounts(env: Record<string, string>): Promise<{ builds: number; likes: number; wrong: string[] }> {
  const store = await openStore(loadConfig(env));
  try {
    const builds = await store.collection<BuildDocument>(BUILDS_COLLECTION).find({});
    const likes = await store.collection<LikeDocument>(LIKES_COLLECTION).find({});
    const perBuild = new Map<string, number>();
    for (const like of likes) perBuild.set(like.buildId, (perBuild.get(like.buildId) ?? 0) + 1);
    const wrong = builds.filter((b) => (b.likeCount ?? 0) !== (perBuild.get(b._id) ?? 0)).map((b) => b._id);
    return { builds: builds.length, likes: likes.length, wrong };
  } finally {
    await store.close();
  }
}

/** Files in a folder, or null when the folder does not exist. */
const filesIn = (path: string) => readdir(path).catch(() => null);

for (const engine of ['nedb', 'sqlite'] as const) {
  describe(`npm run admin -- backup / restore (STORE_ENGINE=${engine})`, () => {
    let work: { path: string; remove: () => Promise<void> };
    let app: AppProcess;
    const embedded = (dataDir: string) => ({ STORE_ENGINE: engine, DATA_DIR: dataDir });

    beforeAll(async () => {
      work = await tempDir();
      // Seeded with the demo players, their public builds, likes and comments.
      app = await startAppProcess({ STORE_ENGINE: engine });
    }, 120_000);
    afterAll(async () => {
      await app?.stop();
      await work?.remove();
    });

    it('backs up the serving site while likes arrive, and the restore has every likeCount equal to its likes', async () => {
      const { data } = await graphql(app.url, '{ publicBuilds(first: 50) { edges { node { id } } } }');
      const ids = (data!.publicBuilds.edges as Array<{ node: { id: string } }>).map((e) => e.node.id);
      expect(ids.length).toBeGreaterThan(10);
      const players = await Promise.all(['likerA', 'likerB', 'likerC', 'likerD'].map((name) => devSignIn(app.url, name)));
      let stop = false;
      let written = 0;
      const liking = players.map(async (cookie, p) => {
        for (let i = p; !stop; i += 1) {
          const id = ids[i % ids.length]!;
          const mutation = i % 3 === 2 ? 'unlikeBuild' : 'likeBuild';
          const answer = await graphql(app.url, `mutation($id: ID!) { ${mutation}(buildId: $id) { id } }`, { id }, { cookie });
          if (answer.errors) throw new Error(JSON.stringify(answer.errors));
          written += 1;
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const file = join(work.path, 'serving.almanac.gz');
      const started = Date.now();
      const backup = await run(['backup', file], embedded(app.dataDir));
      const elapsed = Date.now() - started;
      const before = written;
      await new Promise((resolve) => setTimeout(resolve, 200));
      stop = true;
      await Promise.all(liking);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      // Likes kept arriving during the backup, answered by the server it read through.
      expect(written).toBeGreaterThan(before);
      expect(backup.stdout).toMatch(new RegExp(`^Backed up \\d+ documents to ${file} \\([\\d.]+ KiB in [\\d.]+ s; sessions are not included\\):\n`));
      expect(backup.stdout).toMatch(/\n {2}builds: \d+\n/);
      expect(backup.stdout).toMatch(/\n {2}likes: \d+\n/);
      console.info(`[${engine}] while ${written} likes were written (the command took ${elapsed} ms, its start included): ${backup.stdout.split('\n')[0]}`);
      expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');

      const { header, documents, text } = await backupContents(file);
      expect(header).toMatchObject({ format: 'almanac-backup', version: 1 });
      expect(Object.keys(documents)).not.toContain('sessions');
      // Neither the folder's lock nor the secret of the server's admin endpoint is in it.
      const lock = JSON.parse(await readFile(join(app.dataDir, 'almanac.lock'), 'utf8')) as { token: string; admin: { secret: string } };
      expect(text).not.toContain(lock.admin.secret);
      expect(text).not.toContain(lock.token);
      // No partial file left beside it.
      expect((await filesIn(work.path))!.filter((name) => name.includes('partial'))).toEqual([]);

      const restored = join(work.path, 'restored');
      const restore = await run(['restore', file], embedded(restored));
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(new RegExp(`^Restored \\d+ documents from ${file}:\n`));
      expect(restore.stdout).toContain(`  builds: ${documents.builds!.length}\n`);
      expect(await filesIn(restored)).not.toContain('almanac.lock');
      const counts = await wrongLikeCounts({ ...embedded(restored), NODE_ENV: 'test' });
      expect(counts).toEqual({ builds: documents.builds!.length, likes: documents.likes!.length, wrong: [] });
    }, 120_000);

    it('moves the data to MongoDB (the wire-protocol test double) and back with every document as it was', async () => {
      const mongo: MongoTarget = await findMongo();
      const database = uniqueDatabaseName('almanac_backup');
      try {
        const first = join(work.path, 'first.almanac.gz');
        expect((await run(['backup', first], embedded(app.dataDir))).code).toBe(0);
        const toMongo = await run(['restore', first], { MONGODB_URI: mongo.uri, MONGODB_DB: database });
        expect(toMongo.stderr).toBe('');
        expect(toMongo.code).toBe(0);
        // MongoDB holds data now: a second restore is refused.
        const again = await run(['restore', first], { MONGODB_URI: mongo.uri, MONGODB_DB: database });
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/^The target is not empty \(.*builds \d+.*\): nothing was restored\./);
        const second = join(work.path, 'second.almanac.gz');
        const fromMongo = await run(['backup', second], { MONGODB_URI: mongo.uri, MONGODB_DB: database });
        expect(fromMongo.stderr).toBe('');
        expect(fromMongo.code).toBe(0);
        const back = join(work.path, 'back');
        expect((await run(['restore', second], embedded(back))).code).toBe(0);
        const third = join(work.path, 'third.almanac.gz');
        expect((await run(['backup', third], embedded(back))).code).toBe(0);

        const [a, b, c] = await Promise.all([first, second, third].map(backupContents));
        expect(b!.header.source).toBe('mongodb');
        const sorted = (docs: Record<string, string[]>) => Object.fromEntries(Object.entries(docs).map(([name, list]) => [name, [...list].sort()]));
        expect(Object.keys(a!.documents).length).toBeGreaterThan(4);
        expect(sorted(b!.documents)).toEqual(sorted(a!.documents));
        expect(sorted(c!.documents)).toEqual(sorted(a!.documents));
      } finally {
        await dropDatabase(mongo.uri, database).catch(() => undefined);
        await mongo.stop();
      }
    }, 120_000);

    it('refuses a target that holds data unless --force, and a folder a server holds', async () => {
      const file = join(work.path, 'force.almanac.gz');
      expect((await run(['backup', file], embedded(app.dataDir))).code).toBe(0);
      const target = join(work.path, 'full');
      expect((await run(['restore', file], embedded(target))).code).toBe(0);
      // A build written after the restore: the refused restore keeps it, --force replaces it.
      const store = await openStore(loadConfig({ NODE_ENV: 'test', ...embedded(target) }));
      const extra = { _id: 'written-after-restore', ownerId: 'x', name: 'Kept', likeCount: 0 } as unknown as BuildDocument;
      await store.collection<BuildDocument>(BUILDS_COLLECTION).insertOne(extra);
      // The count check's progress, as a server's start leaves it: about the documents --force replaces.
      await store.collection<{ _id: string; checkedAt: string }>(MAINTENANCE_COLLECTION).insertOne({ _id: 'build-counts', checkedAt: new Date().toISOString() });
      await store.close();

      const refused = await run(['restore', file], embedded(target));
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(/^The target is not empty \(.*builds \d+.*\): nothing was restored\. Restore into an empty data folder or database, or add --force to delete what it holds first\.\n$/);
      const kept = await openStore(loadConfig({ NODE_ENV: 'test', ...embedded(target) }));
      expect(await kept.collection(BUILDS_COLLECTION).findOne({ _id: 'written-after-restore' })).not.toBeNull();
      await kept.close();

      const forced = await run(['restore', file, '--force'], embedded(target));
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
      expect(forced.stdout).toMatch(/^Restored \d+ documents from .* \(after deleting the \d+ the target held\):\n/);
      const replaced = await openStore(loadConfig({ NODE_ENV: 'test', ...embedded(target) }));
      expect(await replaced.collection(BUILDS_COLLECTION).findOne({ _id: 'written-after-restore' })).toBeNull();
      // So the restored site checks its builds' counts at its next start instead of up to a day later.
      expect(await replaced.collection(MAINTENANCE_COLLECTION).count({})).toBe(0);
      await replaced.close();

      // A file whole by its checksum whose documents cannot all be written (one _id twice):
      // the restore stops and leaves nothing of it behind.
      const plain = gunzipSync(await readFile(file)).toString('utf8').trimEnd().split('\n');
      const twice = [...plain.slice(0, -1), plain.find((line) => line.startsWith('{"c":"builds"'))!];
      const manifest = JSON.parse(plain.at(-1)!) as { manifest: { collections: Record<string, number>; documents: number } };
      manifest.manifest.collections.builds! += 1;
      manifest.manifest.documents += 1;
      const body = twice.map((line) => `${line}\n`).join('');
      const duplicated = join(work.path, 'duplicated.gz');
      await writeFile(duplicated, gzipSync(body + JSON.stringify({ manifest: { ...manifest.manifest, sha256: createHash('sha256').update(body).digest('hex') } }) + '\n'));
      const fresh = join(work.path, 'fresh');
      const stopped = await run(['restore', duplicated], embedded(fresh));
      expect(stopped.code).toBe(1);
      expect(stopped.stderr).toMatch(/^The restore stopped: Duplicate key in builds.*\. (Nothing was restored and the target is as it was|The documents it had written were deleted again)\.\n$/);
      const left = await openStore(loadConfig({ NODE_ENV: 'test', ...embedded(fresh) }));
      for (const name of Object.keys(manifest.manifest.collections)) expect(await left.collection(name).count({})).toBe(0);
      await left.close();

      const held = await run(['restore', file, '--force'], embedded(app.dataDir));
      expect(held.code).toBe(1);
      expect(held.stderr).toBe(`A server (process ${app.child.pid}) is using the data folder ${app.dataDir}: stop it before restoring into that folder. Nothing was restored.\n`);
    }, 120_000);

    it('refuses a damaged, truncated or foreign file with one line, writing nothing', async () => {
      const file = join(work.path, 'good.almanac.gz');
      expect((await run(['backup', file], embedded(app.dataDir))).code).toBe(0);
      const good = await readFile(file);
      const plain = gunzipSync(good).toString('utf8');
      const damagedLine = plain.replace(/"likeCount":(\d+)/, (_m, n: string) => `"likeCount":${Number(n) + 1}`);
      expect(damagedLine).not.toBe(plain);
      const flipped = Buffer.from(good);
      flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
      const cases: Array<[string, Buffer | string, RegExp]> = [
        ['damaged.gz', flipped, /(its compressed data is damaged|the file is damaged|is not JSON|ends in the middle)/],
        ['edited.gz', gzipSync(damagedLine), /its checksum does not match its contents \(the file is damaged\)/],
        ['truncated.gz', good.subarray(0, Math.floor(good.length * 0.6)), /it ends in the middle \(the file is truncated\)/],
        ['cut-at-a-line.gz', gzipSync(plain.split('\n').slice(0, -2).join('\n') + '\n'), /it ends before its manifest \(the file is truncated\)/],
        ['foreign.txt', 'name,likes\nx,1\n', /it is not a gzip-compressed Almanac backup/],
        ['foreign.json.gz', gzipSync('{"hello":"world"}\n'), /it does not start with an Almanac backup header/],
        ['newer.gz', gzipSync(plain.replace('"version":1', '"version":99')), /made by a newer Almanac/],
        ['missing.gz', '', /there is no such file/],
      ];
      for (const [name, content, message] of cases) {
        const path = join(work.path, name);
        if (name !== 'missing.gz') await writeFile(path, content);
        const target = join(work.path, `target-${name}`);
        const refused = await run(['restore', path], embedded(target));
        // The target folder was never created.
        expect({ name, code: refused.code, stdout: refused.stdout, target: await filesIn(target) }).toEqual({ name, code: 1, stdout: '', target: null });
        const line = `${name}: ${refused.stderr}`;
        expect(line).toMatch(new RegExp(`^${name}: ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a usable Almanac backup: .*Nothing was written\\.\n$`));
        expect(line).toMatch(message);
      }
    }, 120_000);

    it('refuses an unwritable backup path with one line, leaving nothing behind', async () => {
      const aFile = join(work.path, 'plain-file');
      await writeFile(aFile, 'x');
      const nowhere = join(work.path, 'no-such-folder', 'backup.gz');
      const missing = await run(['backup', nowhere], embedded(app.dataDir));
      expect(missing.code).toBe(1);
      expect(missing.stderr).toBe(`Cannot write the backup to ${nowhere}: its folder does not exist. Nothing was written.\n`);
      const underFile = join(aFile, 'backup.gz');
      const notFolder = await run(['backup', underFile], embedded(app.dataDir));
      expect(notFolder.code).toBe(1);
      expect(notFolder.stderr).toBe(`Cannot write the backup to ${underFile}: its folder is a file. Nothing was written.\n`);
      const asFolder = join(work.path, 'a-folder');
      await mkdir(asFolder);
      const folder = await run(['backup', asFolder], embedded(app.dataDir));
      expect(folder.code).toBe(1);
      expect(folder.stderr).toBe(`Cannot write the backup to ${asFolder}: it is a folder. Nothing was written.\n`);
      expect(await readdir(asFolder)).toEqual([]);
      expect((await filesIn(work.path))!.filter((name) => name.includes('partial'))).toEqual([]);
    }, 120_000);
  });
}
