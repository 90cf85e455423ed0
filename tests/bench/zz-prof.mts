import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { print } from 'graphql';
import autocannon from 'autocannon';
import { NewsPageDocument, SiteSearchDocument } from '../../client/src/gql/graphql';
import { freePort } from './harness';
import { tempDir } from '../support/temp';
const which = process.argv[2] ?? 'news';
const dir = await tempDir('prof-');
const port = await freePort();
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/tags-prof', '--import', 'tsx', 'server/src/index.ts'], {
  env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dir.path, SEED_DEMO_DATA: 'true', RATE_LIMIT_PER_MINUTE: '100000000', HOST: '127.0.0.1', PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
for (;;) { if (await fetch(url + '/healthz').then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)); }
const body = which === 'news' ? JSON.stringify({ query: print(NewsPageDocument), variables: { first: 10 } })
  : which === 'search' ? JSON.stringify({ query: print(SiteSearchDocument), variables: { query: 'steel', perKind: 5 } })
  : JSON.stringify({ query: '{ __typename }' });
const r = await autocannon({ url: url + '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body, connections: 50, duration: 10 });
console.log(which, r.requests.average, 'req/s', r.non2xx, 'non2xx');
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
await dir.remove();
