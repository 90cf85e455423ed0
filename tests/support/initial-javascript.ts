import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The target, and what the production bundle test holds the build to: the JavaScript every page loads first, at most
 * 150 KB gzip. 143.96 KB in 7 files on 2026-12-07, once the browser ran React Router's declarative core with the route
 * table's own runner (app/data-router.tsx) instead of its data router (28.6 -> 11.3 KB). Growth below the target is
 * still caught: every route's figure in ROUTE_JS_KB includes this JavaScript, and a route that grows more than
 * ROUTE_GROWTH_KB past its figure fails. The libraries (React DOM 65.9, Apollo Client with rxjs, optimism and
 * graphql's printer 46.1, React Router 11.3) come to about 123 KB of it, our own code (the route table and its runner,
 * the shell) to about 15 KB.
 */
export const INITIAL_JS_TARGET_KB = 150;



interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The JavaScript every page loads before any route chunk, read from a built client's manifest
 * (`<outDir>/.vite/manifest.json`): index.html's entry (client/src/boot.ts) and what it imports,
 * and the app the entry loads after the first paint (its dynamic import of src/main.tsx) with
 * every chunk that imports statically. Code the app loads on first need (a route, a dialog, the
 * live subscriptions' client, the local builds' rules) is not in it. Sizes are gzip level 9.
 */
export async function initialJavaScriptOf(outDir: string): Promise<{ kb: number; files: string[] }> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
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
  for (const file of files) bytes += gzipSync(await readFile(join(outDir, file)), { level: 9 }).length;
  return { kb: bytes / 1024, files: [...files] };
}

/**
 * What each page of the route table loads before it hydrates, in KB gzip: the first JavaScript above, plus its route's
 * page module with every chunk that module imports (the server names them in the page, the entry preloads them), keyed
 * by the page module as the build's manifest names it. Recorded from the last build, rounded up to the tenth; the
 * production bundle test fails a route that grows more than ROUTE_GROWTH_KB past its figure, so a change that adds
 * that much raises the figure in the same commit (with its reason in the commit message). A route missing here fails
 * too (add it).
 */
export const ROUTE_GROWTH_KB = 5;
export const ROUTE_JS_KB: Readonly<Record<string, number>> = {
  'src/features/builds/routes/BuildRoute.tsx': 193.3,
  'src/features/builds/routes/BuildsRoute.tsx': 158.5,
  'src/features/builds/routes/ShareLinkRoute.tsx': 171.0,
  'src/features/calculators/routes/ExpTableRoute.tsx': 152.3,
  'src/features/calculators/routes/QuickCalcsRoute.tsx': 168.9,
  'src/features/content/routes/ArticlesRoute.tsx': 152.0,
  'src/features/content/routes/DocumentRoute.tsx': 152.4,
  'src/features/content/routes/GuidesRoute.tsx': 153.4,
  'src/features/content/routes/JugglingRoute.tsx': 153.3,
  'src/features/content/routes/PatchNotesRoute.tsx': 152.4,
  'src/features/embeds/routes/BuildEmbedRoute.tsx': 177.2,
  'src/features/embeds/routes/EmbedRoute.tsx': 150.6,
  'src/features/items/routes/ItemRoute.tsx': 166.3,
  'src/features/items/routes/ItemsRoute.tsx': 155.1,
  'src/features/lists/routes/ClassesRoute.tsx': 154.5,
  'src/features/lists/routes/FormulaeRoute.tsx': 157.9,
  'src/features/lists/routes/MonsterRoute.tsx': 153.1,
  'src/features/lists/routes/MonstersRoute.tsx': 154.4,
  'src/features/lists/routes/NpcRoute.tsx': 151.0,
  'src/features/lists/routes/NpcTradeRoute.tsx': 153.9,
  'src/features/lists/routes/PremiumRoute.tsx': 152.8,
  'src/features/lists/routes/RecipesRoute.tsx': 153.5,
  'src/features/lists/routes/SpellRoute.tsx': 152.4,
  'src/features/lists/routes/SpellsRoute.tsx': 154.2,
  'src/features/lists/routes/TraitRoute.tsx': 152.9,
  'src/features/manage/routes/ManageItemsRoute.tsx': 153.6,
  'src/features/manage/routes/ManageNewsRoute.tsx': 154.5,
  'src/features/manage/routes/ManagePatchesRoute.tsx': 193.0,
  'src/features/manage/routes/ManageReportsRoute.tsx': 151.4,
  'src/features/manage/routes/ManageRoute.tsx': 152.2,
  'src/features/maps/routes/HousesMapRoute.tsx': 150.9,
  'src/features/maps/routes/InteractiveMapRoute.tsx': 146.7,
  'src/features/maps/routes/MonstersMapRoute.tsx': 149.7,
  'src/features/me/routes/MeRoute.tsx': 163.1,
  'src/features/news/routes/NewsPostRoute.tsx': 151.5,
  'src/features/news/routes/NewsRoute.tsx': 150.9,
  'src/features/notices/routes/ReportStatusRoute.tsx': 151.2,
  'src/features/patches/routes/PatchRoute.tsx': 152.5,
  'src/features/patches/routes/PatchesRoute.tsx': 149.4,
  'src/features/planner/routes/PlannerRoute.tsx': 201.4,
  'src/features/players/routes/PlayerRoute.tsx': 152.7,
  'src/features/search/routes/SearchRoute.tsx': 148.9,
  'src/features/trait-tree/routes/TraitTreeRoute.tsx': 193.2,
  'src/shell/AdminGuard.tsx': 144.4,
  'src/shell/LoginRoute.tsx': 144.6,
};

/** Per route (page module): the first JavaScript plus the route's own chunks, KB gzip, from a built client's manifest. */
export async function routeJavaScriptOf(outDir: string): Promise<Record<string, { kb: number; files: string[] }>> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk & { src?: string }>;
  const initial = await initialJavaScriptOf(outDir);
  const sizes = new Map<string, number>();
  const sizeOf = async (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) sizes.set(file, (size = gzipSync(await readFile(join(outDir, file)), { level: 9 }).length));
    return size;
  };
  const result: Record<string, { kb: number; files: string[] }> = {};
  for (const key of Object.keys(manifest).filter(isPageModule).sort()) {
    const files = new Set(initial.files);
    const visit = (chunkKey: string) => {
      const chunk = manifest[chunkKey];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    let bytes = 0;
    for (const file of files) bytes += await sizeOf(file);
    result[key] = { kb: bytes / 1024, files: [...files].filter((file) => !initial.files.includes(file)) };
  }
  return result;
}

/** A page module of the route table (app/router.tsx's PAGE_MODULES), as the manifest names it. */
const isPageModule = (key: string) => /^src\/features\/[^/]+\/routes\/\w+Route\.tsx$/.test(key) || key === 'src/shell/LoginRoute.tsx' || key === 'src/shell/AdminGuard.tsx';
