/**
 * The head tags a module offers for its pages (shared builds, articles, items, lists, players):
 * the contract between the modules, which know the pages, and the HTTP layer, which writes the
 * tags into the served HTML (http/pages/client-pages.ts, and a server-rendered page the same way). It
 * lives here, below both, so no module imports http/.
 */
import { escapeHtml } from '../../game-data/rules/text';

/** A JSON-LD node (schema.org vocabulary), written into `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/** Head tags for a page, injected into the served index.html so shared links unfurl and search engines read the page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page: also its `<link rel="canonical">` (one address per page, without tracking or share parameters). */
  url: string;
  image?: string;
  /** The image's size, for a large picture card (og:image:width and height, summary_large_image). */
  imageSize?: { width: number; height: number };
  /** `website` unless given (articles and news posts are `article`). */
  type?: string;
  /** Atom feeds the page offers, linked from the head. */
  feeds?: Array<{ title: string; url: string }>;
  /** Structured data (Article, BreadcrumbList…), each node its own script element. */
  jsonLd?: JsonLd[];
  /** Pages for one visitor only (`/me`, `/manage`): `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
}

/**
 * Finds the head tags of a path; modules register resolvers for their routes (builds, articles).
 * `query` is the page's query string, for the few pages whose head depends on it (a build's `?variant=`).
 */
export type MetaResolver = (path: string, publicUrl: string, query: URLSearchParams) => Promise<PageMeta | null>;

/** Where oEmbed answers (server/src/http/oembed.ts). */
export const OEMBED_PATH = '/oembed';

/** The pages oEmbed describes: builds, items, monsters, NPCs and the three maps (a position is the map's hash). */
const OEMBED_PAGES = [
  /^\/builds\/[^/]+\/?$/,
  /^\/items\/[^/]+\/[^/]+\/?$/,
  /^\/lists\/monsters\/[^/]+\/?$/,
  /^\/lists\/npc-buy-sell\/[^/]+\/?$/,
  /^\/tools\/(interactive|houses|monsters)-map\/?$/,
];

/**
 * The oEmbed discovery tag of a page, `<link rel="alternate"
 * type="application/json+oembed">` naming `/oembed?url=<the page>&format=json`, or null for a
 * page oEmbed does not describe. `pageUrl` is the page's absolute address with its query.
 * Kept apart from the other head tags: client-pages.ts adds it to any page's head.
 */
export function oembedDiscoveryTag(pageUrl: string, publicUrl: string): string | null {
  const page = new URL(pageUrl);
  if (!OEMBED_PAGES.some((pattern) => pattern.test(page.pathname))) return null;
  page.searchParams.delete('embed');
  const href = `${publicUrl}${OEMBED_PATH}?url=${encodeURIComponent(page.toString())}&format=json`;
  return `<link rel="alternate" type="application/json+oembed" href="${href.replace(/&/g, '&amp;')}" title="oEmbed" />`;
}

const SITE_NAME = 'Almanac';
const DEFAULT_DESCRIPTION = 'News, guides, reference lists, items, planners and shared builds for players.';

/** The site's tags for a path no resolver knows. */
const defaultPageMeta = (path: string, publicUrl: string): PageMeta => ({ title: SITE_NAME, description: DEFAULT_DESCRIPTION, url: `${publicUrl}${path}` });

/** Asks each resolver in turn; the first that knows the path answers, else the site's default tags. */
export async function resolvePageMeta(resolvers: readonly MetaResolver[], path: string, publicUrl: string, query: URLSearchParams = new URLSearchParams()): Promise<PageMeta> {
  for (const resolve of resolvers) {
    const meta = await resolve(path, publicUrl, query);
    if (meta) return meta;
  }
  return defaultPageMeta(path, publicUrl);
}

/** The decoded path segment, or null when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Search engines show about 160 characters of a description: longer text is cut at a word, with an ellipsis. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

/** A BreadcrumbList of the trail to a page (each step a name and a path on this site). */
export function breadcrumbs(publicUrl: string, trail: Array<[name: string, path: string]>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${publicUrl}${path}` })),
  };
}

/** The site as the publisher of articles. */
export const publisher = (publicUrl: string): JsonLd => ({ '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/`, logo: { '@type': 'ImageObject', url: `${publicUrl}/favicon.svg` } });

/**
 * JSON for a `<script type="application/ld+json">` element: `<` (so no `</script>` or `<!--`
 * ends or changes the element), `>`, `&` and the two JavaScript line separators are written as
 * escapes, which JSON reads as the same characters.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The head tags of a page, as HTML (every value escaped). */
function headTags(meta: PageMeta): string {
  return [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    ...(meta.image && meta.imageSize ? [`<meta property="og:image:width" content="${meta.imageSize.width}" />`, `<meta property="og:image:height" content="${meta.imageSize.height}" />`] : []),
    `<meta name="twitter:card" content="${meta.image && meta.imageSize ? 'summary_large_image' : 'summary'}" />`,
    ...(meta.feeds ?? []).map((feed) => `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.url)}" />`),
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`),
  ].join('\n    ');
}

/**
 * Writes a page's tags into an HTML document: replaces its `<title>` and the `<!--app-head-->`
 * marker of index.html. The same call serves the client's shell and a server-rendered page.
 */
export function injectMeta(html: string, meta: PageMeta): string {
  // Replacer functions, so `$&` or `$'` in a title is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace('<!--app-head-->', () => headTags(meta));
}
