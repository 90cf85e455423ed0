import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ITEM_CATEGORY_IDS, type ItemCategoryId } from '@game/rules/constants';
import { loadWorldData } from '@/components/map/world-data';
import { browserRouteQuery } from '@/lib/route-query';
import type { RouteDataLoader, RouteQuery } from '@/lib/route-query-types';
import type { CatalogItem } from '@game/rules/picker';
import type { MapPoster } from '@game/rules/map-poster';
import type { MapLoaderData } from '@/features/maps/MapPoster';
import { SessionViewerQuery } from '@/lib/session';
import { loginPathFor, withNotice } from '@/shell/guard';
import { AppLayout } from './AppLayout';
import { withRouteIds } from './route-tree';
import { RouteError } from './RouteError';

/** Where the route table runs: in the browser, or on the server rendering one request. */
export interface RouteSetting {
  /** The Apollo client of this browser tab, or of the one request being rendered; null where no loader runs (tests reading the table). */
  client: ApolloClient | null;
  server: boolean;
  /** On the server: the routes' query loader over `client` (the entry releases it after the render); the browser's is made here. */
  routeQuery?: RouteQuery;
  /** On the server: the planner's items from the server's own library (the browser reads /data/planner/items.json). */
  plannerItems?: () => Promise<CatalogItem[]>;
  /** On the server: the poster of the maps' starting view (the browser has it from the page it hydrates). */
  mapPoster?: () => MapPoster;
}

/**
 * The route table, the same in the browser and on the server (the
 * server makes one per request, around that request's own Apollo client). Every page is
 * lazy-loaded. The specification's redirects are loaders, so the server answers them with an
 * HTTP redirect and the browser follows them before drawing anything.
 */
/**
 * The page modules, each its own chunk, by their path under client/src. A route names its module
 * (`page`), so the server rendering it can link the module's style sheets in the page's head
 * (render-page.ts reads them from the build's manifest): a page drawn on the server is styled at
 * its first paint, and without JavaScript, not only once the browser has loaded the route's chunk.
 */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>(['../features/*/routes/*Route.tsx', '!../features/builds/routes/DebugBuildsRoute.tsx', '../shell/LoginRoute.tsx', '../shell/AdminGuard.tsx']);

/**
 * What a route handle carries: the source module of the route's page (as the build's manifest names it), and the
 * query parameters the route reads. The server keeps only the parameters of the routes an address matches (the root
 * route's are the shell's) when it draws a page or keys the page cache (entry-server.tsx's `canonicalUrl`): any other
 * never reaches the renderer, so `?anything=1` is the cached page. `'any'` keeps the whole query, for a route that
 * hands it on (a redirect). tests/api/page-query.test.ts draws every route and fails on a parameter read but not named.
 */
export interface PageHandle {
  module?: string;
  query?: readonly string[] | 'any';
}

/**
 * A lazy route's page: the component `name` of the module `path` (under client/src, no extension), and the handle naming
 * it and the query parameters it reads. A module that exports `<name>Data` (a RouteDataLoader) gives the route its
 * loader with its chunk: the route's query starts once the page's code is there (awaited on the server), and its
 * document stays out of the app's first JavaScript.
 */
function pageOf(query: RouteQuery | null) {
  return (path: string, name: string, parameters: readonly string[] = []): Pick<RouteObject, 'lazy' | 'handle'> => {
    const load = PAGE_MODULES[`../${path}.tsx`];
    if (!load) throw new Error(`No page module ${path}`);
    const handle: PageHandle = { module: `src/${path}.tsx`, query: parameters };
    const lazy = async () => {
      const module = await load();
      const data = module[`${name}Data`] as RouteDataLoader | undefined;
      return { Component: module[name] as ComponentType, ...(data ? { loader: (args: LoaderFunctionArgs) => (query ? data(query, args) : null) } : {}) };
    };
    return { lazy, handle };
  };
}

/** A redirect's handle: it sends its whole query on (a failed sign-in's `?signInError=`), so every parameter is kept. */
const HANDS_QUERY_ON: { handle: PageHandle } = { handle: { query: 'any' } };

