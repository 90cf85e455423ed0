import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { tempDir } from '../support/temp';

/** DESIGN section 12: the initial JavaScript of /news, at most 170 KB gzip. */
export const INITIAL_JS_TARGET_KB = 170;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Builds the production client into a temporary folder and adds up, gzip-compressed, every
 * script a page loads before any route chunk: index.html's entry and what it imports, and the app
 * the entry loads after the first paint (client/src/boot.ts's dynamic import of main.tsx) with
 * every chunk that imports. Read from the build's manifest, so nothing loaded later escapes it.
 */
export async function initialJavaScriptKb(root: string): Promise<{ kb: number; files: number }> {
  const out = await tempDir('almanac-bundle-');
  try {
    await build({ configFile: `${root}client/vite.config.ts`, mode: 'production', logLevel: 'error', build: { outDir: out.path, emptyOutDir: true } });
    const manifest = JSON.parse(await readFile(join(out.path, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('index.html');
    for (const app of manifest['index.html']?.dynamicImports ?? []) visit(app);
    let bytes = 0;
    for (const file of files) bytes += gzipSync(await readFile(join(out.path, file)), { level: 9 }).length;
    return { kb: bytes / 1024, files: files.size };
  } finally {
    await out.remove();
  }
}
