import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { childEnv, graphql, ROOT, startAppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { serverBundle } from '../support/server-bundle';
import { tempDir } from '../support/temp';
import { loadConfig } from '../../server/src/config';
import { openStore } from '../../server/src/store';
import { runAdminCommand } from '../../server/src/admin';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { ProfileService } from '../../server/src/modules/profiles/profile.service';

let dir: { path: string; remove: () => Promise<void> };
let env: Record<string, string>;

async function withProfiles<T>(work: (service: ProfileService, profiles: ReturnType<typeof collectionOf>) => Promise<T>): Promise<T> {
  const store = await openStore(loadConfig(env));
  try {
    await ProfileService.prepare(store);
    return await work(new ProfileService(store), collectionOf(store));
  } finally {
    await store.close();
  }
}
const collectionOf = (store: Awaited<ReturnType<typeof openStore>>) => store.collection<ProfileDocument>(PROFILES_COLLECTION);

beforeEach(async () => {
  dir = await tempDir();
  env = { NODE_ENV: 'test', DATA_DIR: dir.path };
  await withProfiles(async (service) => {
    await service.devSignIn('Morgana', 'user');
    await service.devSignIn('quill', 'user');
  });
});
afterEach(async () => dir.remove());

/**
 * Runs `npm run admin`'s command as its own process on the test's data folder: compiled, as
 * production runs it (`dist/server/admin.js`), from the server bundle the test servers run
 * (under tsx each run loaded the TypeScript loader and the server's sources again).
 */
const run = async (args: string[]) => {
  const admin = join(dirname(await serverBundle()), 'admin.js');
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', admin, ...args], {
      cwd: ROOT,
      env: childEnv(env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += String(c)));
    child.stderr.on('data', (c) => (stderr += String(c)));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
};

describe('npm run admin', () => {
  it('grants the admin role by username, whatever its case', async () => {
    expect(await runAdminCommand(['grant', 'morgana'], env)).toBe('Morgana is now an admin.');
    const role = await withProfiles(async (_s, profiles) => (await profiles.findOne({ usernameLower: 'morgana' }))!.role);
    expect(role).toBe('admin');
  });

  it('revokes the admin role', async () => {
    await runAdminCommand(['grant', 'Morgana'], env);
    expect(await runAdminCommand(['revoke', 'Morgana'], env)).toBe('Morgana is now a user.');
    const role = await withProfiles(async (_s, profiles) => (await profiles.findOne({ usernameLower: 'morgana' }))!.role);
    expect(role).toBe('user');
  });

  it('lists the admins, or says there are none', async () => {
    expect(await runAdminCommand(['list'], env)).toBe('No admins yet.');
    await runAdminCommand(['grant', 'quill'], env);
    await runAdminCommand(['grant', 'Morgana'], env);
    expect(await runAdminCommand(['list'], env)).toBe('Morgana\nquill');
  });

  it('refuses an unknown username and changes nothing', async () => {
    await expect(runAdminCommand(['grant', 'nobody'], env)).rejects.toThrow('No profile has the username "nobody".');
    expect(await runAdminCommand(['list'], env)).toBe('No admins yet.');
  });

  it.each([[[]], [['grant']], [['promote', 'quill']]])('prints the usage for %j', async (args) => {
    await expect(runAdminCommand(args as string[], env)).rejects.toThrow('Usage: npm run admin -- grant <username> | revoke <username> | list | purge-links --unopened --older-than <days>d');
  });

  it('works as a command: exit code 0 and the message on standard output, 1 and the reason on error', async () => {
    const ok = await run(['grant', 'quill']);
    expect(ok).toMatchObject({ code: 0, stdout: 'quill is now an admin.\n' });
    const bad = await run(['revoke', 'ghost']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('No profile has the username "ghost".');
  });

  it('applies its change through the running server that holds the data folder (re-test N2)', async () => {
    const app = await startAppProcess({ SEED_DEMO_DATA: 'false' }, dir.path);
    try {
      expect(await run(['grant', 'quill'])).toEqual({ code: 0, stdout: 'quill is now an admin.\n', stderr: '' });
      expect(app.logs.some((entry) => entry.msg === 'Applied an admin command from npm run admin')).toBe(true);
      // The running server knows at once.
      const quill = { cookie: await devSignIn(app.url, 'quill') };
      expect((await graphql(app.url, '{ me { username role } }', {}, quill)).data!.me).toEqual({ username: 'quill', role: 'admin' });
      expect(await run(['list'])).toMatchObject({ code: 0, stdout: 'quill\n' });
      const unknown = await run(['grant', 'ghost']);
      expect(unknown).toMatchObject({ code: 1, stderr: 'No profile has the username "ghost".\n' });
      expect(await runAdminCommand(['revoke', 'quill'], env)).toBe('quill is now a user.');
    } finally {
      expect(await app.stop({ keepData: true })).toBe(0);
    }
    // Saved by the server: there after it stopped.
    expect(await runAdminCommand(['list'], env)).toBe('No admins yet.');
  });

  it('takes commands from loopback callers with the secret of the lock file only', async () => {
    const app = await startAppProcess({ SEED_DEMO_DATA: 'false' }, dir.path);
    try {
      const { admin } = JSON.parse(await readFile(join(dir.path, 'almanac.lock'), 'utf8')) as { admin: { url: string; secret: string } };
      expect(admin.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin-command$/);
      const send = (authorization?: string, args = ['grant', 'quill']) =>
        fetch(admin.url, { method: 'POST', headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, body: JSON.stringify({ args }) });
      expect((await send()).status).toBe(403);
      expect((await send(`Bearer ${'0'.repeat(admin.secret.length)}`)).status).toBe(403);
      expect(await run(['list'])).toMatchObject({ code: 0, stdout: 'No admins yet.\n' });
      const bad = await send(`Bearer ${admin.secret}`, ['promote']);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: 'Usage: npm run admin -- grant <username> | revoke <username> | list | purge-links --unopened --older-than <days>d | backup <file> | restore <file> [--force]' });
    } finally {
      await app.stop({ keepData: true });
    }
  });

  it('refuses with the data folder\'s one-line message while another process holds it without taking commands', async () => {
    const store = await openStore(loadConfig(env));
    try {
      const refused = await run(['grant', 'quill']);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(
        new RegExp(`^Almanac cannot use the data folder ${dir.path}: process ${process.pid} holds it \\(since [^)]+\\)\\. Only one process may use a data folder: stop that one first, or set DATA_DIR to another folder\\. If this folder is a copy of another data folder, the lock came with the copy: delete ${dir.path}/almanac\\.lock in the copy \\(npm run admin -- backup makes copies without it\\)\\.\n$`),
      );
    } finally {
      await store.close();
    }
    expect(await runAdminCommand(['list'], env)).toBe('No admins yet.');
  });
});
