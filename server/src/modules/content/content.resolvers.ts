import type { ContentKind as ContentKindEnum, Resolvers } from '../../graphql/__generated__/resolvers';
import { untilClosed } from '../../store/follow';
import { badUserInput } from '../../graphql/errors';
import { privateAnswer } from '../../graphql/cache-hints';
import { contentPath, normalizeContent, type Content, type ContentKind } from './content.model';

const KIND_OF_ENUM: Record<ContentKindEnum, ContentKind> = {
  NEWS: 'news',
  ARTICLE: 'article',
  PATCH_NOTES: 'patch-notes',
  GUIDE: 'guide',
  PAGE: 'page',
};
const ENUM_OF_KIND = Object.fromEntries(Object.entries(KIND_OF_ENUM).map(([key, value]) => [value, key])) as Record<ContentKind, ContentKindEnum>;

export const contentKindOf = (kind: ContentKindEnum): ContentKind => {
  const found = KIND_OF_ENUM[kind];
  if (!found) throw badUserInput('kind is not a content kind.', 'kind');
  return found;
};
export const contentKindEnum = (kind: ContentKind): ContentKindEnum => ENUM_OF_KIND[kind];

export const contentResolvers: Resolvers = {
  Query: {
    contents: (_root, { kind, tag, search, first, after }, { services }) => services.content.list(contentKindOf(kind), { tag, search }, first, after),
    content: (_root, { kind, idOrSlug }, { services, viewer }, info) => {
      // An admin also sees drafts: that answer is theirs alone (anonymous readers share the published one).
      if (viewer?.role === 'admin') privateAnswer(info);
      return services.content.get(viewer, contentKindOf(kind), idOrSlug);
    },
    contentTags: (_root, { kind }, { services }) => services.content.tags(contentKindOf(kind)),
    manageContents: (_root, { kind, first, after }, { services, viewer }) => services.content.listAll(viewer, contentKindOf(kind), first, after),
    previewContent: (_root, { body }, { services, viewer }) => services.content.preview(viewer, body),
  },
  Mutation: {
    createContent: (_root, { kind, input }, { services, viewer }) => services.content.create(viewer, contentKindOf(kind), input),
    updateContent: (_root, { id, input }, { services, viewer }) => services.content.update(viewer, id, input),
    publishContent: (_root, { id }, { services, viewer }) => services.content.publish(viewer, id),
    unpublishContent: (_root, { id }, { services, viewer }) => services.content.unpublish(viewer, id),
    deleteContent: (_root, { id }, { services, viewer }) => services.content.delete(viewer, id),
  },
  Subscription: {
    contentChanged: {
      subscribe: (_root, { kind }, { services, viewer }) =>
        untilClosed(async function* (signal) {
          const wanted = contentKindOf(kind);
          const feed = services.content.watch(signal);
          try {
            for await (const change of feed) {
              if (change.kind !== wanted || (change.type !== 'insert' && change.type !== 'update')) continue;
              const content = normalizeContent(change.kind, change.document);
              // Drafts are for admins; the public hears of a document once it is published.
              if (content.status === 'published' || viewer?.role === 'admin') yield { contentChanged: content };
            }
          } finally {
            await feed.return(undefined);
          }
        }),
    },
    contentRemoved: {
      subscribe: (_root, { kind }, { services }) =>
        untilClosed(async function* (signal) {
          const wanted = contentKindOf(kind);
          // Only documents the public saw are announced: the ids published when the feed opened,
          // kept current by the feed itself (a draft's id never leaves the server).
          const feed = services.content.watch(signal);
          try {
            const published = new Set((await services.content.allPublished(wanted)).map((document) => document._id));
            for await (const change of feed) {
              if (change.kind !== wanted || change.type === 'reload') continue;
              const visible = change.type !== 'delete' && normalizeContent(change.kind, change.document).status === 'published';
              if (visible) published.add(change.id);
              else if (published.delete(change.id)) yield { contentRemoved: change.id };
            }
          } finally {
            await feed.return(undefined);
          }
        }),
    },
  },
  Content: {
    id: (content: Content) => content._id,
    kind: (content: Content) => contentKindEnum(content.kind),
    status: (content: Content) => (content.status === 'draft' ? 'DRAFT' : 'PUBLISHED'),
    bodyHtml: async (content: Content, _args, { services }) => (await services.content.render(content)).html,
    toc: async (content: Content, _args, { services }) => (await services.content.render(content)).toc,
    path: (content: Content) => contentPath(content.kind, content.slug),
  },
};
