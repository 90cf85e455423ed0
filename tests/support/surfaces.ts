import type { Store } from '../../server/src/store/port';

/**
 * Every place a player's thing can be read from, for checks that something is gone (an account's
 * deletion now; moderation's removals later): the store's collections of players' rows, the
 * response cache (GraphQL GETs), the rendered page, its embed and oEmbed, the sitemap, search and
 * the site's data exports. `surfaces` gives each place's text; `expectGoneEverywhere` waits until
 * none holds the text and names the places that still do. A page that answers 404 holds nothing
 * (its "not found" text may repeat the address asked).
 */

/** The collections a player's rows live in. The username's 30-day hold (`usernameHolds`, and the outbox item that frees it) is not among them on purpose. */
export const PLAYER_COLLECTIONS = ['profiles', 'signIns', 'activity', 'builds', 'comments', 'likes', 'shareLinks', 'sessions', 'audit_log'] as const;

export interface SurfaceTarget {
  /** The site's address, e.g. `http://127.0.0.1:1234`. */
  baseUrl: string;
  /**
   * The store the site runs on (the test's own handle of it, or one opened on the same database);
   * without one (a server in another process holding its folder) the store is not read.
   */
  store?: Store;
  /** The page of the thing, e.g. `/builds/<id>` or `/players/<name>`; its embed and oEmbed are read too. */
  path?: string;
  /** What to search for (at most 60 characters): by default the text itself. */
  searchFor?: string;
  /** More places to read (for instance a player's data export); each gives a text. */
  more?: Record<string, () => Promise<string>>;
}

const text = async (url: string, init?: RequestInit): Promise<string> => {
  const response = await fetch(url, init);
  return `${response.status} ${await response.text()}`;
};

/** A page's text; a 404 counts as empty (its "not found" text repeats the address asked, which is not the thing). */
const page = async (url: string, init?: RequestInit): Promise<string> => {
  const response = await fetch(url, init);
  const body = await response.text();
  return response.status === 404 ? '404' : `${response.status} ${body}`;
};

/** A GraphQL query sent as a GET, as pages and tools send public reads (what the response cache keeps). */
const graphqlGet = (baseUrl: string, query: string, variables: Record<string, unknown> = {}) =>
  text(`${baseUrl}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`, { headers: { 'apollo-require-preflight': 'true' } });

/** Each surface's reader, by the surface's name: each resolves with that surface's text. */
export function surfaceReaders(target: SurfaceTarget, searchText: string): Record<string, () => Promise<string>> {
  const { baseUrl, store, path } = target;
  const readStore = async (from: Store) => {
    const parts: string[] = [];
    for (const name of PLAYER_COLLECTIONS) parts.push(JSON.stringify(await from.collection(name).find({})));
    return parts.join('\n');
  };
  const read: Record<string, () => Promise<string>> = {
    ...(store ? { store: () => readStore(store) } : {}),
    'response cache: public builds': () => graphqlGet(baseUrl, '{ publicBuilds(first: 100, sort: NEWEST) { edges { node { id name ownerUsername description } } } }'),
    'response cache: top builds': () => graphqlGet(baseUrl, '{ topBuilds { id name ownerUsername } }'),
    search: () => graphqlGet(baseUrl, 'query($q: String!) { search(query: $q, perKind: 50) { groups { hits { title detail path } } } }', { q: (target.searchFor ?? searchText).slice(0, 60) }),
    sitemap: async () => {
      const index = await text(`${baseUrl}/sitemap.xml`);
      const parts = [index];
      for (const match of index.matchAll(/<loc>[^<]*(\/sitemap-\d+\.xml)<\/loc>/g)) parts.push(await text(`${baseUrl}${match[1]}`));
      return parts.join('\n');
    },
    'data exports': () => text(`${baseUrl}/data/latest/`, { redirect: 'follow' }),
    ...target.more,
  };
  if (path) {
    const buildId = /^\/builds\/([^/?#]+)/.exec(path)?.[1];
    read['rendered page'] = () => page(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
    read.oEmbed = () => page(`${baseUrl}/oembed?url=${encodeURIComponent(`${baseUrl}${path}`)}&format=json`);
    if (buildId) {
      read.embed = () => page(`${baseUrl}/embed/builds/${buildId}`, { headers: { accept: 'text/html' } });
      read['response cache: build'] = () =>
        graphqlGet(baseUrl, 'query($id: ID!) { build(id: $id) { name ownerUsername description comments(first: 100) { nodes { author content } } } }', { id: decodeURIComponent(buildId) });
    }
  }
  return read;
}

/** Reads every surface; resolves with each one's text. */
export async function surfaces(target: SurfaceTarget, searchText: string): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const [name, reader] of Object.entries(surfaceReaders(target, searchText))) texts[name] = await reader();
  return texts;
}

/** The surfaces whose text holds `needle`. */
export async function surfacesHolding(target: SurfaceTarget, needle: string): Promise<string[]> {
  const texts = await surfaces(target, needle);
  return Object.entries(texts).filter(([, body]) => body.includes(needle)).map(([name]) => name);
}
