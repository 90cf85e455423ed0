import { ensureClientBuild } from './client-build';
import { ensureServerBundle } from './server-bundle';

/** The development pages' project runs the development bundle (it has /debug/builds), on the server bundle. */
export default async function setup(): Promise<void> {
  await Promise.all([ensureClientBuild('development'), ensureServerBundle()]);
}
