import { Router } from 'express';
import { breadcrumbs, decodeSegment, publisher, shortDescription, type JsonLd, type MetaResolver, type PageMeta } from '../page-meta';
import { contentPath, type Content, type ContentKind } from './content.model';
import type { ContentService } from './content.service';
import { escapeHtml } from '../../../game-data/rules/text';

const FEEDS = {
  news: { path: '/news/feed.xml', title: 'Almanac news' },
  'patch-notes': { path: '/patch-notes/feed.xml', title: 'Almanac patch notes' },
} as const;

const feedLink = (kind: keyof typeof FEEDS, publicUrl: string) => ({ title: FEEDS[kind].title, url: `${publicUrl}${FEEDS[kind].path}` });

/** Pages whose head tags are fixed; the fixed content pages take theirs from the store. */
const LIST_PAGES: Record<string, { title: string; description: string; feed?: keyof typeof FEEDS }> = {
  '/news': { title: 'News · Almanac', description: 'The latest news of the game and of Almanac.', feed: 'news' },
  '/articles': { title: 'Articles · Almanac', description: 'Long reads about the world of the four provinces: places, monsters, trade and stories.' },
  '/guides': { title: 'Guides · Almanac', description: 'Guides for every level and class: where to hunt, what to wear, how to build.' },
  '/patch-notes': { title: 'Patch Notes · Almanac', description: 'What changed in each version of the game data.', feed: 'patch-notes' },
  '/search': { title: 'Search · Almanac', description: 'Search items, monsters, spells, NPCs, traits, places, builds and guides.' },
};

const DOCUMENT_PATHS: Array<[RegExp, ContentKind]> = [
  [/^\/news\/([^/]+)\/?$/, 'news'],
  [/^\/articles\/([^/]+)\/?$/, 'article'],
  [/^\/guides\/([^/]+)\/?$/, 'guide'],
  [/^\/(how-to-play|credits|boletus|juggling-boletus)\/?$/, 'page'],
];

/** Where each kind of document is listed, for its breadcrumb trail. */
const LISTED_IN: Partial<Record<ContentKind, [string, string]>> = { news: ['News', '/news'], article: ['Articles', '/articles'], guide: ['Guides', '/guides'] };

/** A post's structured data: a NewsArticle or an Article (the fixed pages are plain web pages). */
function articleJsonLd(content: Content, url: string, publicUrl: string): JsonLd[] {
  const listed = LISTED_IN[content.kind];
  if (!listed) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': content.kind === 'news' ? 'NewsArticle' : 'Article',
      headline: content.title.slice(0, 110),
      description: content.summary,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      ...(content.publishedAt ? { datePublished: content.publishedAt } : {}),
      dateModified: content.updatedAt,
      author: { '@type': 'Person', name: content.author },
      publisher: publisher(publicUrl),
      ...(content.tags.length > 0 ? { keywords: content.tags.join(', ') } : {}),
    },
    breadcrumbs(publicUrl, [listed, [content.title, contentPath(content.kind, content.slug)]]),
  ];
}

const describe = (content: Content, publicUrl: string): PageMeta => {
  const url = `${publicUrl}${contentPath(content.kind, content.slug)}`;
  return {
    title: `${content.title} · Almanac`,
    description: shortDescription(content.summary),
    url,
    type: 'article',
    ...(content.kind === 'news' ? { feeds: [feedLink('news', publicUrl)] } : {}),
    jsonLd: articleJsonLd(content, url, publicUrl),
  };
};

/** Head tags of every content page: a published document's title and summary, or the list's. */
export function contentMetaResolver(content: ContentService): MetaResolver {
  return async (path, publicUrl) => {
    const list = LIST_PAGES[path.replace(/\/$/, '')];
    if (list) return { title: list.title, description: list.description, url: `${publicUrl}${path.replace(/(.)\/$/, '$1')}`, ...(list.feed ? { feeds: [feedLink(list.feed, publicUrl)] } : {}) };
    for (const [pattern, kind] of DOCUMENT_PATHS) {
      const match = pattern.exec(path);
      if (!match) continue;
      const slug = decodeSegment(match[1]!);
      if (slug === null) return null;
      const document = await content.get(null, kind, slug);
      return document ? describe(document, publicUrl) : null;
    }
    return null;
  };
}

/** Escaped for XML, without the characters XML 1.0 cannot hold (one would make the whole feed unreadable). */
const xml = (text: string) => escapeHtml(text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ''));

/** An Atom 1.0 feed of published documents, newest first, with their rendered bodies. */
export async function atomFeed(content: ContentService, kind: keyof typeof FEEDS, publicUrl: string): Promise<string> {
  const page = await content.list(kind, {}, 50, null);
  const entries = await Promise.all(
    page.edges.map(async ({ node }) => {
      const url = `${publicUrl}${contentPath(node.kind, node.slug)}`;
      const { html } = await content.render(node);
      // Links in the body are relative to the site; feed readers resolve them against xml:base.
      return [
        '  <entry>',
        `    <id>${xml(`${publicUrl}/${node._id}`)}</id>`,
        `    <title>${xml(node.version ? `${node.version}: ${node.title}` : node.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
        `    <published>${xml(node.publishedAt ?? node.updatedAt)}</published>`,
        `    <updated>${xml(node.updatedAt)}</updated>`,
        `    <author><name>${xml(node.author)}</name></author>`,
        `    <summary>${xml(node.summary)}</summary>`,
        `    <content type="html" xml:base="${xml(publicUrl)}/">${xml(html)}</content>`,
        '  </entry>',
      ].join('\n');
    }),
  );
  const updated = page.edges.map(({ node }) => node.updatedAt).sort().at(-1) ?? new Date(0).toISOString();
  const self = `${publicUrl}${FEEDS[kind].path}`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(self)}</id>`,
    `  <title>${xml(FEEDS[kind].title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${publicUrl}${kind === 'news' ? '/news' : '/patch-notes'}`)}"/>`,
    `  <updated>${xml(updated)}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** Serves /news/feed.xml and /patch-notes/feed.xml. */
export function contentFeedsRouter(content: ContentService, publicUrl: string): Router {
  const router = Router();
  for (const kind of Object.keys(FEEDS) as Array<keyof typeof FEEDS>) {
    router.get(FEEDS[kind].path, async (_req, res, next) => {
      try {
        res.set('Cache-Control', 'public, max-age=300').type('application/atom+xml; charset=utf-8').send(await atomFeed(content, kind, publicUrl));
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}
