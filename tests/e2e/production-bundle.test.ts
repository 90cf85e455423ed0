import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/app';
import { tempDir } from '../support/temp';

let outDir: { path: string; remove: () => Promise<void> };

beforeAll(async () => {
  outDir = await tempDir('almanac-production-bundle-');
  await build({ configFile: `${ROOT}client/vite.config.ts`, mode: 'production', logLevel: 'error', build: { outDir: outDir.path, emptyOutDir: true } });
}, 120_000);
afterAll(async () => outDir?.remove());

describe('the production bundle', () => {
  it('has no /debug/builds route and no debug page chunk', async () => {
    const files = await readdir(join(outDir.path, 'assets'));
    expect(files.some((f) => f.startsWith('DebugBuildsRoute'))).toBe(false);
    const scripts = await Promise.all(files.filter((f) => f.endsWith('.js')).map((f) => readFile(join(outDir.path, 'assets', f), 'utf8')));
    expect(scripts.some((s) => s.includes('debug/builds'))).toBe(false);
    expect(scripts.some((s) => s.includes('builds/:buildId'))).toBe(true);
  });
});
