import { ensureClientBuild } from './client-build';

/** The development pages' project runs the development bundle (it has /debug/builds). */
export default async function setup(): Promise<void> {
  await ensureClientBuild('development');
}
