import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SSR_FOLDER } from '../../server/src/http/pages/render-page';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type ClientMode = 'production' | 'development';

/**
 * Where the browser tests' client is built, apart from dist/client (which `npm start` builds),
 * so neither overwrites the other: the production bundle, which players get and every browser
 * test runs, and the development bundle, only for the development pages' own small project.
 */
export const CLIENT_BUILDS: Record<ClientMode, string> = {
  production: join(ROOT, 'dist/test-client/production'),
  development: join(ROOT, 'dist/test-client/development'),
};

/**
 * axe-core, copied beside the test builds' assets so the accessibility checks load it as a
 * same-origin script (which the site's CSP allows) that Chromium caches and compiles once,
 * instead of evaluating 550 kB of source in every page. No page of the site refers to it.
 */
export const AXE_ASSET = '/assets/axe-core-for-tests.js';

/** Everything the client bundle is made from: its sources, the game rules it imports, the locked dependencies, and this recipe. */
const INPUTS = ['client', 'server/game-data', 'package-lock.json', 'tsconfig.json', 'tests/support/client-build.ts'];

/** A hash of every input file's path and bytes, and the build mode. */
export async function clientSourcesHash(mode: ClientMode): Promise<string> {
  const hash = createHash('sha256').update(mode);
  for (const input of INPUTS) {
    const path = join(ROOT, input);
    const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => null);
    const files = entries
      ? entries.filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules')).map((entry) => join(entry.parentPath, entry.name))
      : [path];
    for (const file of files.sort()) hash.update(`\0${file.slice(ROOT.length)}\0`).update(await readFile(file));
  }
  return hash.digest('hex');
}

/**
 * Builds the client in `mode` into CLIENT_BUILDS[mode] unless a build of the same sources is
 * there already (the folder keeps the hash of the sources it was built from).
 */
export async function ensureClientBuild(mode: ClientMode): Promise<void> {
  const outDir = CLIENT_BUILDS[mode];
  const stamp = join(outDir, '.sources-hash');
  const hash = await clientSourcesHash(mode);
  if ((await readFile(stamp, 'utf8').catch(() => '')) !== hash) {
    await mkdir(outDir, { recursive: true });
    // In its own process: the test runner's NODE_ENV=test would otherwise pick React's development
    // build for the bundle (vite keeps a NODE_ENV it finds), which is not what players get.
    const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
    // The client, then its server entry (server rendering) into `.ssr` inside it (the client build empties the folder first).
    for (const extra of [['--outDir', outDir], ['--ssr', '--outDir', join(outDir, SSR_FOLDER)]]) {
      const child = spawn(process.execPath, [vite, 'build', '--config', 'client/vite.config.ts', '--mode', mode, '--emptyOutDir', '--logLevel', 'warn', ...extra], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: mode },
        stdio: 'inherit',
      });
      const [code] = (await once(child, 'exit')) as [number | null];
      if (code !== 0) throw new Error(`The ${mode} build of the client${extra[0] === '--ssr' ? '’s server entry' : ''} failed (exit ${code})`);
    }
    await writeFile(stamp, hash);
  }
  await copyFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), join(outDir, AXE_ASSET));
}