/** The parameters of a page that may be drawn alone in another site's frame: `?embed=1` and the host's `?theme=` (lib/embed.ts, shell/EmbedShell.tsx). */
const EMBEDDABLE = ['embed', 'theme'];
/** A list in a DataTable: `?all=1` shows every row at once (components/ui/DataTable.tsx). */
const TABLE = ['all'];
/** The planner's and the trait tree's build (components/build-editor/useBuildEditor.ts). */
const BUILD_EDITOR = ['build', 'local', 'name', 'state', 'variant'];
/** A map's link to a place and its layers (features/maps/map-layers.ts, WorldMap.tsx). */
const MAP = [...EMBEDDABLE, 'house', 'layers', 'monster', 'npc', 'place', 'spawn'];
/**
 * The quick calculators' fields (features/calculators/components/*Calc.tsx's defaults; the mana cost's `t<number>` are
 * the traits that lower mana costs): written out, not imported, as this table is in the app's first chunk.
 */
const QUICK_CALCS = ['cc', 'ci', 'cl', 'cp', 'cw', 'da', 'dc', 'dl', 'dm', 'dt', 'dw', 'pl', 'rc', 'rh', 'rl', 'rm', 'sc', 'sl', 'sm', 'sr', 'ss', 't6', 't97', 't120', 'xl', 'xm', 'xp', 'xr', 'xt'];
/** The filters of /items and its categories (features/items/item-filters.ts's ITEM_URL_DEFAULTS). */
const ITEM_FILTERS = [...TABLE, 'class', 'dir', 'max', 'min', 'q', 'sort', 'stat', 'statMin'];

/** The route table's own queries (route-loaders.ts): their documents load beside the page's chunk, not with every page. */
const routeLoaders = () => import('./route-loaders');

/** A list that filters in the page: a change of the filters in the address loads nothing. */
const filtersInPage = () => false;

/** A category of /items/{category}: `all` or one of the game's item categories. */
const isItemCategory = (value: string | undefined): boolean => value === 'all' || ITEM_CATEGORY_IDS.includes(value as ItemCategoryId);

