import { cp, readFile, access } from 'node:fs/promises';
import { join } from 'node:path';
import { CLIENT_BUILDS } from './client-build';
import { tempDir } from './temp';

/**
 * A private copy of the built client for one test file. The server reads index.html once at
 * start, so a rebuild of the test client by another test run in the same tree (new asset hashes)
 * would otherwise break every page of a server that is still running.
 */
export async function snapshotClient(): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await tempDir('almanac-client-');
  await cp(CLIENT_BUILDS.production, dir.path, { recursive: true });
  const html = await readFile(join(dir.path, 'index.html'), 'utf8');
  for (const [, asset] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) await access(join(dir.path, asset!));
  return dir;
}
