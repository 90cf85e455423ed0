import type { MonstersPageQuery } from '@/gql/graphql';
import type { EveryPage } from '@/lib/route-query-types';

/** /lists/monsters reads every monster, a hundred at a time (the connection's largest page): the route's loader and the page. */
export const MONSTERS_PAGE_SIZE = 100;

export const everyMonsterPage: EveryPage<MonstersPageQuery> = {
  after: (data) => (data.monsters.pageInfo.hasNextPage ? data.monsters.pageInfo.endCursor : null),
  append: (previous, page) => ({ monsters: { ...page.monsters, edges: [...previous.monsters.edges, ...page.monsters.edges] } }),
};
