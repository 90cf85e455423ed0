import type { StoredDocument } from '../../store/port';

/** The kinds of written content; each lives in its own collection with its own unique slugs. */
export const CONTENT_KINDS = ['news', 'article', 'patch-notes', 'guide', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export type ContentStatus = 'draft' | 'published';

/**
 * A Markdown document as stored. News posts written before the content model have no `kind`,
 * `tags`, `status` or `createdAt`: they read as published news without tags.
 */
export interface ContentDocument extends StoredDocument {
  kind?: ContentKind;
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  author: string;
  tags?: string[];
  status?: ContentStatus;
  /** The game data version a patch note is for (`2.0`); null for the other kinds. */
  version?: string | null;
  /** Set when first published; a draft never published has none. */
  publishedAt: string | null;
  createdAt?: string;
  updatedAt: string;
}

export const CONTENT_COLLECTIONS: Record<ContentKind, string> = {
  news: 'news',
  article: 'articles',
  'patch-notes': 'patch_notes',
  guide: 'guides',
  page: 'pages',
};

/** Ids begin with their kind's prefix, so an id alone says which collection holds it. */
export const CONTENT_ID_PREFIX: Record<ContentKind, string> = {
  news: 'news-',
  article: 'article-',
  'patch-notes': 'patch-',
  guide: 'guide-',
  page: 'page-',
};

/** The kind an id belongs to, or null for an id no content can have. */
export function kindOfContentId(id: string): ContentKind | null {
  return CONTENT_KINDS.find((kind) => id.startsWith(CONTENT_ID_PREFIX[kind])) ?? null;
}

/** The public path of a document. */
export function contentPath(kind: ContentKind, slug: string): string {
  switch (kind) {
    case 'news':
      return `/news/${slug}`;
    case 'article':
      return `/articles/${slug}`;
    case 'patch-notes':
      return `/patch-notes#${slug}`;
    case 'guide':
      return `/guides/${slug}`;
    case 'page':
      return `/${slug}`;
  }
}

/**
 * The stored document with the defaults of older news posts filled in. A document written by the
 * content model has them all and is returned as it is; one the caller owns (`owned`: just read
 * from the store) gets them in place: no copy per read.
 */
export function normalizeContent(kind: ContentKind, document: ContentDocument, options: { owned?: boolean } = {}): Required<ContentDocument> {
  if (document.kind === kind && document.tags !== undefined && document.status !== undefined && document.version !== undefined && document.createdAt !== undefined) {
    return document as Required<ContentDocument>;
  }
  if (options.owned) {
    // A document just read from the store belongs to its reader: its defaults are filled in place.
    document.kind = kind;
    document.tags ??= [];
    document.status ??= 'published';
    document.version ??= null;
    document.createdAt ??= document.publishedAt ?? document.updatedAt;
    return document as Required<ContentDocument>;
  }
  return {
    ...document,
    kind,
    tags: document.tags ?? [],
    status: document.status ?? 'published',
    version: document.version ?? null,
    createdAt: document.createdAt ?? document.publishedAt ?? document.updatedAt,
  };
}

export type Content = Required<ContentDocument>;

/** The mapper name of {@link Content} for the generated resolver types (`Content` is also a GraphQL type). */
export type ContentModel = Content;

/** A news post as stored: a content document of kind `news`. */
export type NewsDocument = ContentDocument;

export const NEWS_COLLECTION = CONTENT_COLLECTIONS.news;
