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
