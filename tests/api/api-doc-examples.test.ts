import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startTestServer, type TestServer } from '../support/app';

/**
 * The examples for tooling authors in docs/api.md run as written against a real server, so a
 * tool author who copies one gets a working program: each block marked `<!-- example: name -->`
 * is copied with `localhost:3000` changed to the test server's address and run (`sh` blocks with
 * bash, `js` blocks with node as a module, from a folder inside the project so the packages
 * resolve).
 */
const run = promisify(execFile);
let server: TestServer;
let dir: string;
const examples = new Map<string, { lang: string; code: string }>();

beforeAll(async () => {
  const readme = await readFile(join(ROOT, 'docs', 'api.md'), 'utf8');
  for (const match of readme.matchAll(/<!-- example: ([\w-]+) -->\n```(\w+)\n([^]*?)\n```/g)) examples.set(match[1]!, { lang: match[2]!, code: match[3]! });
  server = await startTestServer();
  await mkdir(join(ROOT, 'dist'), { recursive: true });
  dir = await mkdtemp(join(ROOT, 'dist', 'api-doc-examples-'));
});
afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function runExample(name: string): Promise<string> {
  const example = examples.get(name);
  if (!example) throw new Error(`docs/api.md has no example named ${name}`);
  const host = new URL(server.url).host;
  const code = example.code.replaceAll('localhost:3000', host);
  const file = join(dir, `${name}.${example.lang === 'sh' ? 'sh' : 'mjs'}`);
  await writeFile(file, code);
  const { stdout } = await run(example.lang === 'sh' ? 'bash' : process.execPath, [file], { cwd: dir, timeout: 20_000 });
  return stdout;
}

const hasGraphqlRequest = (() => {
  try {
    createRequire(import.meta.url).resolve('graphql-request');
    return true;
  } catch {
    return false;
  }
})();
if (!hasGraphqlRequest) console.warn('api-doc-examples: the graphql-request example is skipped: graphql-request is not installed (it is not a dependency of Almanac; install it with npm install --no-save graphql-request to run this example).');

describe('the examples of docs/api.md run as written', () => {
  it('lists the five examples', () => {
    expect([...examples.keys()]).toEqual(['curl', 'graphql-request', 'apollo-client', 'graphql-ws', 'graphql-sse']);
  });

  it('curl: a POST and a GET', async () => {
    const [post, get] = (await runExample('curl')).trim().split('\n').map((line) => JSON.parse(line) as { data: Record<string, any> });
    expect(post!.data.news.edges).toHaveLength(3);
    expect(get!.data.monster).toMatchObject({ name: 'Rat King' });
  });

  it.skipIf(!hasGraphqlRequest)('graphql-request', async () => {
    expect(await runExample('graphql-request')).toMatch(/^Rat King \d+ \d+\n$/);
  });

  it('Apollo Client with persisted queries', async () => {
    const lines = (await runExample('apollo-client')).trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^.+ by .+: \d+ likes$/);
  });

  it('graphql-ws and graphql-sse give the same first list', async () => {
    const socket = await runExample('graphql-ws');
    const sse = await runExample('graphql-sse');
    expect(socket).toMatch(/^.+ \(\d+\)(, .+ \(\d+\))*\n$/);
    expect(sse).toBe(socket);
  });
});
