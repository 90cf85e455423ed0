import { describe, expect, it } from 'vitest';
import type { UserConfig, UserConfigFnObject } from 'vite';
import { fileURLToPath } from 'node:url';
import viteConfig from '../../client/vite.config';
import { graphqlDocumentImports } from '../../client/graphql-documents-plugin';
import { initialChunks } from '../../client/initial-chunks';
import { reactRouterPureAnnotations } from '../../client/pure-annotations-plugin';

describe('the client build (F20)', () => {
  const build = (mode: string) => ((viteConfig as UserConfigFnObject)({ mode, command: 'build' }) as UserConfig).build!;

  it('ships no source maps in the production build, and keeps them in development builds', () => {
    expect(build('production').sourcemap).toBe(false);
    expect(build('development').sourcemap).toBe(true);
  });
});

describe('typed documents in the client build', () => {
  const plugin = graphqlDocumentImports(fileURLToPath(new URL('../../client/src/gql/graphql.ts', import.meta.url)));
  const transform = (code: string) => {
    const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
    return hook.call({}, code, '/work/client/src/app/router.tsx')?.code ?? code;
  };

  it('loads a document imported by name from its own module, not from the whole generated file', () => {
    const code = transform("import { ItemsPageDocument, NewsPageDocument } from '@/gql/graphql';\nuse(NewsPageDocument, ItemsPageDocument);");
    expect(code).not.toContain("'@/gql/graphql'");
    expect(code).toContain("import { ItemsPageDocument } from 'virtual:almanac-gql/ItemsPageDocument';");
    expect(code).toContain("import { NewsPageDocument } from 'virtual:almanac-gql/NewsPageDocument';");
  });

  it('loads documents imported beside type-only names from their own modules; the types are erased', () => {
    const code = transform("import { MonstersPageDocument, NewsPageDocument, type MonstersPageQuery } from '@/gql/graphql';\nuse(MonstersPageDocument, NewsPageDocument);");
    expect(code).toContain("import type { MonstersPageQuery } from '@/gql/graphql';");
    expect(code).not.toMatch(/^import \{[^}]*\} from '@\/gql\/graphql'/m);
    expect(code).toContain("import { MonstersPageDocument } from 'virtual:almanac-gql/MonstersPageDocument';");
    expect(code).toContain("import { NewsPageDocument } from 'virtual:almanac-gql/NewsPageDocument';");
  });

  it('leaves an import of anything but generated documents as it is', () => {
    const statement = "import { BuildClass, NewsPageDocument } from '@/gql/graphql';";
    expect(transform(`${statement}\nuse(BuildClass);`)).toContain(statement);
    expect(transform("import { NoSuchDocument } from '@/gql/graphql';")).toContain("from '@/gql/graphql'");
  });

  it('replaces a graphql() call by an import of its generated document', () => {
    const code = transform('const Q = graphql(`\n  query NewsPage($first: Int!) { news(first: $first) { totalCount } }\n`);');
    expect(code).toContain("import { NewsPageDocument as __document_NewsPageDocument } from 'virtual:almanac-gql/NewsPageDocument';");
    expect(code).toContain('const Q = __document_NewsPageDocument;');
  });
});