export function createRoutes({ client, server, routeQuery, plannerItems, mapPoster }: RouteSetting): RouteObject[] {
  // The routes' queries (lib/route-query.ts): awaited on the server, started in the browser, read with useRouteQuery (lib/use-route-query.ts).
  const query = routeQuery ?? (client && !server ? browserRouteQuery(client) : null);
  const page = pageOf(query);

  /** The maps' loader: the world's data (`/map/world.json`) downloads beside the route's chunk (in the browser only: the map is drawn there). */
  // The maps' filters, sort and view live in the address; none of them changes what the loader starts (the world), so a
  // change does not run it again (each run made the change a navigation that waited for it: a second quick press of a
  // sort header could read the address before the first).
  const startWorld = (): MapLoaderData | null => {
    // On the server, the poster of the starting view (a page drawn afresh in the browser has none: the map comes at once).
    if (server) return mapPoster ? { poster: mapPoster() } : null;
    void loadWorldData().catch(() => undefined);
    void import('@/features/maps/lazy-map').then(({ loadWorldMap }) => loadWorldMap()).catch(() => undefined);
    return null;
  };

  /**
   * The tools' loaders run once, as the tool opens: every change of the build rewrites `?state=`, and running the
   * loader again for it would hold each change's URL until the loader answered (and, on a page drawn by the server,
   * read what the page already brought). What the build asks for later, the tool's parts ask for themselves.
   */
  const keepToolData = () => false;

  /**
   * The admin pages, drawn for a visitor who is not signed in: the server sends them to the login
   * page with an HTTP redirect (the session is known there). In the browser the admin guard
   * decides, as the profile arrives (shell/AdminGuard.tsx).
   */
  const signedInOnly = async ({ request }: LoaderFunctionArgs) => {
    if (!server || !client) return null;
    const { data } = await client.query({ query: SessionViewerQuery }).catch(() => ({ data: undefined }));
    if (data && !data.me) {
      const url = new URL(request.url);
      throw redirect(loginPathFor(`${url.pathname}${url.search}`));
    }
    // A signed-in player who is not an admin goes to the news, told why.
    if (data?.me && data.me.role !== 'admin') throw redirect(withNotice('/news', 'admins-only'));
    return null;
  };

  /**
   * A route that only sends on (`replace`: the browser's history keeps the target only), with the
   * address's query: a failed sign-in comes back to `/?signInError=…`, and on the server this
   * redirect answers before the shell could read the marker (the dialog would never say why).
   */
  const redirectTo = (target: string) => ({ request }: { request: Request }) => redirect(`${target}${new URL(request.url).search}`);

  return withRouteIds([
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    // The shell draws a redirect's `?notice=` on the page it lands on (shell/guard.ts).
    handle: { query: ['notice'] } satisfies PageHandle,
    children: [
      { index: true, loader: redirectTo('/news'), ...HANDS_QUERY_ON },
      {
        path: 'news',
        errorElement: <RouteError />,
        // The news's first page; NewsRoute asks for older ones.
        loader: async () => (query ? (await routeLoaders()).newsPage(query) : null),
        ...page('features/news/routes/NewsRoute', 'NewsRoute'),
      },
      {
        path: 'news/:slug',
        errorElement: <RouteError />,
        // The post's document loads with the route (features/news/news-post-query.ts), beside the page's chunk.
        loader: async ({ params }: LoaderFunctionArgs) => (query ? query((await import('@/features/news/news-post-query')).NewsPostQuery, { idOrSlug: params.slug ?? '' }) : null),
        ...page('features/news/routes/NewsPostRoute', 'NewsPostRoute'),
      },
      {
        path: 'players/:username',
        errorElement: <RouteError />,
        ...page('features/players/routes/PlayerRoute', 'PlayerRoute'),
      },
      {
        path: 'articles',
        errorElement: <RouteError />,
        // Every article (ArticlesRoute); the documents load with the route, beside the page's chunk.
        loader: async () => (query ? query((await import('@/features/content/content-queries')).ContentListQuery, { kind: 'ARTICLE', first: 100 }) : null),
        ...page('features/content/routes/ArticlesRoute', 'ArticlesRoute'),
      },
      {
        path: 'articles/:articleId',
        errorElement: <RouteError />,
        ...page('features/content/routes/DocumentRoute', 'ArticleRoute'),
      },
      {
        path: 'patch-notes',
        errorElement: <RouteError />,
        ...page('features/content/routes/PatchNotesRoute', 'PatchNotesRoute'),
      },
      {
        // The published versions of the game data, and each one's full diff.
        path: 'patches',
        errorElement: <RouteError />,
        children: [
          { index: true, ...page('features/patches/routes/PatchesRoute', 'PatchesRoute') },
          { path: ':version', ...page('features/patches/routes/PatchRoute', 'PatchRoute', ['kind', 'from']) },
        ],
      },
      {
        path: 'guides',
        errorElement: <RouteError />,
        ...page('features/content/routes/GuidesRoute', 'GuidesRoute', ['q', 'tag']),
      },
      {
        path: 'guides/:slug',
        errorElement: <RouteError />,
        ...page('features/content/routes/DocumentRoute', 'GuideRoute'),
      },
      {
        path: 'how-to-play',
        errorElement: <RouteError />,
        ...page('features/content/routes/DocumentRoute', 'HowToPlayRoute'),
      },
      {
        path: 'credits',
        errorElement: <RouteError />,
        ...page('features/content/routes/DocumentRoute', 'CreditsRoute'),
      },
      {
        path: 'boletus',
        errorElement: <RouteError />,
        ...page('features/content/routes/DocumentRoute', 'BoletusRoute'),
      },
      {
        path: 'juggling-boletus',
        errorElement: <RouteError />,
        ...page('features/content/routes/JugglingRoute', 'JugglingRoute'),
      },
      {
        path: 'search',
        errorElement: <RouteError />,
        ...page('features/search/routes/SearchRoute', 'SearchRoute', ['q']),
      },
      {
        path: 'me',
        errorElement: <RouteError />,
        ...page('features/me/routes/MeRoute', 'MeRoute', ['deleted']),
      },
      {
        // A signed-out notice's status and decision, by its receipt code.
        path: 'report-status',
        errorElement: <RouteError />,
        ...page('features/notices/routes/ReportStatusRoute', 'ReportStatusRoute', ['receipt']),
      },
      {
        path: 'login',
        errorElement: <RouteError />,
        ...page('shell/LoginRoute', 'LoginRoute', ['returnTo', 'signInError']),
      },
      {
        // Every /manage route needs the admin role.
        path: 'manage',
        errorElement: <RouteError />,
        loader: signedInOnly,
        ...page('shell/AdminGuard', 'AdminGuard'),
        children: [
          { index: true, ...page('features/manage/routes/ManageRoute', 'ManageRoute') },
          { path: 'news', ...page('features/manage/routes/ManageNewsRoute', 'ManageNewsRoute', ['edit', 'kind']) },
          { path: 'items', ...page('features/manage/routes/ManageItemsRoute', 'ManageItemsRoute', ['edit', 'q']) },
          { path: 'reports', ...page('features/manage/routes/ManageReportsRoute', 'ManageReportsRoute', ['order']) },
          { path: 'patches', ...page('features/manage/routes/ManagePatchesRoute', 'ManagePatchesRoute', ['edit', 'location', 'monster', 'npc', 'offer', 'recipe', 'spell', 'trait']) },
        ],
      },
      {
        path: 'builds',
        errorElement: <RouteError />,
        ...page('features/builds/routes/BuildsRoute', 'BuildsRoute', ['class', 'kind', 'maxLevel', 'minLevel', 'q', 'sort', 'tag']),
      },
      {
        path: 'builds/:buildId',
        errorElement: <RouteError />,
        ...page('features/builds/routes/BuildRoute', 'BuildRoute', ['variant']),
      },
      {
        // A short link to a shared tool state.
        path: 's/:code',
        errorElement: <RouteError />,
        ...page('features/builds/routes/ShareLinkRoute', 'ShareLinkRoute'),
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
          { index: true, loader: redirectTo('/tools/planner'), ...HANDS_QUERY_ON },
          // The planner's items and queries (planner-route-queries.ts), its loader loaded beside the page's chunk.
          {
            path: 'planner',
            loader: async (args: LoaderFunctionArgs) => (await import('@/features/planner/planner-route-queries')).plannerLoader(args, query, server, plannerItems),
            shouldRevalidate: keepToolData,
            ...page('features/planner/routes/PlannerRoute', 'PlannerRoute', [...BUILD_EDITOR, 'compare', 'compareBuild', 'compareVariant']),
          },
          // The saved build and the worn items it needs (trait-tree-route-queries.ts).
          {
            path: 'trait-tree',
            loader: async (args: LoaderFunctionArgs) => (await import('@/features/trait-tree/trait-tree-route-queries')).traitTreeLoader(args, query),
            shouldRevalidate: keepToolData,
            ...page('features/trait-tree/routes/TraitTreeRoute', 'TraitTreeRoute', BUILD_EDITOR),
          },
          // The maps (Leaflet loads with these chunks only).
          { path: 'interactive-map', loader: startWorld, shouldRevalidate: filtersInPage, ...page('features/maps/routes/InteractiveMapRoute', 'InteractiveMapRoute', MAP) },
          { path: 'houses-map', loader: startWorld, shouldRevalidate: filtersInPage, ...page('features/maps/routes/HousesMapRoute', 'HousesMapRoute', [...MAP, 'dir', 'guildhall', 'maxRent', 'minBeds', 'minSize', 'sort', 'town']) },
          { path: 'monsters-map', loader: startWorld, shouldRevalidate: filtersInPage, ...page('features/maps/routes/MonstersMapRoute', 'MonstersMapRoute', [...MAP, 'max', 'min', 'q']) },
          { path: 'exp-table', ...page('features/calculators/routes/ExpTableRoute', 'ExpTableRoute', ['from', 'level', 'rate', 'to']) },
          // QuickCalcsRoute's reference lists (not kept in the cache, see there).
          { path: 'quick-calcs', loader: async () => (query ? (await routeLoaders()).quickCalcsPage(query) : null), ...page('features/calculators/routes/QuickCalcsRoute', 'QuickCalcsRoute', QUICK_CALCS) },
        ],
      },
      {
        // /items shows every item; each category has its own list and every item its page.
        path: 'items',
        errorElement: <RouteError />,
        children: [
          // The category's whole list in one answer, kept out of the normalized cache (see ItemsRoute).
          {
            index: true,
            loader: async () => (query ? (await routeLoaders()).itemsPage(query, 'all') : null),
            // The list filters in the page: a change of the filters in the address loads nothing.
            shouldRevalidate: ({ currentParams, nextParams, defaultShouldRevalidate }) => currentParams.category !== nextParams.category && defaultShouldRevalidate,
            ...page('features/items/routes/ItemsRoute', 'ItemsRoute', ITEM_FILTERS),
          },
          {
            path: ':category',
            // An unknown category is an unknown path: it goes to /news, by HTTP on the server.
            loader: async (args: LoaderFunctionArgs) =>
              isItemCategory(args.params.category)
                ? query
                  ? (await routeLoaders()).itemsPage(query, args.params.category ?? 'all')
                  : null
                : redirect(withNotice('/news', 'not-found')),
            shouldRevalidate: ({ currentParams, nextParams, defaultShouldRevalidate }) => currentParams.category !== nextParams.category && defaultShouldRevalidate,
            ...page('features/items/routes/ItemsRoute', 'ItemsRoute', ITEM_FILTERS),
          },
          { path: ':category/:itemId', ...page('features/items/routes/ItemRoute', 'ItemRoute', EMBEDDABLE) },
        ],
      },
      {
        path: 'lists',
        errorElement: <RouteError />,
        children: [
          { index: true, loader: redirectTo('/lists/premium'), ...HANDS_QUERY_ON },
          { path: 'premium', shouldRevalidate: filtersInPage, ...page('features/lists/routes/PremiumRoute', 'PremiumRoute', [...TABLE, 'dir', 'kind', 'q', 'sort']) },
          { path: 'classes', shouldRevalidate: filtersInPage, ...page('features/lists/routes/ClassesRoute', 'ClassesRoute', [...TABLE, 'cdir', 'class', 'csort', 'dir', 'q', 'sdir', 'sort', 'ssort', 'tier']) },
          // The list filters in the page: a change of the filters in the address loads nothing.
          {
            path: 'monsters',
            // Every page read on the server; the page reads on in the browser (route-loaders.ts).
            loader: async () => (query ? (await routeLoaders()).monstersPage(query) : null),
            shouldRevalidate: () => false,
            ...page('features/lists/routes/MonstersRoute', 'MonstersRoute', [...TABLE, 'dir', 'max', 'min', 'q', 'sort', 'weak', 'where']),
          },
          { path: 'monsters/:monsterId', ...page('features/lists/routes/MonsterRoute', 'MonsterRoute', EMBEDDABLE) },
          { path: 'spells', shouldRevalidate: filtersInPage, ...page('features/lists/routes/SpellsRoute', 'SpellsRoute', [...TABLE, 'class', 'dir', 'element', 'kind', 'max', 'min', 'q', 'sort']) },
          { path: 'spells/:spellId', ...page('features/lists/routes/SpellRoute', 'SpellRoute') },
          { path: 'traits/:traitNumber', ...page('features/lists/routes/TraitRoute', 'TraitRoute') },
          // A real NPC trade list, not the classes list the original showed.
          { path: 'npc-buy-sell', shouldRevalidate: filtersInPage, ...page('features/lists/routes/NpcTradeRoute', 'NpcTradeRoute', [...TABLE, 'dir', 'mode', 'npc', 'q', 'sort', 'where']) },
          { path: 'npc-buy-sell/:npcId', ...page('features/lists/routes/NpcRoute', 'NpcRoute', EMBEDDABLE) },
          { path: 'recipes', shouldRevalidate: filtersInPage, ...page('features/lists/routes/RecipesRoute', 'RecipesRoute', [...TABLE, 'dir', 'npc', 'q', 'sort']) },
          { path: 'formulae', shouldRevalidate: filtersInPage, ...page('features/lists/routes/FormulaeRoute', 'FormulaeRoute', [...TABLE, 'q']) },
        ],
      },
      {
        // For other sites: the page explaining the tooltip script and embeds, and the
        // build embed, which EmbedShell shows alone in its iframe (AppLayout).
        path: 'embed',
        errorElement: <RouteError />,
        children: [
          { index: true, ...page('features/embeds/routes/EmbedRoute', 'EmbedRoute') },
          { path: 'builds/:buildId', ...page('features/embeds/routes/BuildEmbedRoute', 'BuildEmbedRoute', ['theme', 'variant']) },
        ],
      },
      // Unknown paths go to the empty path, which goes on to /news.
      // An unknown path goes to /news, which says once that the page was not found.
      { path: '*', loader: ({ request }: { request: Request }) => redirect(withNotice(`/news${new URL(request.url).search}`, 'not-found')), ...HANDS_QUERY_ON },
    ],
  },
  ]);
}

/** The table as a list of routes, for reading its paths (tests/unit/route-table.test.ts). */
// Pure: the browser's bundle, which never reads it, leaves it out (main.tsx makes the table around its client).
export const routes: RouteObject[] = /* @__PURE__ */ createRoutes({ client: null, server: false });
