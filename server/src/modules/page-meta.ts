/**
 * The head tags a module offers for its pages (shared builds, articles): the contract between
 * the modules, which know the pages, and http/client-pages.ts, which injects the tags. It lives
 * here, below both, so no module imports http/.
 */

/** Head tags for a page, injected into the served index.html so shared links unfurl. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  image?: string;
  /** The image's size, for a large picture card (og:image:width and height, summary_large_image). */
  imageSize?: { width: number; height: number };
  /** `website` unless given (articles and news posts are `article`). */
  type?: string;
  /** Atom feeds the page offers, linked from the head. */
  feeds?: Array<{ title: string; url: string }>;
}

/** Finds the head tags of a path; modules register resolvers for their routes (builds, articles). */
export type MetaResolver = (path: string, publicUrl: string) => Promise<PageMeta | null>;

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
 * The oEmbed discovery tag of a page (issue 24 part 4), `<link rel="alternate"
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
