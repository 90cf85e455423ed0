import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from '../../logger';
import { precompressedStatic } from './precompressed';
import { injectMeta, oembedDiscoveryTag, resolvePageMeta, type MetaResolver } from '../../modules/page-meta';
import { tagsOfApolloCache } from '../cache/cache-tags';
import { isSharedPagePartTag } from '../../modules/builds/build.tags';
import { scriptJson, type PageRenderFunction, type RenderedPage } from './render-page';
import { isRenderTimeout } from './render-pool';
import { renewPagesInBackground } from './page-renewal';
import type { ResponseCache } from '../cache/response-cache';
import { SESSION_PENDING_ATTRIBUTE } from '../cache/public-reads';
import { classify, isSecretPage } from '../../serving/classify';
import { preferencesFromCookies } from '../../../game-data/rules/preferences';
import { escapeHtml } from '../../../game-data/rules/text';
import { pickEncoding } from '../../serving/encoding';
import { COMPRESS_MIN_BYTES, compressBody, type BodyEncoding } from '../cache/body-copies';

// The head tags are page-meta's (the same with or without server rendering): re-exported for the callers that wrote them from here.
export { injectMeta };

/** What a page varies on: its encoding, and the cookies (a session, the preferences). */
export const PAGE_VARY = 'Accept-Encoding, Cookie';

/** Headers of a rendered page that are not stored with it: per response, or set again on each hit. */
const NOT_REPLAYED = new Set(['etag', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie', 'vary', 'age', 'content-encoding']);

/**
 * Mount just after the GraphQL response cache: a GET of a page whose shared body is in the cache
 * (serving/classify.ts sharedPage: an anonymous visitor's, or a session's, marked pending) is
 * answered at once (with the security headers it was stored with), before sessions, logging,
 * rate limits and rendering; anything else goes on.
 */
export function cachedPages(cache: ResponseCache, pageUrlOf: PageUrlOf = ownUrl): RequestHandler {
  return (req, res, next) => {
    const shared = req.method === 'GET' || req.method === 'HEAD' ? classify(req).sharedPage : null;
    if (shared === null || req.originalUrl.length > MAX_PAGE_URL_LENGTH) return next();
    // A page another request is drawing: this one waits for it (one render, many waiters).
    pageUrlOf(req).then((url) => {
      if (!cache.answerFrom(sharedPageKey(req, url, shared), req, res, next)) next();
    }, next);
  };
}

/**
 * A page's path and query as it is drawn and kept in the page cache: the server entry's `canonicalUrl` (only the
 * query parameters the page's routes read, each once, sorted; the route table declares them).
 */
export type PageUrlOf = (req: Request) => Promise<string>;

const ownUrl: PageUrlOf = async (req) => req.originalUrl;

/**
 * The longest page address (path and query, in characters as sent) the server looks up or draws: longer answers 414.
 * A planner link with a build and one to compare it with (share states of 2,000 characters at most) fits twice over.
 */
export const MAX_PAGE_URL_LENGTH = 8192;

/** The cache key of a page's shared body: as it is, or marked "session pending" (each kept apart, with its own compressed copies and headers). */
function sharedPageKey(req: Request, url: string, shared: 'public' | 'pending'): string {
  return shared === 'public' ? pageCacheKey(req, url) : `pending ${pageCacheKey(req, url)}`;
}

/**
 * The shared body as a session gets it: `<html>` marked "session pending", so the browser's style sheet holds the
 * account area's place (no signed-out header shows) until the page, hydrated as drawn, has asked who the viewer is.
 */
export function markSessionPending(html: string): string {
  return html.replace('<html lang="en"', () => `<html lang="en" ${SESSION_PENDING_ATTRIBUTE}`);
}

/** Whether a page drawn for no viewer may be served to a session: public and found (a 404 may be the owner's private build). */
const servesSession = (page: RenderedPage | null): boolean => page?.kind === 'page' && page.public && page.status === 200 && page.stateJson !== null;

/**
 * Keeps a page drawn for no viewer in the cache, with the headers the answer has now (replayed on each hit): as it is
 * (`public`) and, when a session may be served it, marked pending (`private`). Returns the ETag of the copy `shared` names.
 */
function keepSharedPage(cache: ResponseCache, req: Request, url: string, res: Response, html: string, page: KeptPage, shared: 'public' | 'pending', startedAt: number, sent: SentBody): string | null {
  const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name))) as Record<string, string | number | string[]>;
  headers.vary = PAGE_VARY;
  // The copy this answer is sent in is kept with the entry it was made from (the other copies are made on a first hit).
  const keep = (key: string, body: string | Buffer, cacheControl: string, encoded?: SentBody['encoded']) => keepPage(cache, key, { ...headers, 'cache-control': cacheControl }, body, page, startedAt, encoded);
  const publicTag = keep(sharedPageKey(req, url, 'public'), shared === 'public' ? sent.identity : html, 'public, no-cache', shared === 'public' ? sent.encoded : undefined);
  const pendingTag = servesSession(page) ? keep(sharedPageKey(req, url, 'pending'), shared === 'pending' ? sent.identity : markSessionPending(html), 'private, no-cache', shared === 'pending' ? sent.encoded : undefined) : null;
  return shared === 'public' ? publicTag : pendingTag;
}

