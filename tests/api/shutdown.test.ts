import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { childEnv, graphql, ROOT, startAppProcess, TEST_ENV, type AppProcess } from '../support/app';
import { serverBundle } from '../support/server-bundle';
import { socketClient } from '../support/ws';

/** Resolves when the process has printed a log line with this message. */
async function logged(app: AppProcess, msg: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!app.logs.some((entry) => entry.msg === msg)) {
    if (Date.now() > deadline) throw new Error(`No "${msg}" log line within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Starts a GraphQL POST whose body arrives in two parts; the request stays in flight until
 * `finish()` sends the rest. `reached` resolves once the server has read the request's head (it
 * answers `Expect: 100-continue`), so a test knows the request is the server's, not the network's.
 * `response` resolves with the status and the body text.
 */
function slowRequest(url: string, query: string) {
  const body = JSON.stringify({ query });
  const half = Math.floor(body.length / 2);
  const req = request(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const reached = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
  });
  void reached.then(() => req.write(body.slice(0, half)));
  req.flushHeaders();
  return { response, reached, finish: () => req.end(body.slice(half)) };
}

/** Runs the server entry to its exit, for start-up failures: the compiled bundle production runs, as startAppProcess does. */
async function runToExit(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--enable-source-maps', await serverBundle()], {
    cwd: ROOT,
    env: childEnv({ ...TEST_ENV, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

describe('process lifecycle', () => {
  it('on SIGTERM finishes a running request, closes subscriptions, exits 0, and a restart finds every document', async () => {
    const app = await startAppProcess();
    const before = await graphql(app.url, '{ news(first: 100) { totalCount edges { node { id title } } } }');
    expect(before.data!.news.totalCount).toBeGreaterThan(0);

    const socket = socketClient(app.url);
    const closed = new Promise<void>((resolve) => socket.on('closed', () => resolve()));
    const connected = new Promise<void>((resolve) => socket.on('connected', () => resolve()));
    const stopSubscription = socket.subscribe({ query: 'subscription { newsChanged { id } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    await connected;

    const slow = slowRequest(app.url, '{ news(first: 3) { totalCount } }');
    await slow.reached;
    const exited = once(app.child, 'exit');
    app.child.kill('SIGTERM');
    await logged(app, 'Shutting down');
    slow.finish();

    const answered = await slow.response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text)).toEqual({ data: { news: { totalCount: before.data!.news.totalCount } } });
    await closed;
    stopSubscription();
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    await logged(app, 'Stopped', 0);

    const again = await startAppProcess({}, app.dataDir);
    try {
      const after = await graphql(again.url, '{ news(first: 100) { totalCount edges { node { id title } } } }');
      expect(after.data).toEqual(before.data);
      // Nothing was seeded again: the first run's documents and seed markers were all on disk.
      expect(again.logs.some((entry) => entry.msg === 'Seeded the store')).toBe(false);
    } finally {
      expect(await again.stop()).toBe(0);
      // The first run's process has exited: this removes the data folder both runs used.
      await app.stop();
    }
    // Two processes started in turn, each once its render thread has loaded the client's server entry.
  }, 60_000);

  it('runs the graceful shutdown to the end outside NODE_ENV=test: store closed, "Stopped", exit 0', async () => {
    // Apollo installs its own signal handlers unless NODE_ENV is test; they must not cut ours short.
    const app = await startAppProcess({ NODE_ENV: 'development' });
    const exited = once(app.child, 'exit');
    app.child.kill('SIGTERM');
    const [code, signal] = (await exited) as [number | null, string | null];
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    await logged(app, 'Stopped', 0);
    await app.stop();
  });

  it('exits 1 naming PORT on standard error when PORT is not a number', async () => {
    const { code, stdout, stderr } = await runToExit({ PORT: 'abc' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toMatch(/PORT .*\(got "abc"\)/);
    expect(stdout).not.toContain('Almanac is listening');
  });
});
