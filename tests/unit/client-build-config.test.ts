import { describe, expect, it } from 'vitest';
import type { UserConfig, UserConfigFnObject } from 'vite';
import { fileURLToPath } from 'node:url';
import viteConfig from '../../client/vite.config';
import { graphqlDocumentImports } from '../../client/graphql-documents-plugin';

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
