import { dirname, resolve } from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type NameFunction = Extract<NonNullable<CodeSplitting['groups']>[number]['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

/** Every name of a module (a namespace import, `export *` asked for everything, a module without ES imports). */
const ALL = 'all';
type Names = Set<string> | typeof ALL;

/** One static import or re-export of a module: where from, and which of its names. */
interface Edge {
  spec: string;
  /** For an import: the names taken (empty: an import for its side effects). For a re-export: the names it gives, each with the name it takes. */
  names: Names;
  reexport: Map<string, string> | typeof ALL | null;
  /** `export * as ns from`: the one name the namespace is given. */
  namespace?: string | undefined;
}

interface Parsed {
  edges: Edge[];
  /** Names the module defines itself (not re-exported); null when unknown (CommonJS). */
  local: Set<string> | null;
}

const IMPORT = /\bimport\s*([\w$]+\s*,?\s*)?(\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*["']([^"']+)["']/g;
const SIDE_EFFECT_IMPORT = /\bimport\s*["']([^"']+)["']/g;
const REEXPORT = /\bexport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const STAR_REEXPORT = /\bexport\s*\*\s*(?:as\s+([\w$]+)\s*)?from\s*["']([^"']+)["']/g;
const LOCAL_EXPORT = /\bexport\s+(?:default\b|(?:async\s+)?function\*?\s*([\w$]+)|(?:const|let|var|class)\s+([\w$]+))/g;
const LOCAL_EXPORT_LIST = /\bexport\s*\{([^}]*)\}(?!\s*from)/g;

/** `a`, `a as b`, `default as X` → [taken, given]. */
function specifiers(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [taken, given] = part.split(/\s+as\s+/);
      return [taken!.replace(/["']/g, ''), (given ?? taken)!.replace(/["']/g, '')];
    });
}

function parse(code: string): Parsed {
  const edges: Edge[] = [];
  for (const [, defaultName, clause, spec] of code.matchAll(IMPORT)) {
    if (clause?.startsWith('*')) edges.push({ spec: spec!, names: ALL, reexport: null });
    else {
      const names = new Set<string>(clause ? specifiers(clause.slice(1, -1)).map(([taken]) => taken) : []);
      if (defaultName) names.add('default');
      edges.push({ spec: spec!, names, reexport: null });
    }
  }
  for (const [, spec] of code.matchAll(SIDE_EFFECT_IMPORT)) edges.push({ spec: spec!, names: new Set(), reexport: null });
  for (const [, list, spec] of code.matchAll(REEXPORT)) edges.push({ spec: spec!, names: new Set(), reexport: new Map(specifiers(list!).map(([taken, given]) => [given, taken])) });
  for (const [, namespace, spec] of code.matchAll(STAR_REEXPORT)) edges.push({ spec: spec!, names: new Set(), reexport: namespace ? new Map() : ALL, namespace });
  const hasEsm = edges.length > 0 || /\bexport\b/.test(code);
  if (!hasEsm) return { edges, local: null };
  const local = new Set<string>();
  for (const match of code.matchAll(LOCAL_EXPORT)) local.add(match[1] ?? match[2] ?? 'default');
  for (const [, list] of code.matchAll(LOCAL_EXPORT_LIST)) for (const [, given] of specifiers(list!)) local.add(given);
  return { edges, local };
}

/** The package name of a bare import (`@apollo/client/react` → `@apollo/client`). */
const packageOf = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

/**
 * The modules of `roots` and what they use, name by name: a module reached through a package's index that re-exports
 * the whole package (Apollo Client's, graphql's) counts only for the names taken from it. Following every import of
 * such an index instead would count all of Apollo Client (its HTTP link, its mutation hooks) as used by the app.
 */
function usedModules(ctx: ChunkingContext, roots: string[], aliases: Record<string, string>): Set<string> {
  const parsed = new Map<string, Parsed>();
  const parsedOf = (id: string): Parsed => {
    let result = parsed.get(id);
    if (!result) parsed.set(id, (result = parse(ctx.getModuleInfo(id)?.code ?? '')));
    return result;
  };
  /** The module ids an import of `spec` from `importer` may be (more than one only where the spec is ambiguous). */
  const targets = (importer: string, spec: string, imported: string[]): string[] => {
    let path: string | null = null;
    if (spec.startsWith('.')) path = resolve(dirname(importer), spec);
    for (const [alias, folder] of Object.entries(aliases)) if (spec.startsWith(alias)) path = folder + spec.slice(alias.length);
    if (path) {
      const base = path.replace(/\.(m?js|tsx?)$/, '');
      const found = imported.filter((id) => id === path || id.replace(/\.(m?js|tsx?)$/, '') === base || id.startsWith(`${base}/index.`));
      if (found.length > 0) return found;
    } else if (spec.startsWith('virtual:')) {
      const found = imported.filter((id) => id.startsWith('\0') && id.endsWith(`:${spec.split('/').pop()}`));
      if (found.length > 0) return found;
    } else {
      const exact = imported.filter((id) => id.includes(`/node_modules/${spec}/`) || id.includes(`/node_modules/${spec}.`));
      const inPackage = imported.filter((id) => id.includes(`/node_modules/${packageOf(spec)}/`));
      // One subpath of a package per file is the rule; several (react-router and react-router/dom) take every candidate.
      if (exact.length === 1) return exact;
      if (inPackage.length > 0) return inPackage;
    }
    return [];
  };

  const asked = new Map<string, Names>();
  const used = new Set<string>();
  const queue: Array<[string, Names]> = roots.map((root) => [root, ALL]);
  while (queue.length > 0) {
    const [id, names] = queue.pop()!;
    const before = asked.get(id);
    // Nothing new: everything was asked for already, or these names were, or (no names: an import for its side effects) it is used.
    if (before === ALL) continue;
    const fresh: Names = names === ALL ? ALL : new Set([...names].filter((name) => !before?.has(name)));
    if (fresh !== ALL && (names === ALL || names.size > 0) && fresh.size === 0) continue;
    if (fresh !== ALL && names !== ALL && names.size === 0 && used.has(id)) continue;
    asked.set(id, fresh === ALL ? ALL : new Set([...(before ?? []), ...fresh]));
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const { edges, local } = parsedOf(id);
    const follow = (spec: string, next: Names) => {
      for (const target of targets(id, spec, info.importedIds)) queue.push([target, next]);
    };
    // Used when asked for everything, for its side effects, or for a name it defines: then its own imports are followed.
    const usesBody = local === null || fresh === ALL || fresh.size === 0 || [...fresh].some((name) => local.has(name));
    if (usesBody && !used.has(id)) {
      used.add(id);
      const shown = new Set<string>();
      for (const edge of edges) {
        const found = targets(id, edge.spec, info.importedIds);
        for (const target of found) shown.add(target);
        if (edge.reexport === null && edge.namespace === undefined) for (const target of found) queue.push([target, edge.names]);
      }
      // Imports the code does not show (CommonJS requires, helpers the build adds): followed whole.
      for (const imported of info.importedIds) if (!shown.has(imported)) queue.push([imported, ALL]);
    }
    // Re-exports: followed for the names asked for only.
    for (const edge of edges) {
      if (edge.namespace !== undefined) {
        if (fresh === ALL || fresh.has(edge.namespace)) follow(edge.spec, ALL);
      } else if (edge.reexport === ALL) {
        if (fresh === ALL) follow(edge.spec, ALL);
        else {
          const passed = new Set([...fresh].filter((name) => name !== 'default' && !local?.has(name)));
          if (passed.size > 0) follow(edge.spec, passed);
        }
      } else if (edge.reexport) {
        const taken = new Set<string>();
        for (const [given, name] of edge.reexport) if (fresh === ALL || fresh.has(given)) taken.add(name);
        if (taken.size > 0) follow(edge.spec, taken);
      }
    }
  }
  return used;
}

/** Vite's helpers (the preload helper): the page's entry imports them too, so they stay in a chunk of their own. */
const VITE_HELPER = /^\0vite\//;

/** React DOM and what it imports: its own chunk, which the page's entry asks for first (boot.ts). */
const REACT_DOM = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * The chunks of the JavaScript every page loads first (the target: /news at most 150 KB gzip): React DOM with
 * React in one, and what else the app (`app`, the module boot.ts loads after the first paint) uses in one more, instead
 * of the dozen files the bundler cut that set into at the seams of what route chunks share as well (Apollo's hooks,
 * rxjs, the router, a few rules), each compressed on its own and each importing and exporting its names: 163.3 ->
 * 159.3 KB gzip. Modules the `others` entries use as well (the GraphQL sandbox's page) stay out of both, so that page
 * does not load the app. `aliases` are the build's import aliases (`@/` → client/src/).
 *
 * Which modules the app uses is read from the module graph the bundler hands over (each module's code and the ids it
 * imports), name by name through packages' index modules (usedModules). The reading decides only which chunk a
 * module goes in: one it misjudges still loads where the bundler would have put it (a module the app does not use,
 * put in `app-core`, would make the first JavaScript larger, which the production bundle's budget test shows).
 */
export function initialChunks(app: string, others: string[], aliases: Record<string, string>): CodeSplitting {
  let initial: Set<string> | null = null;
  const initialModules = (ctx: ChunkingContext): Set<string> => {
    if (initial) return initial;
    const found = usedModules(ctx, [app], aliases);
    for (const id of usedModules(ctx, others, aliases)) if (!REACT_DOM.test(id)) found.delete(id);
    return (initial = found);
  };
  return {
    // A captured module's imports are captured by their own test, not dragged along (Vite's preload helper stays apart).
    includeDependenciesRecursively: false,
    groups: [
      {
        name: (id, ctx) => {
          // Style sheets stay where Vite puts them (the entry's sheet, or a route's); the app's own module stays its chunk.
          if (id === app || /\.css($|\?)/.test(id) || VITE_HELPER.test(id) || !initialModules(ctx).has(id)) return null;
          return REACT_DOM.test(id) ? 'react-dom' : 'app-core';
        },
      },
    ],
  };
}
