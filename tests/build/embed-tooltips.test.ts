import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLIENT_BUILDS } from '../support/client-build';

/** The tooltip script for other sites, as the production build writes it. */
const script = () => readFile(join(CLIENT_BUILDS.production, 'embed/tooltips.js'), 'utf8');

describe('the tooltip script /embed/tooltips.js', () => {
  it('is at most 15 KB gzip, a classic script with no framework and no module syntax', async () => {
    const code = await script();
    const gzipped = gzipSync(code, { level: 9 }).length;
    console.info(`/embed/tooltips.js: ${code.length} bytes, ${gzipped} bytes gzip`);
    expect(gzipped).toBeGreaterThan(1000);
    expect(gzipped).toBeLessThanOrEqual(15 * 1024);
    // No React, no GraphQL library, no Apollo: plain DOM and fetch.
    expect(['react', 'React', '__APOLLO', 'GraphQLError', 'jsx('].filter((framework) => code.includes(framework))).toEqual([]);
    // A classic script (an IIFE): other sites include it with a plain <script src>.
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    // It asks through the public GET API with persisted queries.
    expect(code).toContain('persistedQuery');
    expect(code).toContain('EmbedItem');
  });

  it('ships its precompressed copies beside it, like every other script of the build', async () => {
    const [code, gz] = await Promise.all([script(), readFile(join(CLIENT_BUILDS.production, 'embed/tooltips.js.gz'))]);
    expect(gzipSync(code).length).toBeGreaterThan(0);
    expect(gz.length).toBeLessThan(code.length);
  });
});
