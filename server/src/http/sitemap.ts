import { Router, type Response } from 'express';
import type { BuildDocument } from '../modules/builds/build.model';
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
 * The public pages that are not builds or players: the content lists and published documents,
 * the reference lists, tools, the items library with each category and item, every monster,
 * NPC, spell and trait. A few thousand at most, whatever the number of builds.
 */
async function siteEntries(services: Services): Promise<SitemapEntry[]> {
  const { content, items, game } = services;
  const entries: SitemapEntry[] = [];
  const fixed = [
    '/news', '/articles', '/guides', '/patch-notes', '/patches', '/builds', '/juggling-boletus',
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
  for (const spell of game.pack.spells) entries.push({ path: `/lists/spells/${enc(spell.id)}` });
  for (const trait of game.pack.traits) entries.push({ path: `/lists/traits/${trait.number}` });
  // Each published version's diff: a published version never changes, so its date is its last change.
  for (const version of services.patches.versions.all()) entries.push({ path: `/patches/${version.number}`, lastmod: version.publishedAt });
  return entries;
}

const buildEntry = (build: Pick<BuildDocument, '_id' | 'updatedAt'>): SitemapEntry => ({ path: `/builds/${enc(build._id)}`, lastmod: build.updatedAt });

/** The newest public build's last change of each player who has one (a walk of the public builds, a batch at a time). */
async function lastBuildOfOwners(published: AsyncIterable<ReadonlyArray<Pick<BuildDocument, 'owner' | 'updatedAt'>>> | Iterable<ReadonlyArray<Pick<BuildDocument, 'owner' | 'updatedAt'>>>): Promise<Map<string, string>> {
  const lastBuildOf = new Map<string, string>();
  for await (const batch of published) for (const build of batch) if ((lastBuildOf.get(build.owner) ?? '') < build.updatedAt) lastBuildOf.set(build.owner, build.updatedAt);
  return lastBuildOf;
}

const playerEntry = (profile: { username: string }, lastmod: string | undefined): SitemapEntry => ({ path: `/players/${enc(profile.username)}`, lastmod });

/** The page of each player who has a public build (a small site's: read whole), its lastmod their newest public build's. */
async function playerEntries(services: Services, published: Iterable<ReadonlyArray<Pick<BuildDocument, 'owner' | 'updatedAt'>>>): Promise<SitemapEntry[]> {
  const lastBuildOf = await lastBuildOfOwners(published);
  const owners = [...lastBuildOf.keys()];
  const entries: SitemapEntry[] = [];
  // A batch of profiles at a time, the event loop given back between them (as between the batches of builds).
  for (let start = 0; start < owners.length; start += BUILD_BATCH) {
    const batch = owners.slice(start, start + BUILD_BATCH);
    for (const [i, profile] of (await services.profiles.byIds(batch)).entries()) {
      // A player page moderation hid or removed is not listed.
      if (profile && !profile.moderation) entries.push(playerEntry(profile, lastBuildOf.get(batch[i]!)));
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return entries;
}

/** Every public build in `_id` order, a batch at a time, the event loop given back between batches. */
async function* everyPublicBatch(services: Services): AsyncGenerator<Array<Pick<BuildDocument, '_id' | 'owner' | 'updatedAt'>>> {
  let after: string | null = null;
  for (;;) {
    const rows = await services.builds.listing.publicInIdOrder(after === null ? { skip: 0 } : { after }, BUILD_BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BUILD_BATCH) return;
    after = rows[rows.length - 1]!._id;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * Public builds (or profiles) the sitemap reads from the store at a time, giving the event loop back between batches:
 * the embedded stores answer synchronously, and a read of 5,000 held every other request for about 50 ms.
 */
const BUILD_BATCH = 500;

/**
 * The sitemap of a site whose public pages outnumber one file: an index at `/sitemap.xml`, then
 * the parts, laid out from three counts so the index reads nothing else: the public builds
 * (`limit` a part, in `_id` order), the site's own pages (a few thousand), and the profiles
 * (`limit` a part, in `_id` order, each part listing those of its profiles who have a public
 * build). A part of builds is found by its position in the store's index of public builds and
 * streamed in batches: it costs its own builds (and a walk of the index entries before it). A
 * part of players reads its own profiles, and the public builds' owners (a walk of the public
 * builds, a batch at a time), to know which have one and when it last changed.
 */
interface LargeSitemap {
  buildParts: number;
  /** The site's pages, cut in parts. */
  site: SitemapEntry[][];
  playerParts: number;
}

async function largeSitemap(services: Services, site: SitemapEntry[], publicBuilds: number, limit: number): Promise<LargeSitemap> {
  const chunks: SitemapEntry[][] = [];
  for (let start = 0; start < site.length; start += limit) chunks.push(site.slice(start, start + limit));
  return { buildParts: Math.ceil(publicBuilds / limit), site: chunks, playerParts: Math.ceil((await services.profiles.count()) / limit) };
}

/**
 * The players of part `part` (0-based) of the profiles in `_id` order, `limit` profiles a part.
 * A range of profiles none of whom has a public page still makes a valid part (the protocol asks
 * for at least one URL): it names the public builds' list, where players are found.
 */
async function playerPart(services: Services, part: number, limit: number): Promise<SitemapEntry[]> {
  const lastBuildOf = await lastBuildOfOwners(everyPublicBatch(services));
  const entries: SitemapEntry[] = [];
  let after: string | null = null;
  for (let read = 0; read < limit; ) {
    const size = Math.min(BUILD_BATCH, limit - read);
    const profiles = await services.profiles.inIdOrder(after === null ? { skip: part * limit } : { after }, size);
    for (const profile of profiles) {
      const lastmod = lastBuildOf.get(profile._id);
      // A player page moderation hid or removed is not listed.
      if (lastmod !== undefined && !profile.moderation) entries.push(playerEntry(profile, lastmod));
    }
    read += profiles.length;
    if (profiles.length < size) break;
    after = profiles[profiles.length - 1]!._id;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return entries.length > 0 ? entries : [{ path: '/builds' }];
}

/** Writes a URL set to `res` as its entries come, a batch at a time (the response is never built whole). */
async function streamUrlSet(res: Response, publicUrl: string, batches: AsyncIterable<SitemapEntry[]>): Promise<void> {
  res.write(`${XML_HEAD}\n<urlset xmlns="${NS}">\n`);
  for await (const batch of batches) {
    const text = batch.map((entry) => `  <url><loc>${escapeHtml(`${publicUrl}${entry.path}`)}</loc>${lastmodTag(entry.lastmod)}</url>\n`).join('');
    // Waits for the socket to take the text before reading the next batch (a slow reader holds one batch, not the part).
    if (!res.write(text)) {
      await new Promise<void>((resolve) => {
        // Both listeners go once either fires: a long part waits for many drains on one response.
        const done = () => {
          res.off('drain', done).off('close', done);
          resolve();
        };
        res.on('drain', done).on('close', done);
      });
    }
    if (res.destroyed) return;
  }
  res.end('</urlset>\n');
}

/** The public builds of part `part` (0-based) of `limit` each, in `_id` order, a batch at a time. */
async function* buildBatches(services: Services, part: number, limit: number): AsyncGenerator<SitemapEntry[]> {
  let after: string | null = null;
  for (let read = 0; read < limit; ) {
    const size = Math.min(BUILD_BATCH, limit - read);
    const rows = await services.builds.listing.publicInIdOrder(after === null ? { skip: part * limit } : { after }, size);
    if (rows.length === 0) return;
    yield rows.map(buildEntry);
    read += rows.length;
    after = rows[rows.length - 1]!._id;
    if (rows.length < size) return;
  }
}

/** robots.txt: crawlers stay out of the pages for one visitor, the API and sign-in; the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...['/manage', '/me', '/debug', '/auth', '/graphql', '/login', '/report-status'].map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const SITEMAP_CACHE = 'public, max-age=300';

/** Serves `/robots.txt`, `/sitemap.xml` and, past 50,000 URLs, its parts `/sitemap-N.xml`. */
export function sitemapRouter(services: Services, publicUrl: string, limit = SITEMAP_MAX_URLS): Router {
  const router = Router();
  /**
   * A site that fits one file (its public builds alone fit, so reading them whole is bounded)
   * is laid out as before, everything read at once; a larger one is a {@link LargeSitemap}.
   */
  const layout = async (): Promise<{ small: SitemapFiles } | { large: LargeSitemap }> => {
    const site = await siteEntries(services);
    const publicBuilds = await services.builds.listing.publicCount();
    if (site.length + publicBuilds > limit) return { large: await largeSitemap(services, site, publicBuilds, limit) };
    // A batch at a time with the event loop given back between them: read whole, 10,000 public builds held it for
    // a quarter of a second on every request (the account deletion bench's readers all waited behind it).
    const published: Array<Pick<BuildDocument, '_id' | 'owner' | 'updatedAt'>> = [];
    for await (const batch of everyPublicBatch(services)) for (const build of batch) published.push(build);
    const entries = [...site, ...published.map(buildEntry), ...(await playerEntries(services, [published]))];
    return { small: sitemapFiles(entries, publicUrl, limit) };
  };
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl));
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const files = await layout();
      let root: string;
      if ('small' in files) root = files.small.root;
      else {
        const { buildParts, site, playerParts } = files.large;
        const locs = Array.from({ length: buildParts + site.length + playerParts }, (_, i) => {
          // The parts of builds and players would need each of their builds read for a lastmod: left out (the protocol makes it optional).
          const pages = site[i - buildParts];
          const lastmod = pages ? lastmodTag(newest(pages)) : '';
          return `  <sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc>${lastmod}</sitemap>`;
        });
        root = [XML_HEAD, `<sitemapindex xmlns="${NS}">`, ...locs, '</sitemapindex>', ''].join('\n');
      }
      res.set('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(root);
    } catch (error) {
      next(error);
    }
  });
  router.get(/^\/sitemap-([1-9][0-9]{0,5})\.xml$/, async (req, res, next) => {
    try {
      const number = Number(req.params[0]);
      const site = await siteEntries(services);
      const publicBuilds = await services.builds.listing.publicCount();
      const notFound = () => res.status(404).type('text/plain').send('No such sitemap part');
      if (site.length + publicBuilds <= limit) {
        // A small site: its parts (if any) from the whole list, as the root names them.
        const files = await layout();
        const part = 'small' in files ? files.small.parts[number - 1] : undefined;
        if (!part) return void notFound();
        res.set('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(part);
        return;
      }
      // The build parts come first: one needs only how many public builds there are, never the players.
      const buildParts = Math.ceil(publicBuilds / limit);
      if (number <= buildParts) {
        res.set('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8');
        await streamUrlSet(res, publicUrl, buildBatches(services, number - 1, limit));
        return;
      }
      const { site: pages, playerParts } = await largeSitemap(services, site, publicBuilds, limit);
      const pagesPart = pages[number - buildParts - 1];
      const playersPart = number - buildParts - pages.length - 1;
      if (!pagesPart && playersPart >= playerParts) return void notFound();
      const entries = pagesPart ?? (await playerPart(services, playersPart, limit));
      res.set('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(urlSet(entries, publicUrl));
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  });
  return router;
}
