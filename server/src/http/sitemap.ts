import { Router } from 'express';
import { ITEM_CATEGORY_IDS } from '../../game-data/rules/constants';
import { escapeHtml } from '../../game-data/rules/text';
import type { Services } from '../services';

/** The sitemap protocol's limit of URLs per file; past it `/sitemap.xml` becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

/** One page for search engines: its path on this site and, when known, its last change. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** What the sitemap serves: `/sitemap.xml`, and the parts `/sitemap-1.xml`… when it is an index. */
interface SitemapFiles {
  /** `/sitemap.xml`: the URL set itself, or an index of the parts. */
  root: string;
  /** The parts by number (1, 2…), empty when the root holds every URL. */
  parts: string[];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '');

function urlSet(entries: readonly SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((entry) => `  <url><loc>${escapeHtml(`${publicUrl}${entry.path}`)}</loc>${lastmodTag(entry.lastmod)}</url>`);
  return [XML_HEAD, `<urlset xmlns="${NS}">`, ...urls, '</urlset>', ''].join('\n');
}

/** The newest of some ISO dates (they sort as text). */
const newest = (entries: readonly SitemapEntry[]) => entries.reduce<string | undefined>((latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest), undefined);

/**
 * The sitemap's files for a list of pages: one URL set while they fit in `limit` URLs, else a
 * sitemap index at the root naming `/sitemap-1.xml`, `/sitemap-2.xml`… of `limit` URLs each.
 */
export function sitemapFiles(entries: readonly SitemapEntry[], publicUrl: string, limit = SITEMAP_MAX_URLS): SitemapFiles {
  if (entries.length <= limit) return { root: urlSet(entries, publicUrl), parts: [] };
  const chunks: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += limit) chunks.push(entries.slice(start, start + limit));
  const index = chunks.map((chunk, i) => `  <sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc>${lastmodTag(newest(chunk))}</sitemap>`);
  return {
    root: [XML_HEAD, `<sitemapindex xmlns="${NS}">`, ...index, '</sitemapindex>', ''].join('\n'),
    parts: chunks.map((chunk) => urlSet(chunk, publicUrl)),
  };
}

const enc = encodeURIComponent;

/** The written pages with a route of their own (client/src/app/router.tsx). */
const ROUTED_PAGES = new Set(['how-to-play', 'credits', 'boletus']);

/**
 * Every public page a search engine should find: the content lists and published documents,
 * the reference lists, tools, the items library with each category and item, every monster and
 * NPC, every public build and the page of each player who has one. Private pages (`/me`,
 * `/manage`, sign-in) and redirects are left out.
 */
async function sitemapEntries(services: Services): Promise<SitemapEntry[]> {
  const { content, items, game, builds, profiles } = services;
  const entries: SitemapEntry[] = [];
  const fixed = [
    '/news', '/articles', '/guides', '/patch-notes', '/builds', '/juggling-boletus',
    '/tools/planner', '/tools/trait-tree', '/tools/exp-table', '/tools/quick-calcs', '/tools/interactive-map', '/tools/houses-map', '/tools/monsters-map',
    '/lists/premium', '/lists/classes', '/lists/monsters', '/lists/spells', '/lists/npc-buy-sell', '/lists/recipes', '/lists/formulae',
    '/items/all', ...ITEM_CATEGORY_IDS.map((id) => `/items/${id}`),
  ];
  for (const path of fixed) entries.push({ path });
  for (const kind of ['news', 'article', 'guide', 'page'] as const) {
    for (const document of await content.allPublished(kind)) {
      // Only the fixed pages the site has a route for are pages of their own.
      if (kind === 'page' && !ROUTED_PAGES.has(document.slug)) continue;
      const path = kind === 'news' ? `/news/${enc(document.slug)}` : kind === 'article' ? `/articles/${enc(document.slug)}` : kind === 'guide' ? `/guides/${enc(document.slug)}` : `/${enc(document.slug)}`;
      entries.push({ path, lastmod: document.updatedAt });
    }
  }
  for (const item of await items.all({})) entries.push({ path: `/items/${item.category}/${enc(item._id)}`, lastmod: item.updatedAt });
  for (const monster of game.pack.monsters) entries.push({ path: `/lists/monsters/${enc(monster.id)}` });
  for (const npc of game.pack.npcs) entries.push({ path: `/lists/npc-buy-sell/${enc(npc.id)}` });
  const published = await builds.listing.everyPublic();
  const lastBuildOf = new Map<string, string>();
  for (const build of published) {
    entries.push({ path: `/builds/${enc(build._id)}`, lastmod: build.updatedAt });
    if ((lastBuildOf.get(build.owner) ?? '') < build.updatedAt) lastBuildOf.set(build.owner, build.updatedAt);
  }
  const owners = [...lastBuildOf.keys()];
  for (const [i, profile] of (await profiles.byIds(owners)).entries()) {
    if (profile) entries.push({ path: `/players/${enc(profile.username)}`, lastmod: lastBuildOf.get(owners[i]!) });
  }
  return entries;
}

/** robots.txt: crawlers stay out of the pages for one visitor, the API and sign-in; the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...['/manage', '/me', '/debug', '/auth', '/graphql', '/login'].map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const SITEMAP_CACHE = 'public, max-age=300';

/** Serves `/robots.txt`, `/sitemap.xml` and, past 50,000 URLs, its parts `/sitemap-N.xml`. */
export function sitemapRouter(services: Services, publicUrl: string, limit = SITEMAP_MAX_URLS): Router {
  const router = Router();
  const files = async () => sitemapFiles(await sitemapEntries(services), publicUrl, limit);
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl));
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res.set('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send((await files()).root);
    } catch (error) {
      next(error);
    }
  });
  router.get(/^\/sitemap-([1-9][0-9]{0,5})\.xml$/, async (req, res, next) => {
    try {
      const part = (await files()).parts[Number(req.params[0]) - 1];
      if (!part) {
        res.status(404).type('text/plain').send('No such sitemap part');
        return;
      }
      res.set('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(part);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
