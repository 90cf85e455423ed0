import { builtinModules } from 'node:module';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type Metafile, type Plugin } from 'esbuild';

/**
 * `npm run build:server` (the last step of `npm run build`): bundles the server once with
 * esbuild into plain JavaScript in `dist/server`, which production runs with `node` on
 * production dependencies only (no tsx, no TypeScript at run time).
 *
 * - Entries: `index.js` (the server), `admin.js` (`npm run admin`'s command), `tiles.js`
 *   (`npm run tiles`) and `render-worker.js` (the server's rendering thread, http/pages/render-pool.ts). Shared code is split into chunks beside them, so every output file sits
 *   directly in the output folder (the copied files below are found relative to it).
 * - ESM for Node 20.19 (the oldest supported), with linked source maps.
 * - Packages stay external: they are loaded from the production `node_modules` as under tsx.
 *   Several cannot be bundled (resvg's native binary, pino's worker files, the MongoDB driver's
 *   optional modules), graphql must stay one CommonJS instance shared with the libraries, and
 *   the bundle stays small and readable. The `@game/` and `@/` path aliases of tsconfig.json
 *   are resolved by esbuild before that rule applies, so they are bundled like relative imports.
 * - Files read relative to a source file (`new URL('<path>', import.meta.url)`: schema.graphql,
 *   the seed content, the world data) are copied into `files/` beside the bundle and the URL is
 *   rewritten to point there; a path that does not exist stops the build.
 * - Every package the bundle imports must be a declared dependency (not a devDependency, which a
 *   production install leaves out); only the dev-mode `vite` import (`--dev`) is exempt.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const OUTDIR = resolve(values.outdir ?? join(ROOT, 'dist/server'));
const FILES = 'files';

/** Dynamic imports of devDependencies that only a development mode reaches, with the reason. */
const DEV_ONLY_IMPORTS: Record<string, string> = {
  vite: 'imported only by `npm run dev` (--dev) for its middleware',
};

/** Rewrites source-relative file URLs to copies beside the bundle. */
function sourceRelativeFiles(copies: Map<string, string>): Plugin {
  const pattern = /new URL\((['"])([^'"]+)\1,\s*import\.meta\.url\)/g;
  return {
    name: 'source-relative-files',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (/\b(__dirname|__filename)\b|import\.meta\.(dirname|filename)/.test(source))
          return { errors: [{ text: `${relative(ROOT, args.path)} uses __dirname, __filename or import.meta.dirname/filename: read files with new URL('<path>', import.meta.url) so the bundle finds them` }] };
        const errors: Array<{ text: string }> = [];
        const contents = source.replace(pattern, (_match, _quote: string, path: string) => {
          const target = resolve(dirname(args.path), path);
          const fromRoot = relative(ROOT, target);
          if (!existsSync(target) || fromRoot.startsWith('..') || isAbsolute(fromRoot)) {
            errors.push({ text: `${relative(ROOT, args.path)} reads ${path}, which is not a file or folder of the project` });
            return _match;
          }
          copies.set(target, join(OUTDIR, FILES, fromRoot));
          return `new URL(${JSON.stringify(`./${FILES}/${fromRoot.split(sep).join('/')}`)}, import.meta.url)`;
        });
        return errors.length ? { errors } : { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The package names of the bundle's external imports, with whether each is only ever imported dynamically. */
function externalPackages(metafile: Metafile): Map<string, boolean> {
  const builtins = new Set(builtinModules);
  const packages = new Map<string, boolean>();
  for (const output of Object.values(metafile.outputs))
    for (const { path, kind, external } of output.imports) {
      if (!external || path.startsWith('node:') || builtins.has(path)) continue;
      const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!;
      packages.set(name, (packages.get(name) ?? true) && kind === 'dynamic-import');
    }
  return packages;
}

const copies = new Map<string, string>();
rmSync(OUTDIR, { recursive: true, force: true });
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: { index: 'server/src/index.ts', admin: 'server/src/admin.ts', tiles: 'server/src/world/render-cli.ts', 'render-worker': 'server/src/http/pages/render-worker.ts' },
  outdir: OUTDIR,
  bundle: true,
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  tsconfig: join(ROOT, 'tsconfig.json'),
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  plugins: [sourceRelativeFiles(copies)],
});

for (const [from, to] of copies) cpSync(from, to, { recursive: true });

const { dependencies = {} } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
const problems = [...externalPackages(result.metafile)]
  .filter(([name, dynamicOnly]) => !(name in dependencies) && !(dynamicOnly && name in DEV_ONLY_IMPORTS))
  .map(([name]) => name);
if (problems.length) {
  console.error(`The server bundle imports packages that are not production dependencies in package.json: ${problems.join(', ')}`);
  process.exit(1);
}
const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
console.info(`Built the server into ${OUTDIR.startsWith(ROOT) ? relative(ROOT, OUTDIR) : OUTDIR}: ${outputs.length} files, ${copies.size} copied file sets.`);
