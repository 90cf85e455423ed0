import { build } from 'vite';
import { ROOT } from './app';

/**
 * Browser tests run against the real built client, built once per run as `npm start` builds it
 * (minified, with the non-production routes such as /debug/builds).
 */
export default async function setup(): Promise<void> {
  await build({ configFile: `${ROOT}client/vite.config.ts`, mode: 'development', logLevel: 'warn' });
}
