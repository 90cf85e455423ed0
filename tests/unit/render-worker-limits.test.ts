import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool, RENDER_WORKER_LIMITS } from '../../server/src/http/pages/render-pool';
import { tempDir } from '../support/temp';

/**
 * The render worker's heap is bounded (RENDER_WORKER_LIMITS): a render that allocates past it ends that worker, its
 * render fails (the page goes out unrendered, as any failed render), and the next render is drawn by a new worker.
 * A real worker thread on a real entry: one page keeps everything it allocates until the heap is full.
 */
const ENTRY = `
export async function render(input) {
  if (input.url.endsWith('/grow')) {
    const kept = [];
    for (;;) kept.push(new Array(1_000_000).fill(kept.length));
  }
  return { kind: 'page', status: 200, html: '<p>' + input.url + '</p>', state: null };
}
export const canonicalUrl = (url) => url;
`;

const input = (url: string) => ({ url, headers: {}, execute: () => Promise.reject(new Error('no operations here')) });

describe('the render worker past its heap limit', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let pool: ReturnType<typeof createRenderPool>;

  beforeAll(async () => {
    dir = await tempDir('almanac-render-limits-');
    await writeFile(join(dir.path, 'entry-server.mjs'), ENTRY);
    pool = createRenderPool(join(dir.path, 'entry-server.mjs'));
    await pool.warm();
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
    await dir?.remove();
  });

  it('has limits of its own: old generation and young generation', async () => {
    expect(RENDER_WORKER_LIMITS.maxOldGenerationSizeMb).toBeGreaterThan(0);
    expect(RENDER_WORKER_LIMITS.maxYoungGenerationSizeMb).toBeGreaterThan(0);
    const heap = await pool.heap();
    expect(heap, 'the worker answers for its heap').not.toBeNull();
    // V8's limit is the old generation's plus the young generation's (and a little): within a few MB of the two.
    const limitMb = heap!.limit / 1048576;
    expect(limitMb).toBeGreaterThanOrEqual(RENDER_WORKER_LIMITS.maxOldGenerationSizeMb!);
    expect(limitMb).toBeLessThan(RENDER_WORKER_LIMITS.maxOldGenerationSizeMb! + 3 * RENDER_WORKER_LIMITS.maxYoungGenerationSizeMb! + 16);
  });

  it('fails the render that fills the heap, once, and draws the next page in a new worker', async () => {
    expect((await pool.render(input('http://site/before'))).kind).toBe('page');
    const before = await pool.heap();
    await expect(pool.render(input('http://site/grow'))).rejects.toThrow(/out of memory|heap/i);
    const after = await pool.render(input('http://site/after'));
    expect(after).toMatchObject({ kind: 'page', status: 200, html: '<p>http://site/after</p>' });
    // A new worker: its heap is the size of a fresh one again, not the full one's.
    const heap = await pool.heap();
    expect(heap!.heapUsed).toBeLessThan(RENDER_WORKER_LIMITS.maxOldGenerationSizeMb! * 1048576 / 2);
    expect(before).not.toBeNull();
  }, 60_000);
});