type KeptPage = Extract<RenderedPage, { kind: 'page' }>;

/** Keeps a page under `key`, drawn again in the background when a count on it moves (page-renewal.ts). */
function keepPage(cache: ResponseCache, key: string, headers: Record<string, string | number | string[]>, body: string | Buffer, page: KeptPage, startedAt: number, encoded?: SentBody['encoded']): string | null {
  const tags = [...(page.cacheTags ?? tagsOfApolloCache(page.apolloCache ?? {})), ...page.extraTags];
  return cache.put(key, { body, headers, tags, shared: isSharedPagePartTag, maxAgeSeconds: page.maxAgeSeconds, startedAt, status: page.status, renewable: true, encoded });
}

/** A drawn page's bytes as sent, and the compressed copy it was sent in when the client took one. */
interface SentBody {
  identity: Buffer;
  encoded?: { encoding: BodyEncoding; body: Buffer };
}

/**
 * Compresses a drawn page once, for the answer (the compression middleware leaves an encoded body alone) and for the
 * cache entry it is kept in: its encoding the client's choice, as the middleware's would be. A HEAD, or a page too small
 * to gain, goes as it is.
 */
async function sentBody(req: Request, html: string): Promise<SentBody> {
  const identity = Buffer.from(html);
  const encoding = req.method === 'GET' && identity.length >= COMPRESS_MIN_BYTES ? pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true }) : null;
  return encoding ? { identity, encoded: { encoding, body: await compressBody(identity, encoding) } } : { identity };
}

/** Whether a page drawn for no viewer may be kept as the shared body: public, found or a "not found" page, with its state. */
const keepable = (page: RenderedPage | null): page is KeptPage => page?.kind === 'page' && page.public && (page.status === 200 || page.status === 404) && page.stateJson !== null;

/** The page cache's key of a page's shared body: its canonical address (`PageUrlOf`) and the preferences the page is drawn with. */
export function pageCacheKey(req: Request, url: string): string {
  const preferences = preferencesFromCookies(req.headers.cookie);
  return JSON.stringify(['page', url, preferences]);
}


/** The head of a page that answers 404 (what a link preview of a dead link shows). */
const NOT_FOUND_TITLE = 'Not found · Almanac';
const NOT_FOUND_DESCRIPTION = 'There is nothing at this address on Almanac: it may have been renamed, made private or removed.';

/** The id of the JSON list of a page's route scripts, which the client's entry preloads (client/src/boot.ts's PAGE_SCRIPTS_ID). */
const PAGE_SCRIPTS_ID = 'almanac-page-scripts';

/**
 * The built template with its own style sheets (the entry's: styles.css and the shell's, some 4 KB compressed) written
 * into it as `<style data-sheet="<address>">` (the content security policy allows inline style, never inline script):
 * the first paint then waits for nothing but the page itself, and the entry (client/src/boot.ts) marks the sheet as
 * there, so the app's chunk, which names it too, does not fetch it again. A sheet that cannot be inlined safely (it
 * would end the element) stays linked.
 */
export async function inlineStyleSheets(html: string, clientDist: string): Promise<string> {
  let inlined = html;
  for (const link of html.matchAll(/[ \t]*<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>\n?/g)) {
    const css = await readFile(join(clientDist, link[1]!), 'utf8');
    if (/<\/style/i.test(css)) continue;
    inlined = inlined.replace(link[0], () => `    <style data-sheet="/${link[1]}">${css.trim()}</style>\n`);
  }
  return inlined;
}

/** The empty root element of index.html, which a page rendered on the server fills. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A rendered page in the template: its markup inside `#root`, and its hydration state as JSON in
 * a `<script type="application/json" id="almanac-state">` just after it (never executable inline
 * script: the content security policy keeps `script-src 'self'`).
 */
