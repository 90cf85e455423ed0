import { ensureClientBuild } from './client-build';
import { ensureServerBundle } from './server-bundle';

/**
 * The browser tests run the production bundle, built once and reused while its sources do not
 * change, on the server bundle production runs (built once here too, beside it).
 */
export default async function setup(): Promise<void> {
  await Promise.all([ensureClientBuild('production'), ensureServerBundle({ prune: true })]);
}
