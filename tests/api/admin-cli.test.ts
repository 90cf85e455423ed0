import { spawn } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../support/app';
import { tempDir } from '../support/temp';
import { loadConfig } from '../../server/src/config';
import { openStore } from '../../server/src/store';
import { runAdminCommand } from '../../server/src/admin';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { ProfileService } from '../../server/src/modules/profiles/profile.service';

let dir: { path: string; remove: () => Promise<void> };
let env: NodeJS.ProcessEnv;

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
    await expect(runAdminCommand(args as string[], env)).rejects.toThrow('Usage: npm run admin -- grant <username> | revoke <username> | list');
  });

  it('works as a command: exit code 0 and the message on standard output, 1 and the reason on error', async () => {
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/admin.ts', ...args], {
          cwd: ROOT,
          env: { ...process.env, ...env },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c) => (stdout += String(c)));
        child.stderr.on('data', (c) => (stderr += String(c)));
        child.on('exit', (code) => resolve({ code, stdout, stderr }));
      });
    const ok = await run(['grant', 'quill']);
    expect(ok).toMatchObject({ code: 0, stdout: 'quill is now an admin.\n' });
    const bad = await run(['revoke', 'ghost']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('No profile has the username "ghost".');
  });
});
