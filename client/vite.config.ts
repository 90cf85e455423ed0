import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocumentImports } from './graphql-documents-plugin';
import { precompress } from './precompress-plugin';
import { embedScripts } from './embed-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The client: the site (index.html) and the GraphQL sandbox (sandbox.html), built into dist/client. */
export default defineConfig(({ mode }) => ({
  root,
  plugins: [graphqlDocumentImports(fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url))), react(), embedScripts(), precompress()],
  resolve: {
    alias: {
      '@game': fileURLToPath(new URL('../server/game-data', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    // Source maps for development builds only: the production build ships none (review F20).
    sourcemap: mode !== 'production',
    // The sandbox page bundles GraphiQL (over 1 MB); the site itself stays far below.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        sandbox: fileURLToPath(new URL('./sandbox.html', import.meta.url)),
      },
    },
  },
}));
