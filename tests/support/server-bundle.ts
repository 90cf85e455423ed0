import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where the tests' server bundle is built: one folder per hash of its sources under
 * dist/test-server, apart from dist/server (which `npm run build` writes), so a build never
 * overwrites a bundle that a running test's server loads.
 */
const BUNDLES = join(ROOT, 'dist/test-server');

/** Everything the server bundle is made from: its sources, the locked dependencies, and the two recipes. */
const INPUTS = ['server', 'schema.graphql', 'package-lock.json', 'tsconfig.json', 'tests/support/server-bundle.ts'];

/** A short hash of the files under `inputs` (folders or files, relative to the project's root): a bundle's name. */
export async function sourcesHash(inputs: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = join(ROOT, input);
    const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => null);
    const files = entries ? entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)) : [path];
    for (const file of files.sort()) hash.update(`\0${file.slice(ROOT.length)}\0`).update(await readFile(file).catch(() => ''));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The path of the server bundle's entry (`index.js`) built from the current sources by
 * `server/build.ts`, what production runs with `node`: test servers start from it in about half
 * the time `tsx server/src/index.ts` takes (no TypeScript compiled per process, nor for the
 * render worker). Builds it when no bundle of these sources exists, into a folder of its own
 * that is renamed into place whole, so two test workers building at once cannot leave half a
 * bundle. `prune` removes the bundles of other sources (the global setup's job, before any
 * server runs).
 */
export async function ensureServerBundle({ prune = false } = {}): Promise<string> {
  const hash = await sourcesHash(INPUTS);
  const folder = join(BUNDLES, hash);
  if (prune) {
    const others = (await readdir(BUNDLES).catch(() => [] as string[])).filter((name) => name !== hash);
    await Promise.all(others.map((name) => rm(join(BUNDLES, name), { recursive: true, force: true })));
  }
  if (!existsSync(join(folder, 'index.js'))) {
    const building = `${folder}.building-${process.pid}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/build.ts', '--outdir', building], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`Building the server bundle failed (exit ${code})`);
    // Another worker may have renamed its own build into place first: then this one is not needed.
    await rename(building, folder).catch(() => rm(building, { recursive: true, force: true }));
  }
  return join(folder, 'index.js');
}

let bundle: Promise<string> | undefined;

/** {@link ensureServerBundle}, once per process. */
export function serverBundle(): Promise<string> {
  bundle ??= ensureServerBundle();
  return bundle;
}
