import { describe, expect, it } from 'vitest';
import { patchesMetaResolver } from '../../server/src/modules/patches/patches.meta';

const VERSIONS = [
  { number: 1, name: '1.0 Launch', notes: '', publishedAt: '2026-01-01T00:00:00.000Z' },
  { number: 2, name: '1.5 Winter Festival', notes: 'Snow, sleds and a stronger Steel Sword.', publishedAt: '2026-12-07T03:00:00.000Z' },
];
const resolve = patchesMetaResolver(() => VERSIONS);
const SITE = 'https://almanac.example.com';

describe('patchesMetaResolver', () => {
  it('describes /patches as an ItemList of the versions, newest first', async () => {
    const meta = await resolve('/patches', SITE, new URLSearchParams());
    expect(meta?.url).toBe(`${SITE}/patches`);
    const list = meta?.jsonLd?.[0] as { '@type': string; itemListElement: Array<{ name: string; url: string }> };
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement.map((item) => item.url)).toEqual([`${SITE}/patches/2`, `${SITE}/patches/1`]);
  });

  it('describes a version as a TechArticle dated when it was published, its notes as the description', async () => {
    const meta = await resolve('/patches/2/', SITE, new URLSearchParams());
    expect(meta?.title).toBe('1.5 Winter Festival · Game data versions · Almanac');
    expect(meta?.description).toBe('Snow, sleds and a stronger Steel Sword.');
    expect(meta?.url).toBe(`${SITE}/patches/2`);
    expect(meta?.jsonLd?.[0]).toMatchObject({ '@type': 'TechArticle', datePublished: '2026-12-07T03:00:00.000Z', version: '2' });
  });

  it('knows no version that is not published, nor other paths', async () => {
    expect(await resolve('/patches/3', SITE, new URLSearchParams())).toBeNull();
    expect(await resolve('/patches/abc', SITE, new URLSearchParams())).toBeNull();
    expect(await resolve('/patch-notes', SITE, new URLSearchParams())).toBeNull();
  });
});