describe("React Router's pure marks in the client build", () => {
  const plugin = reactRouterPureAnnotations();
  const transform = (code: string, id = '/app/node_modules/react-router/dist/development/chunk-ABC.mjs') => {
    const hook = plugin.transform as { filter: { id: RegExp }; handler: (code: string, id: string) => { code: string } | null };
    return hook.filter.id.test(id) ? (hook.handler.call({}, code, id)?.code ?? code) : code;
  };

  it('marks its module-level components and contexts pure and blanks their names, line for line', () => {
    const code = 'var Form = React10.forwardRef(\n  function FormImpl() {}\n);\nForm.displayName = "Form";\nvar RouteContext = React.createContext(null);\n';
    const marked = transform(code);
    expect(marked).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(marked).toContain('var RouteContext = /* @__PURE__ */ React.createContext(null);');
    expect(marked).not.toContain('displayName');
    expect(marked.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves calls inside functions, other writes and other packages as they are', () => {
    const code = '  let FetcherForm2 = React10.forwardRef(\nlocation.state = "x";\nvar Link = React10.forwardRef(';
    expect(transform(code)).toContain('  let FetcherForm2 = React10.forwardRef(');
    expect(transform(code)).toContain('location.state = "x";');
    expect(transform(code, '/app/node_modules/other/dist/index.mjs')).toBe(code);
  });
});

describe('the chunks of the JavaScript every page loads first', () => {
  /** A module graph as the bundler hands it to the chunking: each module's code and the ids it imports. */
  const graph: Record<string, { code: string; importedIds: string[] }> = {
    '/app/src/main.tsx': {
      code: 'import { Client, useQuery } from "lib";\nimport * as tools from "./tools";\nimport "./boot.css";\nuse(Client, useQuery, tools);',
      importedIds: ['/app/node_modules/lib/index.js', '/app/src/tools.ts', '/app/src/boot.css', '/app/node_modules/react-dom/client.js'],
    },
    '/app/src/tools.ts': { code: 'export const a = 1;', importedIds: [] },
    '/app/src/route.tsx': { code: 'import { HttpLink, useMutation } from "lib";', importedIds: ['/app/node_modules/lib/index.js'] },
    '/app/src/boot.css': { code: '', importedIds: [] },
    '/app/node_modules/lib/index.js': {
      code: 'export { Client } from "./client.js";\nexport { HttpLink } from "./http.js";\nexport * from "./hooks/index.js";',
      importedIds: ['/app/node_modules/lib/client.js', '/app/node_modules/lib/http.js', '/app/node_modules/lib/hooks/index.js'],
    },
    '/app/node_modules/lib/client.js': { code: 'import { shared } from "./shared.js";\nexport class Client {}', importedIds: ['/app/node_modules/lib/shared.js'] },
    '/app/node_modules/lib/shared.js': { code: 'export const shared = 1;', importedIds: [] },
    '/app/node_modules/lib/http.js': { code: 'import { shared } from "./shared.js";\nexport class HttpLink {}', importedIds: ['/app/node_modules/lib/shared.js'] },
    '/app/node_modules/lib/hooks/index.js': {
      code: 'export * from "./useQuery.js";\nexport * from "./useMutation.js";',
      importedIds: ['/app/node_modules/lib/hooks/useQuery.js', '/app/node_modules/lib/hooks/useMutation.js'],
    },
    '/app/node_modules/lib/hooks/useQuery.js': { code: 'export function useQuery() {}', importedIds: [] },
    '/app/node_modules/lib/hooks/useMutation.js': { code: 'export function useMutation() {}', importedIds: [] },
    // CommonJS: no ES imports to read, so everything it requires is used.
    '/app/node_modules/react-dom/client.js': { code: 'module.exports = require("./cjs/client.js");', importedIds: ['/app/node_modules/react-dom/cjs/client.js'] },
    '/app/node_modules/react-dom/cjs/client.js': { code: 'exports.hydrateRoot = 1;', importedIds: [] },
    '/app/src/sandbox.tsx': { code: 'import { a } from "./tools";', importedIds: ['/app/src/tools.ts'] },
  };
  const ctx = { getModuleInfo: (id: string) => (graph[id] ? { id, ...graph[id] } : null) };
  const { groups, includeDependenciesRecursively } = initialChunks('/app/src/main.tsx', ['/app/src/sandbox.tsx'], { '@/': '/app/src/' });
  const name = groups![0]!.name as (id: string, context: typeof ctx) => string | null;
  const chunkOf = (id: string) => name(id, ctx as never);

  it('puts what the app uses into one chunk and React DOM into another', () => {
    expect(chunkOf('/app/node_modules/lib/client.js')).toBe('app-core');
    expect(chunkOf('/app/node_modules/lib/shared.js')).toBe('app-core');
    expect(chunkOf('/app/node_modules/lib/hooks/useQuery.js')).toBe('app-core');
    expect(chunkOf('/app/node_modules/react-dom/client.js')).toBe('react-dom');
    expect(chunkOf('/app/node_modules/react-dom/cjs/client.js')).toBe('react-dom');
    expect(includeDependenciesRecursively).toBe(false);
  });

  it("leaves out what only a package's index re-exports and the app does not take: another route's link, another hook", () => {
    expect(chunkOf('/app/node_modules/lib/http.js')).toBeNull();
    expect(chunkOf('/app/node_modules/lib/hooks/useMutation.js')).toBeNull();
    expect(chunkOf('/app/src/route.tsx')).toBeNull();
  });

  it('leaves out the app module itself, style sheets, and what the other pages (the sandbox) use too', () => {
    expect(chunkOf('/app/src/main.tsx')).toBeNull();
    expect(chunkOf('/app/src/boot.css')).toBeNull();
    expect(chunkOf('/app/src/tools.ts')).toBeNull();
  });
});
