import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One `npm test` runs seven projects: unit (pure rules), component (the client's UI logic in happy-dom
 * against the real server), api (real server over HTTP and
 * WebSocket on the embedded store), contract (store engines), build (the production bundle's
 * files), e2e (the production bundle in Debian's Chromium) and e2e-dev
 * (the development-only pages). The summary reporter ends the run with "N passed, N failed".
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@game\//, replacement: `${fileURLToPath(new URL('./server/game-data', import.meta.url))}/` },
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./client/src', import.meta.url))}/` },
      // Libraries load graphql's CommonJS build; our sources must share that one instance
      // (a second copy fails with "Cannot use GraphQLSchema from another module or realm").
      { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
    ],
  },
  test: {
    // The timing table (where the run's time went) sits just above the closing line, within the part of the log CI shows.
    reporters: ['default', './tests/support/timing-reporter.ts', './tests/support/summary-reporter.ts'],
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Pure rules: the files share one module graph per worker instead of importing it each.
        test: { name: 'unit', isolate: false, include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        // Some API tests read the served pages (head tags, the build card): the production bundle.
        // Every file starts its own server on its own store, so the files share the imported server
        // code (not isolated): half the project's time went to importing it again for each file.
        test: { name: 'api', isolate: false, include: ['tests/api/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, globalSetup: ['./tests/support/e2e-global-setup.ts'] },
      },
      {
        extends: true,
        // The UI's logic without a browser: the real client drawn by React into happy-dom against the real server
        // (tests/support/render-app.tsx). What needs a real browser (layout, focus in Chromium, axe, real
        // navigation, the service worker, other origins, JavaScript off) stays in e2e.
        test: { name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'happy-dom', globalSetup: ['./tests/support/component-global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        // Child processes and servers start from bundles the global setup builds (tests/support/child-bundle.ts).
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], globalSetup: ['./tests/support/contract-global-setup.ts'], testTimeout: 60_000, hookTimeout: 180_000 },
      },
      {
        extends: true,
        // Checks of the production bundle's files: they need its build, not a browser.
        // A started production server's first answers take seconds on a loaded machine: not vitest's 5 s default.
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], testTimeout: 30_000, globalSetup: ['./tests/support/e2e-global-setup.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // Browser tests run on the production bundle (what players get), after the other
          // projects, one file at a time (E2E_WORKERS=2: two). Two at a time was measured on a
          // clean clone (December): the browser project's span went from 1,496 s to 1,628 s, each
          // file taking twice as long on two cores, and waits that held alone raced; each file has
          // its own server and store, and a worker's files share one Chromium.
          sequence: { groupOrder: 1 },
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
          // A worker imports playwright-core and the support modules once for all its files.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/support/e2e-global-setup.ts'],
          // The next file's server starts while the current file runs (tests/support/app.ts, defaultAppProcess).
          env: { SPARE_APP_SERVER: '1' },
          // A page load or a live update can take longer than expect.poll's 1 s default on a busy machine.
          expect: { poll: { timeout: 10_000 } },
          // On CI a browser test that fails is run once more (Playwright's own advice for CI), and the summary names every
          // test that passed only then (summary-reporter.ts): on two shared cores a wait that holds alone can race once.
          retry: process.env.CI ? 1 : 0,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-dev',
          // The development-only pages, on the development bundle `npm start` serves.
          sequence: { groupOrder: 2 },
          include: ['tests/e2e-dev/**/*.test.ts'],
          globalSetup: ['./tests/support/e2e-dev-global-setup.ts'],
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
