import { ensureClientBuild } from './client-build';

/** The browser tests run the production bundle, built once and reused while its sources do not change. */
export default async function setup(): Promise<void> {
  await ensureClientBuild('production');
}
