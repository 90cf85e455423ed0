import { build } from 'vite';
import { initialJavaScriptOf } from '../support/initial-javascript';
import { tempDir } from '../support/temp';

export { INITIAL_JS_TARGET_KB } from '../support/initial-javascript';

/**
 * Builds the production client into a temporary folder and adds up, gzip-compressed, every
 * script a page loads before any route chunk (initialJavaScriptOf: the entry, the app it loads
 * after the first paint, and every chunk they import), read from the build's manifest.
 */
export async function initialJavaScriptKb(root: string): Promise<{ kb: number; files: number }> {
  const out = await tempDir('almanac-bundle-');
  try {
    await build({ configFile: `${root}client/vite.config.ts`, mode: 'production', logLevel: 'error', build: { outDir: out.path, emptyOutDir: true } });
    const { kb, files } = await initialJavaScriptOf(out.path);
    return { kb, files: files.length };
  } finally {
    await out.remove();
  }
}
