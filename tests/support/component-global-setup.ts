import type { TestProject } from 'vitest/node';
import { startAppProcess } from './app';
import { ensureClientBuild } from './client-build';
import { ensureServerBundle } from './server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The component tests' server (tests/support/render-app.tsx). */
    componentServerUrl: string;
  }
}

/**
 * The component tests' server: the real server (bundle, embedded store in a fresh folder, demo
 * data seeded) in its own process, one for the project's run. It runs apart from the tests
 * because they run in happy-dom, whose globals (URL, fetch, events) are a page's, not Node's.
 * Tests sign in as players of their own, so they share it without meeting.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await Promise.all([ensureClientBuild('production'), ensureServerBundle()]);
  const app = await startAppProcess();
  project.provide('componentServerUrl', app.url);
  return async () => {
    await app.stop();
  };
}
