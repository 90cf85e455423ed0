/**
 * Where the bytes of the production client go: builds it into a temporary folder with a plugin that keeps each chunk's
 * modules (the bundler's own record of what it put where), then prints, for the JavaScript every page loads first and
 * for each route's own chunks, the KB gzip of each part (React DOM, Apollo Client, React Router, our code, ...), and
 * writes the whole record as JSON (`BUNDLE_REPORT=<file>`, default `dist/bundle-report.json`): per chunk its file, gzip
 * size, imports and modules; per route the files it loads before hydrating. Figures, not a test:
 * `npx tsx tests/bench/bundle-report.ts`, or `BENCH_ONLY=bundle npm run bench`, which prints the budget rows.
 *
 * A module's share of its chunk's gzip is an estimate: each module's code minified alone (top-level names kept), the
 * modules of one part gzipped together, and the chunk's real gzip size shared out in proportion. Parts that compress
 * alike (GraphQL documents) come out close; the sum is the chunk's real size.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, minifySync, type Plugin } from 'vite';
import { initialJavaScriptOf, routeJavaScriptOf } from '../support/initial-javascript';
import { tempDir } from '../support/temp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The part a module belongs to, by its id. */
const PARTS: Array<[string, RegExp]> = [
  ['React DOM, React, scheduler', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['Apollo Client', /[\\/]node_modules[\\/]@apollo[\\/]client[\\/]/],
  ['rxjs (Apollo Client)', /[\\/]node_modules[\\/](rxjs|tslib)[\\/]/],
  ['optimism, @wry (Apollo Client)', /[\\/]node_modules[\\/](optimism|@wry)[\\/]/],
  ['graphql (printer, visitor)', /[\\/]node_modules[\\/]graphql[\\/]/],
  ['React Router', /[\\/]node_modules[\\/]react-router[\\/]/],
  ['GraphQL documents (ours)', /^\0almanac-gql:/],
  ['bundler helpers (runtime, preload)', /^\0(vite|rolldown)[\\/]/],
  ['our code', /[\\/](client[\\/]src|server[\\/]game-data)[\\/]/],
];
const partOf = (id: string) => PARTS.find(([, test]) => test.test(id))?.[0] ?? 'other packages';

interface ChunkRecord {
  file: string;
  gzip: number;
  imports: string[];
  dynamicImports: string[];
  modules: Array<{ id: string; part: string; minified: number }>;
  /** The chunk's gzip shared out by part (bytes). */
  parts: Record<string, number>;
}

/** Keeps every chunk's modules, their parts and estimated shares, as the bundler wrote them. */
function recordChunks(chunks: ChunkRecord[]): Plugin {
  return {
    name: 'almanac:bundle-report',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const gzip = gzipSync(output.code, { level: 9 }).length;
        const byPart = new Map<string, string[]>();
        const modules = Object.entries(output.modules).map(([id, module]) => {
          const code = module.code ?? '';
          // As a script: top-level declarations are kept (the chunk uses them), only the module's own waste goes.
          const minified = code ? minifySync('module.js', code, { module: false, compress: true, mangle: true }).code : '';
          const part = partOf(id);
          byPart.set(part, [...(byPart.get(part) ?? []), minified]);
          return { id: id.replace(ROOT, '').replace(/^.*node_modules[\\/]/, 'npm:'), part, minified: minified.length };
        });
        const weights = new Map([...byPart].map(([part, codes]) => [part, gzipSync(codes.join('\n'), { level: 9 }).length]));
        const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0) || 1;
        const parts = Object.fromEntries([...weights].map(([part, weight]) => [part, Math.round((gzip * weight) / total)]));
        chunks.push({ file, gzip, imports: output.imports, dynamicImports: output.dynamicImports, modules, parts });
      }
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

function sumParts(chunks: ChunkRecord[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const chunk of chunks) for (const [part, bytes] of Object.entries(chunk.parts)) sums.set(part, (sums.get(part) ?? 0) + bytes);
  return new Map([...sums].sort((a, b) => b[1] - a[1]));
}

export async function bundleReport(): Promise<{ lines: string[]; json: unknown }> {
  const out = await tempDir('almanac-bundle-report-');
  try {
    const chunks: ChunkRecord[] = [];
    await build({
      configFile: join(ROOT, 'client/vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: out.path, emptyOutDir: true },
      plugins: [recordChunks(chunks)],
    });
    const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
    const initial = await initialJavaScriptOf(out.path);
    const routes = await routeJavaScriptOf(out.path);
    const initialChunks = initial.files.map((file) => byFile.get(file)).filter((chunk): chunk is ChunkRecord => chunk !== undefined);
    const lines = [`The JavaScript every page loads first: ${initial.kb.toFixed(1)} KB gzip in ${initial.files.length} files (${initial.files.map((file) => file.replace(/^assets\//, '')).join(', ')})`];
    for (const [part, bytes] of sumParts(initialChunks)) lines.push(`  ${part.padEnd(40)} ${kb(bytes)}`);
    lines.push("Each route's own chunks (loaded before it hydrates, beside the first JavaScript), KB gzip, by part:");
    for (const [module, route] of Object.entries(routes)) {
      const own = route.files.map((file) => byFile.get(file)).filter((chunk): chunk is ChunkRecord => chunk !== undefined);
      const parts = [...sumParts(own)].filter(([, bytes]) => bytes >= 100).map(([part, bytes]) => `${part} ${(bytes / 1024).toFixed(1)}`);
      lines.push(`  ${module.replace(/^src\//, '').padEnd(52)} ${kb(route.kb * 1024 - initial.kb * 1024)}  ${parts.join(', ')}`);
    }
    return { lines, json: { initial, routes, chunks } };
  } finally {
    await out.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines, json } = await bundleReport();
  const file = process.env.BUNDLE_REPORT ?? join(ROOT, 'dist/bundle-report.json');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(json, null, 1));
  console.log([...lines, `(every chunk and its modules: ${file})`].join('\n'));
}
