import { print } from 'graphql';
import type { CatalogItem } from '../../server/game-data/rules/picker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { autoLevellingPlan, packLevellingPlan } from '../../server/game-data/rules/levelling-plan';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';
import { loadBuiltEntry, type ServerEntry } from '../../server/src/http/pages/render-page';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { CLIENT_BUILDS } from '../support/client-build';
import { ROUTE_TABLE } from '../e2e/routes';

/**
 * The server draws a page from its canonical address: only the query parameters its routes declare (the route
 * table's handles) reach the renderer. A page that reads a parameter its route does not declare would be drawn
 * without it (and kept in the page cache under the address without it): this file draws every route of the table
 * with the built server entry (in this process, its operations answered by a real server over HTTP), signed out and
 * as an admin, with URLSearchParams' readers watched, and fails on a parameter read but dropped.
 */

let server: TestServer;
let entry: ServerEntry;
let admin: string;
/** The admin's public build with two variants. */
let variedBuild: string;
/** The admin's public planner build with a worn item and a levelling plan. */
let plannedBuild: string;

beforeAll(async () => {
  server = await startTestServer();
  entry = await loadBuiltEntry(CLIENT_BUILDS.production);
  admin = await devSignIn(server.url, 'query_reader', 'admin');
  // Lists of their own that are not empty: an empty list is answered by any query that reads it, a full one only by its own.
  const made = await graphql(
    server.url,
    'mutation { createBuild(input: { name: "Reader Plan", class: knight, isPlannerBuild: true, variants: [{ name: "Levelling", characterLevel: 60 }, { name: "Endgame", characterLevel: 200, statAllocations: { hp: 150 }, equippedItemIds: [{ slot: "hand-main", itemId: "steel-longsword" }] }] }) { id } }',
    {},
    { cookie: admin },
  );
  if (made.errors) throw new Error(JSON.stringify(made.errors));
  variedBuild = made.data!.createBuild.id;
  // A planner build with a worn item and a levelling plan: its page reads both.
  const level6 = { ...defaultSharedBuild(), characterClass: 'knight' as const, level: 6, points: [[1, 3]] as Array<[number, number]> };
  const planned = await graphql(server.url, 'mutation($input: BuildInput!) { createBuild(input: $input) { id } }', {
    input: {
      name: 'Planned knight', class: 'knight', characterLevel: 6, isPlannerBuild: true, assignedPoints: [{ trait: 1, points: 3 }],
      equippedItemIds: [{ slot: 'hand-main', itemId: 'steel-longsword' }], levellingPlan: JSON.stringify(packLevellingPlan(autoLevellingPlan(TRAIT_CATALOG, level6))),
    },
  }, { cookie: admin });
  if (planned.errors) throw new Error(JSON.stringify(planned.errors));
  plannedBuild = planned.data!.createBuild.id;
  await graphql(server.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: plannedBuild }, { cookie: admin });
  await graphql(server.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: variedBuild }, { cookie: admin });
  const top = await graphql(server.url, '{ publicBuilds(first: 1) { edges { node { id } } } }');
  await graphql(server.url, 'mutation($id: ID!) { likeBuild(buildId: $id) { id } }', { id: top.data!.publicBuilds.edges[0].node.id }, { cookie: admin });
});
afterAll(async () => server?.stop());

/** The names given to URLSearchParams' get, getAll and has (anywhere in this process) while `run` runs. */
async function namesRead(run: () => Promise<unknown>): Promise<Set<string>> {
  const prototype = URLSearchParams.prototype;
  const { get, getAll, has } = prototype;
  const names = new Set<string>();
  prototype.get = function (this: URLSearchParams, name: string) {
    names.add(name);
    return get.call(this, name);
  };
  prototype.getAll = function (this: URLSearchParams, name: string) {
    names.add(name);
    return getAll.call(this, name);
  };
  prototype.has = function (this: URLSearchParams, name: string, value?: string) {
    names.add(name);
    return value === undefined ? has.call(this, name) : has.call(this, name, value);
  };
  try {
    await run();
  } finally {
    Object.assign(prototype, { get, getAll, has });
  }
  return names;
}

/**
 * React Router's own: `?index` tells an index route's form submissions from its parent's; it reads it for a form's
 * action (the same address, so a hydrated page's GET forms keep their query), never for what a page shows.
 */
const ROUTER_OWN = new Set(['index']);

/** Draws `url` with the built entry as the server would (the server itself draws in a worker thread, out of this watch's sight). */
async function draw(url: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  return entry.render({
    url: `${server.url}${url}`,
    headers,
    execute: async ({ query, variables, operationName }) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: print(query), variables, operationName }),
      });
      return response.json();
    },
    plannerItems: async () => ((await (await fetch(`${server.url}/data/planner/items.json`)).json()) as { items: CatalogItem[] }).items,
  });
}

const shared = encodeShareState({ ...defaultSharedBuild(), characterClass: 'mage', level: 61 });

/** Every route's page, and the pages whose readers only run with a parameter there (an embed, a variant, a comparison). */
const PAGES = [
  ...ROUTE_TABLE.filter((route) => !route.developmentOnly && !route.redirectsTo).map((route) => route.url),
  `/tools/planner?state=${shared}&compare=${shared}&compareVariant=Main&name=Mine`,
  `/tools/trait-tree?state=${shared}&variant=Main`,
  '/builds/demo-build-01?variant=Main',
  '/embed/builds/demo-build-01?variant=Main&theme=light',
  '/tools/interactive-map?embed=1&theme=light&npc=forgemaster-brann',
  '/tools/houses-map?embed=1',
  '/tools/monsters-map?embed=1',
  '/items/axes/reavers-axe?embed=1&theme=light',
  '/lists/monsters/scarecrow?embed=1',
  '/lists/npc-buy-sell/forgemaster-brann?embed=1',
  '/news?notice=not-found',
];

describe('the query parameters each route declares', () => {
  it('include every parameter its page reads while drawn, signed out and signed in', async () => {
    const dropped: string[] = [];
    for (const url of PAGES) {
      for (const cookie of [undefined, admin]) {
        const names = await namesRead(() => draw(url, cookie));
        const probe = `${url}${url.includes('?') ? '&' : '?'}${[...names].map((name) => `${encodeURIComponent(name)}=1`).join('&')}`;
        const kept = new URLSearchParams(entry.canonicalUrl(probe).split('?')[1] ?? '');
        const lost = [...names].filter((name) => !kept.has(name) && !ROUTER_OWN.has(name));
        if (lost.length > 0) dropped.push(`${url} (${cookie ? 'signed in' : 'signed out'}): ${lost.join(', ')}`);
      }
    }
    expect(dropped).toEqual([]);
  }, 240_000);

  it('draw a build page opened on another variant, and a planner build with its worn items and plan, whole', async () => {
    for (const cookie of [undefined, admin]) {
      expect(JSON.stringify(await draw(`/builds/${variedBuild}?variant=Endgame`, cookie))).toContain('Endgame');
      expect(JSON.stringify(await draw(`/builds/${plannedBuild}`, cookie))).toContain('Steel Longsword');
    }
  });

  it('are read at all: the watch sees a page read its own parameter', async () => {
    const names = await namesRead(() => draw('/lists/npc-buy-sell?q=bread&watched=1'));
    expect(names.has('q')).toBe(true);
    expect(names.has('watched')).toBe(false);
  });
});
