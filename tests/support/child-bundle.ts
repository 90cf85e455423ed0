import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { sourcesHash } from './server-bundle';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The child processes the contract tests start (each a tests/support/<name>.ts run on its own). */
const CHILDREN = ['crash-writer', 'crash-social-writer', 'outbox-child', 'migrate-child'] as const;
export type ChildScript = (typeof CHILDREN)[number];

/** Everything the children are made from: their sources, the server's, the locked dependencies and this recipe. */
const INPUTS = ['server', 'package-lock.json', 'tsconfig.json', 'tests/support/child-bundle.ts', ...CHILDREN.map((name) => `tests/support/${name}.ts`)];

/** One folder per hash of the inputs, apart from the server's bundles. */
const BUNDLES = join(ROOT, 'dist/test-children');

/**
 * Builds the children into plain JavaScript once per set of sources (esbuild, as server/build.ts
 * bundles the server: packages stay external, the path aliases resolved), into a folder of its
 * own renamed into place whole, so two workers building at once cannot leave half a bundle.
 * Started with `node` on the bundle, a child no longer loads tsx and compiles the server's
 * sources it imports: about half the CPU and a third of the time of each start under tsx.
 * `prune` removes the bundles of other sources (the contract project's global setup, before
 * any child runs).
 */
export async function ensureChildBundle({ prune = false } = {}): Promise<string> {
  const hash = await sourcesHash(INPUTS);
  const folder = join(BUNDLES, hash);
  if (prune) {
    const others = (await readdir(BUNDLES).catch(() => [] as string[])).filter((name) => name !== hash);
    await Promise.all(others.map((name) => rm(join(BUNDLES, name), { recursive: true, force: true })));
  }
  if (!existsSync(join(folder, `${CHILDREN.at(-1)}.js`))) {
    const building = `${folder}.building-${process.pid}`;
    await build({
      absWorkingDir: ROOT,
      entryPoints: Object.fromEntries(CHILDREN.map((name) => [name, `tests/support/${name}.ts`])),
      outdir: building,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      packages: 'external',
      tsconfig: join(ROOT, 'tsconfig.json'),
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    // Another worker may have renamed its own build into place first: then this one is not needed.
    await rename(building, folder).catch(() => rm(building, { recursive: true, force: true }));
  }
  return folder;
}

let bundle: Promise<string> | undefined;

/**
 * The `node` arguments that run a child script from the bundle (with source maps, so its stack
 * traces name the TypeScript lines), followed by `args`.
 */
export async function childArgs(name: ChildScript, ...args: string[]): Promise<string[]> {
  bundle ??= ensureChildBundle();
  return ['--enable-source-maps', join(await bundle, `${name}.js`), ...args];
}
