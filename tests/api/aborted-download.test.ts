import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app';
import { CLIENT_BUILDS } from '../support/client-build';

let app: AppProcess;
beforeAll(async () => {
  app = await startAppProcess();
});
afterAll(async () => {
  await app?.stop();
});

/** The largest precompressed asset of the build: the one a closed tab most likely leaves half sent. */
function largestBrotliAsset(): string {
  const dir = join(CLIENT_BUILDS.production, 'assets');
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith('.br'))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/assets/${largest!.slice(0, -'.br'.length)}`;
}

/** Asks for `path` in brotli and drops the connection at the first bytes of the answer, as a tab closed mid-download. */
function abortMidDownload(port: number, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n\r\n`));
    socket.once('data', () => {
      socket.resetAndDestroy();
      resolve();
    });
    // A server that went down resets the connection: the check below says so.
    socket.once('error', () => resolve());
  });
}

describe('a precompressed file whose client goes away while it is sent', () => {
  it('leaves the server serving (the failed send is not answered again)', async () => {
    const path = largestBrotliAsset();
    for (let attempt = 0; attempt < 20; attempt += 1) await abortMidDownload(app.port, path);
    // The server notices each abort a moment later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(app.child.exitCode).toBeNull();
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
