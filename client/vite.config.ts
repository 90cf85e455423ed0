import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';
import { graphqlDocumentImports } from './graphql-documents-plugin';
import { precompress } from './precompress-plugin';
import { reactRouterPureAnnotations } from './pure-annotations-plugin';
import { embedScripts } from './embed-plugin';
import { initialChunks } from './initial-chunks';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The chunks of every page's first JavaScript (initial-chunks.ts names them; `main` is the entry and the app, the others the bundler's helpers). */
const INITIAL_FILE = /(^|\/)(react-dom|app-core|main|preload-helper|rolldown-runtime)-[\w-]+\.js$/;

/** Where the server entry is built, inside the client's output: a dot folder, which the static file server never sends. */
export const SSR_FOLDER = '.ssr';

/**
 * The client: the site (index.html) and the GraphQL sandbox (sandbox.html), built into dist/client.
 * With `--ssr` (`vite build --ssr`): the server entry (src/entry-server.tsx) for server rendering,
 * into `<client output>/.ssr/entry-server.js`, run after the client build (which empties the folder).
 * It bundles every package it uses, so it runs wherever the folder is (the server's production
 * install has no React, React Router or Apollo Client); what it hands the server are plain values
 * (GraphQL documents are plain objects, whichever copy of graphql made them).
 */
export default defineConfig(({ mode, command, isSsrBuild }): UserConfig => ({
  root,
  plugins: [graphqlDocumentImports(fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url))), reactRouterPureAnnotations(), react(), ...(isSsrBuild ? [] : [embedScripts(), precompress()])],
  resolve: {
    // rxjs (Apollo Client's) in its ES2015 build: classes instead of ES5 with tslib's helpers, smaller in the page's
    // first JavaScript. The server entry's build keeps its own conditions.
    conditions: ['es2015', ...defaultClientConditions],
    alias: [
      // React Router's production build in a production build (the package's exports name only its development build,
      // which differs by the one flag that keeps its developer warnings): the warnings' code out of the page's first
      // JavaScript and out of the server entry. `npm run dev` keeps the warnings.
      ...(command === 'build' && mode === 'production'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]
        : []),
      { find: '@game', replacement: fileURLToPath(new URL('../server/game-data', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  // The server entry's React is the mode's build, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') } : undefined,
  // `npm run dev` loads the entry with the packages from node_modules.
  ssr: command === 'build' ? { noExternal: true } : undefined,
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL(`../dist/client/${SSR_FOLDER}`, import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        rolldownOptions: { input: { 'entry-server': fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)) } },
      }
    : {
        outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
        emptyOutDir: true,
        // The manifest (.vite/manifest.json, a dot folder the static file server never sends): which style sheets a
        // route's page module needs, linked by the server in the head of a page it renders (render-page.ts).
        manifest: true,
        // Source maps for development builds only: the production build ships none (review F20).
        sourcemap: mode !== 'production',
        // The sandbox page bundles GraphiQL (over 1 MB); the site itself stays far below.
        chunkSizeWarningLimit: 2000,
        modulePreload: {
          // No polyfill: every browser the build targets preloads modules itself (one that did not would only lose the head start).
          polyfill: false,
          // A page's chunks preload what they import, less what every page has loaded before any of them runs (the
          // entry, React DOM, the app's core): those are in the page's first JavaScript, so naming them in every route's
          // list only made that JavaScript larger.
          // The entry's own imports of the app and React DOM keep theirs: that is how the app's chunks come at once.
          resolveDependencies: (file, dependencies) => (INITIAL_FILE.test(file) ? dependencies : dependencies.filter((dependency) => !INITIAL_FILE.test(dependency))),
        },
        rolldownOptions: {
          input: {
            main: fileURLToPath(new URL('./index.html', import.meta.url)),
            sandbox: fileURLToPath(new URL('./sandbox.html', import.meta.url)),
          },
          // The JavaScript every page loads first in two files (React DOM, and what else the app uses), not a dozen.
          output: {
            codeSplitting: initialChunks(fileURLToPath(new URL('./src/main.tsx', import.meta.url)), [fileURLToPath(new URL('./src/sandbox/main.tsx', import.meta.url))], {
              '@game/': fileURLToPath(new URL('../server/game-data/', import.meta.url)),
              '@/': fileURLToPath(new URL('./src/', import.meta.url)),
            }),
          },
        },
      },
}));
