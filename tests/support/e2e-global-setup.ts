import { build } from 'vite';
import { ROOT } from './app';

/** Browser tests run against the real production build of the client: build it once per run. */
export default async function setup(): Promise<void> {
  await build({ configFile: `${ROOT}client/vite.config.ts`, logLevel: 'warn' });
}
