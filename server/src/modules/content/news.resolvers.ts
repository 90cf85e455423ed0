import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { untilClosed } from '../../store/follow';
import { normalizeContent } from './content.model';
import type { NewsDocument } from './content.model';

/** News keeps its own types (the API before the content model); the posts are content of kind `news`. */
export const newsResolvers: Resolvers = {
  Query: {
    news: (_root, { first, after }, { services }) => services.content.list('news', {}, first, after),
    newsPost: (_root, { idOrSlug }, { services }) => services.content.get(null, 'news', idOrSlug),
  },
  Subscription: {
    newsChanged: {
      subscribe: (_root, _args, { services }) =>
        untilClosed(async function* (signal) {
          const feed = services.content.watch(signal);
          try {
            for await (const change of feed) {
              if (change.kind !== 'news' || (change.type !== 'insert' && change.type !== 'update')) continue;
              if (normalizeContent('news', change.document).status === 'published') yield { newsChanged: change.document };
            }
          } finally {
            await feed.return(undefined);
          }
        }),
    },
  },
  News: {
    id: (news: NewsDocument) => news._id,
    publishedAt: (news: NewsDocument) => news.publishedAt ?? news.updatedAt,
    tags: (news: NewsDocument) => news.tags ?? [],
    bodyHtml: async (news: NewsDocument, _args, { services }) => (await services.content.render(news)).html,
    toc: async (news: NewsDocument, _args, { services }) => (await services.content.render(news)).toc,
  },
};
