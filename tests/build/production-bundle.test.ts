import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_BUILDS } from '../support/client-build';
import { INITIAL_JS_TARGET_KB, initialJavaScriptOf, ROUTE_GROWTH_KB, ROUTE_JS_KB, routeJavaScriptOf } from '../support/initial-javascript';

/** The production bundle the browser tests run (built by their global setup), read as files: no browser needed. */
const outDir = { path: CLIENT_BUILDS.production };

describe('the production bundle', () => {
  it('has no /debug/builds route and no debug page chunk', async () => {
    const files = await readdir(join(outDir.path, 'assets'));
    expect(files.some((f) => f.startsWith('DebugBuildsRoute'))).toBe(false);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    const scripts = await Promise.all(files.filter((f) => f.endsWith('.js')).map((f) => readFile(join(outDir.path, 'assets', f), 'utf8')));
    expect(scripts.some((s) => s.includes('debug/builds'))).toBe(false);
    expect(scripts.some((s) => s.includes('builds/:buildId'))).toBe(true);
  });

  it("runs React's production build, as players get it", async () => {
    const files = (await readdir(join(outDir.path, 'assets'))).filter((f) => f.endsWith('.js'));
    const scripts = await Promise.all(files.map((f) => readFile(join(outDir.path, 'assets', f), 'utf8')));
    // React's development build ships jsxDEV and its development warnings; the production one neither.
    expect(files.filter((f, i) => scripts[i]!.includes('jsxDEV') || scripts[i]!.includes('Each child in a list should have a unique'))).toEqual([]);
  });

  it('keeps route-only documents and the dialogs out of the JavaScript every page loads first', async () => {
    // What every page loads: the entry index.html names (client/src/boot.ts), and the app it imports after the first
    // paint (src/main.tsx) with everything that imports statically, as the build's manifest lists them.
    const html = await readFile(join(outDir.path, 'index.html'), 'utf8');
    const manifest = JSON.parse(await readFile(join(outDir.path, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
    expect(files.size).toBeGreaterThan(0);
    expect(manifest['src/main.tsx']).toBeDefined();
    const follow = (key: string) => {
      const chunk = manifest[key]!;
      if (files.has(chunk.file) && key !== 'src/main.tsx') return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) follow(imported);
    };
    follow('src/main.tsx');
    const code = (await Promise.all([...files].map((file) => readFile(join(outDir.path, file), 'utf8')))).join('\n');
    // The route table's own queries (app/route-loaders.ts) load beside the page's chunk; the build editor's with its route.
    expect(code).not.toMatch(/value:["'`]ItemsPage["'`]/);
    expect(code).not.toMatch(/value:["'`]NewsPage["'`]/);
    expect(code).not.toContain('BuildEditorLoad');
    // A signed-out visitor's page needs neither the profile stream nor the preferences' save (lib/signed-in-documents.ts).
    expect(code).not.toMatch(/value:["'`]SessionProfile["'`]/);
    expect(code).not.toMatch(/value:["'`]UpdatePreferences["'`]/);
    // The sign-in form's texts and graphql-ws's protocol come with their first use.
    expect(code).not.toContain('Sign in for development');
    expect(code).not.toContain('connection_init');
  });

  it(`keeps the JavaScript every page loads first within ${INITIAL_JS_TARGET_KB} KB gzip`, async () => {
    const { kb, files } = await initialJavaScriptOf(outDir.path);
    // A sum of real files: an empty or unread manifest must not pass as small.
    expect(files.length).toBeGreaterThan(3);
    const code = (await Promise.all(files.map((file) => readFile(join(outDir.path, file), 'utf8')))).join('\n');
    expect(code, 'React DOM is in the set').toContain('hydrateRoot');
    // React Router's data router (about 17 KB more) stays out: the browser runs its declarative core (app/data-router.tsx).
    expect(code, 'the data router is not in the first JavaScript').not.toContain('patchRoutesOnNavigation');
    expect(kb, `initial JavaScript ${kb.toFixed(1)} KB gzip in ${files.length} files: ${files.join(', ')}`).toBeLessThanOrEqual(INITIAL_JS_TARGET_KB);
  });

  it(`keeps what each route loads before hydrating within ${ROUTE_GROWTH_KB} KB of its recorded figure`, async () => {
    const routes = await routeJavaScriptOf(outDir.path);
    expect(Object.keys(routes).length, 'the page modules of the route table').toBeGreaterThan(30);
    const grown = Object.entries(routes)
      .filter(([module, { kb }]) => !(module in ROUTE_JS_KB) || kb > ROUTE_JS_KB[module]! + ROUTE_GROWTH_KB)
      .map(([module, { kb, files }]) => `${module}: ${kb.toFixed(1)} KB gzip (recorded ${ROUTE_JS_KB[module] ?? 'none'}; its own files ${files.join(', ')})`);
    expect(grown, 'routes past their figure in tests/support/initial-javascript.ts (ROUTE_JS_KB)').toEqual([]);
  });
});
