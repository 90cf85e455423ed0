import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapFiles, type SitemapEntry } from '../../server/src/http/sitemap';
import { jsonLdText, shortDescription } from '../../server/src/modules/page-meta';

const SITE = 'https://almanac.example';
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });
const entries = (count: number): SitemapEntry[] => Array.from({ length: count }, (_, i) => ({ path: `/items/swords/sword-${i}`, lastmod: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z` }));

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

describe('sitemapFiles', () => {
  it('keeps up to the limit in one URL set at /sitemap.xml', () => {
    const files = sitemapFiles(entries(3), SITE, 3);
    expect(files.parts).toEqual([]);
    const urls = parse(files.root).urlset.url;
    expect(urls.map((url: { loc: string }) => url.loc)).toEqual([`${SITE}/items/swords/sword-0`, `${SITE}/items/swords/sword-1`, `${SITE}/items/swords/sword-2`]);
    expect(urls[1].lastmod).toBe('2026-11-02T00:00:00.000Z');
  });

  it('becomes an index of parts of at most the limit past it, in order, each URL once', () => {
    const files = sitemapFiles(entries(7), SITE, 3);
    const index = parse(files.root).sitemapindex.sitemap;
    expect(index.map((part: { loc: string }) => part.loc)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`, `${SITE}/sitemap-3.xml`]);
    // Each part's lastmod is its newest page's.
    expect(index[0].lastmod).toBe('2026-11-03T00:00:00.000Z');
    const parts = files.parts.map((part) => parse(part).urlset.url.map((url: { loc: string }) => url.loc));
    expect(parts.map((part) => part.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(entries(7).map((entry) => `${SITE}${entry.path}`));
  });

  it('splits at 50,000 URLs: 50,000 is one file, 50,001 an index of two', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const exactly = sitemapFiles(entries(50_000), SITE);
    expect(exactly.parts).toHaveLength(0);
    expect(exactly.root.match(/<url>/g)).toHaveLength(50_000);
    const over = sitemapFiles(entries(50_001), SITE);
    expect(over.root).toContain('<sitemapindex');
    expect(over.parts).toHaveLength(2);
    expect(over.parts[0]!.match(/<url>/g)).toHaveLength(50_000);
    expect(over.parts[1]!.match(/<url>/g)).toHaveLength(1);
  });

  it('escapes what XML must not hold raw', () => {
    const files = sitemapFiles([{ path: '/players/a&b<c>' }], SITE);
    expect(files.root).toContain('/players/a&amp;b&lt;c&gt;');
    expect(parse(files.root).urlset.url[0].loc).toBe(`${SITE}/players/a&b<c>`);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the private and API paths and names the sitemap', () => {
    const robots = robotsTxt(SITE);
    for (const path of ['/manage', '/me', '/debug', '/auth', '/graphql']) expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'));
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element or open a comment, and reads back the same', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('shortDescription', () => {
  it('keeps short text whole and flattens its white space', () => {
    expect(shortDescription('A  sword.\n Sharp.')).toBe('A sword. Sharp.');
  });
  it('cuts long text at a word, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const short = shortDescription(text, 160);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
  });
});
