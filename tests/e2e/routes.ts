/**
 * Every route of client/src/app/router.tsx, one line each, with a page that shows it on the
 * demo data. The accessibility test (axe, signed out and signed in) and the 390px test visit
 * every entry, so a new route gets both checks by being listed here; tests/unit/route-table.test.ts
 * fails when a route of the router is missing from this table (or listed but gone).
 *
 * - `path`: the route's full pattern as the router spells it.
 * - `url`: a page of that route on the seeded demo data (`SEED_DEMO_DATA=true`).
 * - `redirectsTo`: the route only redirects; the test checks where it lands.
 * - `signedInRedirectsTo`: where the route sends someone signed in (the signed-in check runs there).
 * - `readyWhen`: a selector that appears once the route has drawn all it draws on load (a dialog it opens).
 * - `status`: the HTTP status of the page when it is not 200 (a page of something that does not exist: 404).
 * - `developmentOnly`: not in the production bundle the browser tests run; tests/e2e-dev checks it
 *   on the development bundle.
 */
export interface RouteEntry {
  path: string;
  url: string;
  redirectsTo?: string;
  signedInRedirectsTo?: string;
  readyWhen?: string;
  status?: number;
  developmentOnly?: boolean;
}

export const ROUTE_TABLE: RouteEntry[] = [
  { path: '/', url: '/', redirectsTo: '/news' },
  { path: '/*', url: '/no-such-page', redirectsTo: '/news' },
  { path: '/news', url: '/news' },
  { path: '/news/:slug', url: '/news/welcome' },
  { path: '/articles', url: '/articles' },
  { path: '/articles/:articleId', url: '/articles/bell-warden' },
  { path: '/patch-notes', url: '/patch-notes' },
  { path: '/patches', url: '/patches' },
  { path: '/patches/:version', url: '/patches/2' },
  { path: '/guides', url: '/guides' },
  { path: '/guides/:slug', url: '/guides/squire-to-knight' },
  { path: '/how-to-play', url: '/how-to-play' },
  { path: '/credits', url: '/credits' },
  { path: '/boletus', url: '/boletus' },
  { path: '/juggling-boletus', url: '/juggling-boletus' },
  { path: '/search', url: '/search?q=sword' },
  { path: '/me', url: '/me' },
  { path: '/players/:username', url: '/players/kael_ember' },
  { path: '/report-status', url: '/report-status' },
  { path: '/login', url: '/login', signedInRedirectsTo: '/news', readyWhen: 'dialog[open]' },
  { path: '/manage', url: '/manage' },
  { path: '/manage/news', url: '/manage/news' },
  { path: '/manage/items', url: '/manage/items' },
  { path: '/manage/reports', url: '/manage/reports' },
  { path: '/manage/patches', url: '/manage/patches' },
  { path: '/builds', url: '/builds' },
  { path: '/builds/:buildId', url: '/builds/demo-build-01' },
  { path: '/s/:code', url: '/s/unknown123', status: 404 },
  { path: '/debug/builds', url: '/debug/builds', developmentOnly: true, readyWhen: '[data-testid="debug-top-builds"]' },
  { path: '/tools', url: '/tools', redirectsTo: '/tools/planner' },
  { path: '/tools/planner', url: '/tools/planner' },
  { path: '/tools/trait-tree', url: '/tools/trait-tree' },
  { path: '/tools/exp-table', url: '/tools/exp-table' },
  { path: '/tools/quick-calcs', url: '/tools/quick-calcs' },
  { path: '/tools/interactive-map', url: '/tools/interactive-map', readyWhen: '.leaflet-tile-loaded' },
  { path: '/tools/houses-map', url: '/tools/houses-map', readyWhen: '.leaflet-tile-loaded' },
  { path: '/tools/monsters-map', url: '/tools/monsters-map', readyWhen: '.leaflet-tile-loaded' },
  { path: '/items', url: '/items' },
  { path: '/items/:category', url: '/items/swords' },
  { path: '/items/:category/:itemId', url: '/items/axes/reavers-axe' },
  { path: '/lists', url: '/lists', redirectsTo: '/lists/premium' },
  { path: '/lists/premium', url: '/lists/premium' },
  { path: '/lists/classes', url: '/lists/classes' },
  { path: '/lists/monsters', url: '/lists/monsters' },
  { path: '/lists/monsters/:monsterId', url: '/lists/monsters/scarecrow', readyWhen: '.small-map .leaflet-tile-loaded' },
  { path: '/lists/spells', url: '/lists/spells' },
  { path: '/lists/spells/:spellId', url: '/lists/spells/fireball' },
  { path: '/lists/traits/:traitNumber', url: '/lists/traits/1' },
  { path: '/lists/npc-buy-sell', url: '/lists/npc-buy-sell' },
  // The NPC's small map loads as the reader nears it: far below the trades on a phone, where its box stays as it is.
  { path: '/lists/npc-buy-sell/:npcId', url: '/lists/npc-buy-sell/forgemaster-brann', readyWhen: '.small-map' },
  { path: '/lists/recipes', url: '/lists/recipes' },
  { path: '/lists/formulae', url: '/lists/formulae' },
  { path: '/embed', url: '/embed', readyWhen: '.embed-live-example a[data-almanac-ref]' },
  { path: '/embed/builds/:buildId', url: '/embed/builds/demo-build-01', readyWhen: '.build-embed' },
];
