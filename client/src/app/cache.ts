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
          // The reference lists load every page of one filter (the pages filter in the browser);
          // one cached list per filter, pages appended in order.
          items: relayStylePagination(['filter']),
          monsters: relayStylePagination(['filter']),
          spells: relayStylePagination(['filter']),
          // One cached list per filter and sort; "More builds" appends the next page.
          publicBuilds: relayStylePagination(['filter', 'sort']),
          // Written content: one cached list per kind and filter; the admin list per kind.
          contents: relayStylePagination(['kind', 'tag', 'search']),
          manageContents: relayStylePagination(['kind']),
          auditLog: relayStylePagination(),
        },
      },
      Profile: {
        fields: {
          // The profile stream sends the whole list of the owner's builds: take it as it comes.
          builds: { merge: false },
        },
      },
      // Traits have no id: their number is their identity (traits are numbered from 1).
      Trait: { keyFields: ['number'] },
      // Singletons of the game rules: one object, whatever query reads it.
      Progression: { keyFields: [] },
      // Embedded values without an identity of their own: stored inside their parent.
      ItemStats: { merge: true },
    },
  });
}
