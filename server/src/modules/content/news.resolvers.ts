import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { renderMarkdown } from './markdown';
import type { NewsDocument } from './news.service';

export const newsResolvers: Resolvers = {
  Query: {
    news: (_root, { first, after }, { services }) => services.news.list(first, after),
    newsPost: (_root, { idOrSlug }, { services }) => services.news.byIdOrSlug(idOrSlug),
  },
  Subscription: {
    newsChanged: {
      subscribe: async function* (_root, _args, { services }) {
        const feed = services.news.watch();
        try {
          for await (const change of feed) {
            if (change.type === 'insert' || change.type === 'update') yield { newsChanged: change.document };
          }
        } finally {
          await feed.close();
        }
      },
    },
  },
  News: {
    id: (news: NewsDocument) => news._id,
    bodyHtml: (news: NewsDocument) => renderMarkdown(news.body),
  },
};
