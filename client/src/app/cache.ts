import { InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/**
 * Every cache type policy lives here. Objects are normalized by `__typename` and `id`
 * (Apollo's default). Mutations never write optimistic results: the cache changes only after
 * the server accepted a change (design card).
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // One cached list per argument set other than the cursor; pages append in order.
          news: relayStylePagination(),
        },
      },
    },
  });
}
