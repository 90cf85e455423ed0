import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([\s\S]*?)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/** The codegen client preset's export name for an operation or fragment. */
function exportName(kind: string, name: string): string {
  const pascal = name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');
  return kind === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
}

const VIRTUAL = 'virtual:almanac-gql/';
/** `import { NewsPageDocument, ... } from '@/gql/graphql'`: documents imported by name. */
const NAMED_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'@\/gql\/graphql';?$/gm;
const RESOLVED = '\0almanac-gql:';

/**
 * Replaces each `graphql(`...`)` call with an import of that one typed document from the
 * generated `graphql.ts`, as the client preset's Babel plugin does (this build has no Babel).
 * Without it, the preset's lookup table pulls every operation of the site into the first
 * bundle; with it, each route's documents load with the route. Each document is served as a
 * module of its own (its JSON, taken from `graphql.ts`), because the bundler keeps one module
 * whole: importing from `graphql.ts` itself put every document the site uses into the first
 * bundle.
 */
export function graphqlDocumentImports(generatedFile: string): Plugin {
  let exported: Set<string> | null = null;
  const exports = () =>
    (exported ??= new Set([...readFileSync(generatedFile, 'utf8').matchAll(/export const (\w+) = /g)].map((m) => m[1]!)));
  return {
    name: 'almanac:graphql-document-imports',
    enforce: 'pre',
    buildStart() {
      exported = null;
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `${RESOLVED}${source.slice(VIRTUAL.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const match = new RegExp(`^export const ${name} = (\\{.*\\}) as unknown as DocumentNode`, 'm').exec(readFileSync(generatedFile, 'utf8'));
      if (!match) throw new Error(`${name} is not generated; run npm run codegen`);
      return `export const ${name} = ${match[1]};`;
    },
    transform(code, id) {
      if (!/\/client\/src\/.*\.tsx?$/.test(id) || id.includes('/client/src/gql/')) return null;
      if (!code.includes('graphql(`') && !code.includes("from '@/gql/graphql'")) return null;
      const imports = new Map<string, string>();
      // A document imported by name (a route loader's) loads as its own module too: importing
      // it from graphql.ts would bring every document of the site along.
      const unnamed = code.replace(NAMED_IMPORT, (statement, list: string) => {
        // Type-only names (`type MonstersPageQuery`) have no value to load: TypeScript erases them.
        const names = list.split(',').map((name) => name.trim()).filter((name) => name !== '' && !name.startsWith('type '));
        if (!names.every((name) => /^\w+(Document|FragmentDoc)$/.test(name) && exports().has(name))) return statement;
        const types = list.split(',').map((name) => name.trim()).filter((name) => name.startsWith('type ')).map((name) => name.slice('type '.length).trim());
        const typeImport = types.length > 0 ? `import type { ${types.join(', ')} } from '@/gql/graphql';\n` : '';
        return typeImport + names.map((name) => `import { ${name} } from '${VIRTUAL}${name}';`).join('\n');
      });
      const transformed = unnamed.replace(CALL, (_call, source: string) => {
        const definition = DEFINITION.exec(source);
        if (!definition) throw new Error(`${id}: a graphql() document without a named operation or fragment`);
        const name = exportName(definition[1]!, definition[2]!);
        if (!exports().has(name)) throw new Error(`${id}: ${name} is not generated; run npm run codegen`);
        const local = `__document_${name}`;
        imports.set(name, local);
        return local;
      });
      const header = [...imports].map(([name, local]) => `import { ${name} as ${local} } from '${VIRTUAL}${name}';`).join('\n');
      return { code: `${header}\n${transformed}`, map: null };
    },
  };
}