export function fillRoot(html: string, page: Extract<RenderedPage, { kind: 'page' }>): string {
  const state = page.stateJson === null ? '' : `<script type="application/json" id="almanac-state">${page.stateJson}</script>`;
  // The page's route style sheets, written into the page (styled from the first paint with no request to wait for), each
  // with its address: the entry (client/src/boot.ts) marks them as there, so the route's chunk, which links its own, adds
  // none again. A sheet not read is linked as the route's chunk would link it.
  // Its route scripts, which hydration waits for, are named for the entry to fetch beside the app after the first paint:
  // before it the page needs nothing but its HTML and CSS.
  const sheets = [
    ...page.assets.styleSheets.map((href) =>
      page.assets.css[href] === undefined
        ? `  <link rel="stylesheet" crossorigin href="${escapeHtml(href)}">\n  `
        : `  <style data-sheet="${escapeHtml(href)}">${page.assets.css[href]}</style>\n  `,
    ),
    ...(page.assets.scripts.length > 0 ? [`  <script type="application/json" id="${PAGE_SCRIPTS_ID}">${scriptJson(page.assets.scripts)}</script>\n  `] : []),
  ].join('');
  return (sheets ? html.replace('</head>', () => `${sheets}</head>`) : html).replace('<html lang="en">', () => `<html lang="en" ${page.rootAttributes}>`).replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${state}`);
}

/** A page's HTML: the template with the page's head tags (title, description, oEmbed discovery) and, when drawn, the page in `#root`. */
async function pageHtml(template: string, options: Pick<ClientPagesOptions, 'metaResolvers' | 'publicUrl'>, req: Request, url: string, page: RenderedPage | null): Promise<string> {
  const found = await resolvePageMeta(options.metaResolvers, req.path, options.publicUrl, new URL(url, 'http://page').searchParams);
  // A page that says "not found" (a missing build, item, post…) answers 404: kept out of search engines' indexes.
  const meta = page?.kind === 'page' && page.status === 404 ? { ...found, title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, noindex: true } : found;
  // The oEmbed discovery link of builds, items, monsters, NPCs and the maps.
  const oembed = oembedDiscoveryTag(`${options.publicUrl}${url}`, options.publicUrl);
  const headed = oembed ? injectMeta(template, meta).replace('</head>', () => `  ${oembed}\n  </head>`) : injectMeta(template, meta);
  return page?.kind === 'page' ? fillRoot(headed, page) : headed;
}

/**
 * Serves the built client: hashed assets with a year of caching, every other GET that is not
 * an API path gets index.html (no caching) with the page's head tags.
 */
export interface ClientPagesOptions {
  clientDist: string;
  publicUrl: string;
  logger: Logger;
  metaResolvers: MetaResolver[];
  liveTransport?: 'websocket' | 'sse';
  /** Renders a page on the server (render-page.ts); without it every page is the bare template. */
  renderPage?: PageRenderFunction;
  /**
   * The response cache of public reads (public-reads.ts): an anonymous visitor's rendered page is
   * kept there and emptied by the same change feed. A request with a session cookie (or an
   * Authorization header) is never answered from it nor stored in it.
   */
  pageCache?: ResponseCache;
  /** The page's canonical address (`PageUrlOf`): what is drawn, and its key in the page cache; without it the request's own. */
  pageUrl?: PageUrlOf;
  /** Runs a render within the address's render budget and the render queue (render-gate.ts); `null`, refused, sends the page unrendered. */
  renderGate?: (req: Request, render: () => Promise<RenderedPage>) => Promise<RenderedPage | null>;
  /** `npm run dev`: index.html as Vite transforms it for this URL, instead of the built one; no static files. */
  devTemplate?: (url: string) => Promise<string>;
}

/**
 * Serves the built client: hashed assets with a year of caching, every other GET that is not
 * an API path gets its page: index.html with the page's head tags and, with `renderPage`, the
 * page rendered on the server (or the HTTP redirect a route answers with). A page whose render
 * fails is sent unrendered (the browser draws it) and the failure is logged.
 */
export async function mountClient(app: Express, options: ClientPagesOptions): Promise<void> {
  const indexPath = join(options.clientDist, 'index.html');
  // The client reads how to receive live updates from here (LIVE_TRANSPORT).
  const withTransport = (html: string) =>
    html.replace('<!--app-head-->', `<meta name="almanac-live-transport" content="${options.liveTransport ?? 'websocket'}" />\n    <!--app-head-->`);
  let built: string | null = null;
  if (!options.devTemplate) {
    try {
      built = withTransport(await inlineStyleSheets(await readFile(indexPath, 'utf8'), options.clientDist));
    } catch {
      options.logger.warn({ indexPath }, 'The client is not built; run `npm run build` (npm start does it for you)');
    }
    // Brotli or gzip copies written by the build, when the client takes them; else the file itself.
    app.use('/assets', await precompressedStatic(join(options.clientDist, 'assets'), { immutable: true, maxAge: '365d' }));
    app.use(await precompressedStatic(options.clientDist, { maxAge: '1h' }));
    app.use('/assets', express.static(join(options.clientDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
    // Dot folders (the server entry in .ssr) are never sent: `dotfiles` stays 'ignore'.
    // No redirect of a folder to its slash: `/embed` is a page, beside the folder of `/embed/tooltips.js`.
    app.use(express.static(options.clientDist, { index: false, maxAge: '1h', redirect: false }));
  }
  // A kept page whose count moved is drawn again in the background while it is served (page-renewal.ts).
  if (options.pageCache && options.renderPage && built) {
    const [cache, renderPage, template] = [options.pageCache, options.renderPage, built];
    // Drawn for no viewer, as the shared body always is, and kept under both its keys with the headers the copies it
    // replaces had; a copy evicted meanwhile (a removal) is not put back.
    renewPagesInBackground(cache, async (req) => {
      const url = options.pageUrl ? await options.pageUrl(req) : req.originalUrl;
      const startedAt = cache.sequence;
      const page = await renderPage(req, url, { shared: true });
      if (!keepable(page)) return;
      const html = await pageHtml(template, options, req, url, page);
      for (const shared of ['public', 'pending'] as const) {
        const key = sharedPageKey(req, url, shared);
        const headers = shared === 'pending' && !servesSession(page) ? null : cache.headersOf(key);
        if (headers) keepPage(cache, key, headers, shared === 'pending' ? markSessionPending(html) : html, page, startedAt);
      }
    }, options.logger);
  }
  app.get('/{*path}', async (req: Request, res: Response, next) => {
    try {
      if (req.originalUrl.length > MAX_PAGE_URL_LENGTH) {
        res.status(414).type('text/plain').send(`A page address may be at most ${MAX_PAGE_URL_LENGTH} characters long.`);
        return;
      }
      const url = options.pageUrl ? await options.pageUrl(req) : req.originalUrl;
      // (A hit was answered before everything else by cachedPages.)
      let shared = classify(req).sharedPage;
      const startedAt = options.pageCache?.sequence ?? 0;
      const template = options.devTemplate ? withTransport(await options.devTemplate(url)) : built;
      if (!template) {
        res.status(503).type('text/plain').send('The client is not built. Run `npm run build`, then start the server again.');
        return;
      }
      let page: RenderedPage | null = null;
      const renderPage = options.renderPage;
      // Requests for this page meanwhile wait for this render instead of drawing it again (response-cache.ts answerFrom).
      if (renderPage && shared && options.pageCache) options.pageCache.draws(sharedPageKey(req, url, shared), res);
      if (renderPage) {
        try {
          // Within the address's render budget and the render queue (render-gate.ts); refused, null: sent unrendered.
          const gated = (forShared: boolean) => {
            const render = () => renderPage(req, url, { shared: forShared });
            return options.renderGate ? options.renderGate(req, render) : render();
          };
          page = await gated(shared !== null);
          // A session gets the shared body only when it is public and found; else its own page, as it always had.
          if (shared === 'pending' && page !== null && !servesSession(page)) {
            shared = null;
            page = null;
            page = await gated(false);
          }
        } catch (error) {
          // Past its time limit (the pool's, or the in-process render's AbortSignal.timeout) a render is the machine's
          // load, answered as designed: a warning. Anything else is a fault of the page or the server.
          if (isRenderTimeout(error)) options.logger.warn({ err: error, url: req.originalUrl }, 'Rendering the page took too long; sending it unrendered');
          else options.logger.error({ err: error, url: req.originalUrl }, 'Rendering the page on the server failed; sending it unrendered');
        }
      }
      if (page?.kind === 'redirect') {
        res.set('Cache-Control', 'no-cache').redirect(page.status, page.location);
        return;
      }
      // A session that was rendered for no viewer (a failed render, a refusal: no page) gets the template as a signed-in request always did.
      if (shared === 'pending' && !servesSession(page)) shared = null;
      const html = await pageHtml(template, options, req, url, page);
      // Revalidated on every visit (the ETag makes that a 304): only the server knows when data changes. Only the
      // anonymous answer is public: a session's, even the shared body, is private.
      // A page whose address carries a secret (a receipt code) is kept by no cache at all.
      const cacheControl = isSecretPage(req.originalUrl) ? 'private, no-store' : shared === 'public' ? 'public, no-cache' : 'private, no-cache';
      const sent = await sentBody(req, shared === 'pending' ? markSessionPending(html) : html);
      res.status(page?.status ?? 200).set('Cache-Control', cacheControl).set('Vary', PAGE_VARY).type('html');
      // A "not found" page (404) is kept too: its Apollo cache holds the empty lookup (`Query.<field>:null`), which the entity's creation evicts.
      if (shared && options.pageCache && keepable(page)) {
        const etag = keepSharedPage(options.pageCache, req, url, res, html, page, shared, startedAt, sent);
        if (etag && page.status === 200) res.setHeader('ETag', etag);
      }
      if (sent.encoded) res.setHeader('Content-Encoding', sent.encoded.encoding);
      res.send(sent.encoded?.body ?? sent.identity);
    } catch (error) {
      next(error);
    }
  });
}
