import { ensureChildBundle } from './child-bundle';
import { ensureServerBundle } from './server-bundle';

/**
 * The contract tests start real processes: their child scripts from the children's bundle and
 * the server from the server bundle, both built here once before any file runs (not inside the
 * first test that needs one, on its clock).
 */
export default async function setup(): Promise<void> {
  await Promise.all([ensureChildBundle({ prune: true }), ensureServerBundle()]);
}
