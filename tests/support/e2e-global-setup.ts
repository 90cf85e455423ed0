import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT } from './app';

/** Everything the client bundle is made from: its sources, the game rules it imports, the locked dependencies. */
const INPUTS = ['client', 'server/game-data', 'package-lock.json', 'tsconfig.json'];
const MODE = 'development';
const STAMP = join(ROOT, 'dist/client/.sources-hash');

/** A hash of every input file's path and bytes, and the build mode. */
export async function clientSourcesHash(): Promise<string> {
  const hash = createHash('sha256').update(MODE);
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
 * Browser tests run against the real built client, built as `npm start` builds it (minified,
 * with the non-production routes such as /debug/builds). The build is reused while no input
 * changed: dist/client keeps the hash of the sources it was built from.
 */
export default async function setup(): Promise<void> {
  const hash = await clientSourcesHash();
  if ((await readFile(STAMP, 'utf8').catch(() => '')) === hash) return;
  await build({ configFile: `${ROOT}client/vite.config.ts`, mode: MODE, logLevel: 'warn' });
  await writeFile(STAMP, hash);
}
