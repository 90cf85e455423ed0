import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadWorldData } from '@/components/map/world-data';
import { ItemsPageDocument, NewsPageDocument, QuickCalcsPageDocument } from '@/gql/graphql';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';

let apollo: ApolloClient | null = null;

/**
 * A route loader that starts the page's query at once, beside the download of the route's
 * chunk, instead of after it (the route's own useQuery then finds it in flight or cached). It
 * returns at once, so navigation never waits for data. The variables must be the route's own.
 */
const startQuery =
  <TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables: (args: LoaderFunctionArgs) => TVariables, fetchPolicy: 'cache-first' | 'no-cache' = 'cache-first') =>
  (args: LoaderFunctionArgs) => {
    // A `no-cache` route's own query (same policy) joins this request while it is in flight.
    void apollo?.query({ query, variables: variables(args), fetchPolicy }).catch(() => undefined);
    return null;
  };

/** The maps' loader: the world's data (`/map/world.json`) downloads beside the route's chunk. */
const startWorld = () => {
  void loadWorldData().catch(() => undefined);
  return null;
};

/** The route table (specification section 2). Every page is lazy-loaded. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/news" replace /> },
      {
        path: 'news',
        errorElement: <RouteError />,
        // NewsRoute's first page (NEWS_PAGE_SIZE).
        loader: startQuery(NewsPageDocument, () => ({ first: 10 })),
        lazy: async () => ({ Component: (await import('@/features/news/routes/NewsRoute')).NewsRoute }),
      },
      {
        path: 'news/:slug',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/news/routes/NewsPostRoute')).NewsPostRoute }),
      },
      {
        path: 'players/:username',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/players/routes/PlayerRoute')).PlayerRoute }),
      },
      {
        path: 'articles',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/content/routes/ArticlesRoute')).ArticlesRoute }),
      },
      {
        path: 'articles/:articleId',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/content/routes/DocumentRoute')).ArticleRoute }),
      },
      {
        path: 'patch-notes',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/content/routes/PatchNotesRoute')).PatchNotesRoute }),
      },
      {
        path: 'guides',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/content/routes/GuidesRoute')).GuidesRoute }),
      },
      {
        path: 'guides/:slug',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/content/routes/DocumentRoute')).GuideRoute }),
      },
      {
        path: 'how-to-play',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/content/routes/DocumentRoute')).HowToPlayRoute }),
      },
      {
        path: 'credits',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/content/routes/DocumentRoute')).CreditsRoute }),
      },
      {
        path: 'boletus',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/content/routes/DocumentRoute')).BoletusRoute }),
      },
      {
        path: 'juggling-boletus',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/content/routes/JugglingRoute')).JugglingRoute }),
      },
      {
        path: 'search',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/search/routes/SearchRoute')).SearchRoute }),
      },
      {
        path: 'me',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/me/routes/MeRoute')).MeRoute }),
      },
      {
        path: 'login',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/shell/LoginRoute')).LoginRoute }),
      },
      {
        // Every /manage route needs the admin role (specification section 6).
        path: 'manage',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/shell/AdminGuard')).AdminGuard }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('@/features/manage/routes/ManageRoute')).ManageRoute }) },
          { path: 'news', lazy: async () => ({ Component: (await import('@/features/manage/routes/ManageNewsRoute')).ManageNewsRoute }) },
          { path: 'items', lazy: async () => ({ Component: (await import('@/features/manage/routes/ManageItemsRoute')).ManageItemsRoute }) },
        ],
      },
      {
        path: 'builds',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/builds/routes/BuildsRoute')).BuildsRoute }),
      },
      {
        path: 'builds/:buildId',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/builds/routes/BuildRoute')).BuildRoute }),
      },
      {
        // A short link to a shared tool state (issue 25).
        path: 's/:code',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/builds/routes/ShareLinkRoute')).ShareLinkRoute }),
      },
      // Non-production builds only: the condition is static, so production bundles drop the route and its chunk.
      ...(import.meta.env.MODE !== 'production'
        ? [
            {
              path: 'debug/builds',
              errorElement: <RouteError />,
              lazy: async () => ({ Component: (await import('@/features/builds/routes/DebugBuildsRoute')).DebugBuildsRoute }),
            },
          ]
        : []),
      {
        path: 'tools',
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/tools/planner" replace /> },
          { path: 'planner', lazy: async () => ({ Component: (await import('@/features/planner/routes/PlannerRoute')).PlannerRoute }) },
          { path: 'trait-tree', lazy: async () => ({ Component: (await import('@/features/trait-tree/routes/TraitTreeRoute')).TraitTreeRoute }) },
          // The maps (Leaflet loads with these chunks only).
          { path: 'interactive-map', loader: startWorld, lazy: async () => ({ Component: (await import('@/features/maps/routes/InteractiveMapRoute')).InteractiveMapRoute }) },
          { path: 'houses-map', loader: startWorld, lazy: async () => ({ Component: (await import('@/features/maps/routes/HousesMapRoute')).HousesMapRoute }) },
          { path: 'monsters-map', loader: startWorld, lazy: async () => ({ Component: (await import('@/features/maps/routes/MonstersMapRoute')).MonstersMapRoute }) },
          { path: 'exp-table', lazy: async () => ({ Component: (await import('@/features/calculators/routes/ExpTableRoute')).ExpTableRoute }) },
          // QuickCalcsRoute's reference lists (not kept in the cache, see there).
          { path: 'quick-calcs', loader: startQuery(QuickCalcsPageDocument, () => ({}), 'no-cache'), lazy: async () => ({ Component: (await import('@/features/calculators/routes/QuickCalcsRoute')).QuickCalcsRoute }) },
        ],
      },
      {
        // /items shows every item; each category has its own list and every item its page.
        path: 'items',
        errorElement: <RouteError />,
        children: [
          // The category's whole list, as ItemsRoute asks for it (itemsPageVariables).
          {
            index: true,
            loader: startQuery(ItemsPageDocument, () => ({ filter: { category: 'all' } }), 'no-cache'),
            lazy: async () => ({ Component: (await import('@/features/items/routes/ItemsRoute')).ItemsRoute }),
          },
          {
            path: ':category',
            loader: startQuery(ItemsPageDocument, ({ params }) => ({ filter: { category: params.category ?? 'all' } }), 'no-cache'),
            lazy: async () => ({ Component: (await import('@/features/items/routes/ItemsRoute')).ItemsRoute }),
          },
          { path: ':category/:itemId', lazy: async () => ({ Component: (await import('@/features/items/routes/ItemRoute')).ItemRoute }) },
        ],
      },
      {
        path: 'lists',
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/lists/premium" replace /> },
          { path: 'premium', lazy: async () => ({ Component: (await import('@/features/lists/routes/PremiumRoute')).PremiumRoute }) },
          { path: 'classes', lazy: async () => ({ Component: (await import('@/features/lists/routes/ClassesRoute')).ClassesRoute }) },
          { path: 'monsters', lazy: async () => ({ Component: (await import('@/features/lists/routes/MonstersRoute')).MonstersRoute }) },
          { path: 'monsters/:monsterId', lazy: async () => ({ Component: (await import('@/features/lists/routes/MonsterRoute')).MonsterRoute }) },
          { path: 'spells', lazy: async () => ({ Component: (await import('@/features/lists/routes/SpellsRoute')).SpellsRoute }) },
          // A real NPC trade list (DESIGN section 7), not the classes list the original showed.
          { path: 'npc-buy-sell', lazy: async () => ({ Component: (await import('@/features/lists/routes/NpcTradeRoute')).NpcTradeRoute }) },
          { path: 'npc-buy-sell/:npcId', lazy: async () => ({ Component: (await import('@/features/lists/routes/NpcRoute')).NpcRoute }) },
          { path: 'recipes', lazy: async () => ({ Component: (await import('@/features/lists/routes/RecipesRoute')).RecipesRoute }) },
          { path: 'formulae', lazy: async () => ({ Component: (await import('@/features/lists/routes/FormulaeRoute')).FormulaeRoute }) },
        ],
      },
      // Unknown paths go to the empty path, which goes on to /news (specification section 2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = (client: ApolloClient) => {
  apollo = client;
  return createBrowserRouter(routes);
};
