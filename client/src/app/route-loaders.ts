import { ItemsPageDocument, MonstersPageDocument, NewsPageDocument, QuickCalcsPageDocument } from '@/gql/graphql';
import { everyMonsterPage, MONSTERS_PAGE_SIZE } from '@/features/lists/monster-pages';
import type { RouteQuery } from '@/lib/route-query-types';

/**
 * The queries the route table starts itself (a route whose page module has no loader of its own), in a chunk of their
 * own: their documents are not part of the JavaScript every page loads first. A loader asks for this module beside the
 * page's chunk (React Router runs a route's loader and its lazy page at once), so the query waits for no page code;
 * a page the server drew runs no loader while it hydrates, so none of this is on that path.
 */

/** /news: the first page; NewsRoute asks for older ones. */
export const newsPage = (query: RouteQuery) => query(NewsPageDocument, { first: 10 });

/** /tools/quick-calcs: its reference lists (not kept in the cache, see QuickCalcsRoute). */
export const quickCalcsPage = (query: RouteQuery) => query(QuickCalcsPageDocument, {}, { fetchPolicy: 'no-cache' });

/** /items and /items/{category}: the category's whole list in one answer, kept out of the normalized cache (see ItemsRoute). */
export const itemsPage = (query: RouteQuery, category: string) => query(ItemsPageDocument, { filter: { category } }, { fetchPolicy: 'no-cache' });

/** /lists/monsters: every page read on the server (`import.meta.env.SSR`: the browser's bundle leaves it out); the page reads on in the browser. */
export const monstersPage = (query: RouteQuery) =>
  query(MonstersPageDocument, { first: MONSTERS_PAGE_SIZE }, { fetchPolicy: 'no-cache', everyPage: import.meta.env.SSR ? everyMonsterPage : undefined });
