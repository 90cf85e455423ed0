import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicCompression, precompressedStatic } from '../../server/src/http/pages/precompressed';
import { pickEncoding } from '../../server/src/serving/encoding';
import { startTestServer, type TestServer } from '../support/app';
import { tempDir } from '../support/temp';

/** Raw HTTP (fetch would decompress and hide the encoding): status, headers and body bytes. */
async function rawGet(url: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('pickEncoding', () => {
  const both = { br: true, gzip: true };
  it.each([
    ['gzip, deflate, br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['*', both, 'br'],
    ['*, br;q=0', both, 'gzip'],
    ['identity', both, null],
    ['br', { br: false, gzip: true }, null],
    ['gzip;q=0', both, null],
    [undefined, both, null],
  ] as const)('%s with %o takes %s', (header, available, expected) => {
    expect(pickEncoding(header, available)).toBe(expected);
  });
});

describe('precompressed built files', () => {
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
  let server: Server;
  let base: string;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    dir = await tempDir();
    await writeFile(join(dir.path, 'app-123.js'), script);
    await writeFile(join(dir.path, 'app-123.js.br'), brotliCompressSync(script));
    await writeFile(join(dir.path, 'app-123.js.gz'), gzipSync(script));
    await writeFile(join(dir.path, 'only-gzip.css'), 'body{}'.repeat(300));
    await writeFile(join(dir.path, 'only-gzip.css.gz'), gzipSync('body{}'.repeat(300)));
    const app = express();
    app.use(dynamicCompression());
    app.use('/assets', await precompressedStatic(dir.path, { maxAge: '365d', immutable: true }));
    app.use('/assets', express.static(dir.path, { maxAge: '365d', immutable: true }));
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  });
  afterAll(async () => {
    server?.close();
    await dir?.remove();
  });

  it('sends the brotli copy to a browser that takes it, typed, immutable and varying on Accept-Encoding', async () => {
    const response = await rawGet(`${base}/app-123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that takes only gzip, never compressed twice', async () => {
    const response = await rawGet(`${base}/app-123.js`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('sends the file itself to a client that takes no encoding', async () => {
    const response = await rawGet(`${base}/app-123.js`, { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(response.body.toString()).toBe(script);
  });

  it('falls back to gzip when there is no brotli copy', async () => {
    const response = await rawGet(`${base}/only-gzip.css`, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
  });
});

describe('dynamic answers of the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('compresses a large GraphQL answer with the encoding the client takes', async () => {
    const body = JSON.stringify({ query: '{ items(first: 100) { edges { node { id name } } } }' });
    const { request } = await import('node:http');
    const response = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString()).data.items.edges).toHaveLength(100);
  });

  it('compresses a drawn page once: the copy its first answer went out in is the one its hits send; another encoding is made on its first hit', async () => {
    const url = `${server.url}/lists/classes`;
    const drawn = await rawGet(url, { 'accept-encoding': 'br' });
    expect([drawn.status, drawn.headers['content-encoding']]).toEqual([200, 'br']);
    const html = brotliDecompressSync(drawn.body).toString();
    expect(html).toContain('id="almanac-state"');
    const hit = await rawGet(url, { 'accept-encoding': 'br' });
    expect([hit.headers['x-cache'], hit.headers['content-encoding']]).toEqual(['hit', 'br']);
    // The same bytes: kept as sent, not compressed again for the cache.
    expect(hit.body.equals(drawn.body)).toBe(true);
    // No gzip copy until a client takes gzip: that hit gets the page as it is while the copy is made.
    await expect.poll(async () => (await rawGet(url, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const gzipped = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).toString()).toBe(html);
  });
});
