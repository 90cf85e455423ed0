import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One `npm test` runs four projects: unit (pure rules), api (real server over HTTP and
 * WebSocket on the embedded store), contract (store engines) and e2e (the built client in
 * Debian's Chromium). The summary reporter ends the run with "N passed, N failed".
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
    reporters: ['default', './tests/support/summary-reporter.ts'],
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 180_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // Browser tests run after the other projects, one file at a time: each file starts a
          // server and Chromium, and on two cores running them beside the load tests made
          // timings flaky (load average above 30).
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/support/e2e-global-setup.ts'],
          // A page load or a live update can take longer than expect.poll's 1 s default on a busy machine.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
