import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { print } from 'graphql';
import { combineQueries } from '../../client/src/lib/combined-query';
import { BuildsBarPrivateDocument, BuildViewerPartsDocument, SessionViewerDocument } from '../../client/src/gql/graphql';
import { PREFERENCES_COOKIE, preferencesCookieValue, readPreferences } from '../../server/game-data/rules/preferences';

/**
 * A signed-in player's view of a public page is the page drawn for no viewer, from the response cache, marked
 * "session pending" on `<html>` for the browser to fill in the player's own parts; it is private, and what is private
 * never enters the shared cache. The player's own pages (their profile, a private build of theirs) are drawn for them.
 */

let server: TestServer;
let reader: string;
let publicBuild: string;
let privateBuild: string;

/** The preferences cookie the shell writes (the browser's copy of the profile's): pages are kept by it. */
const preferences = `${PREFERENCES_COOKIE}=${preferencesCookieValue(readPreferences({}))}`;
/** A browser's Cookie header: its session, and the preferences cookie a signed-in page wrote. */
const as = (cookie: string) => ({ cookie: `${cookie}; ${preferences}` });
const anonymous = { cookie: preferences };

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  reader = await devSignIn(server.url, 'page_reader');
  const owner = await devSignIn(server.url, 'page_owner');
  const create = async (name: string, cookie: string) => {
    const made = await graphql(server.url, `mutation($input: BuildInput!) { createBuild(input: $input) { id } }`, { input: { name } }, as(cookie));
    if (made.errors) throw new Error(JSON.stringify(made.errors));
    return made.data!.createBuild.id as string;
  };
  publicBuild = await create('Shared Lancer', owner);
  await graphql(server.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id: publicBuild }, as(owner));
  // The reader likes it and keeps a private build of their own: both must stay out of the shared page.
  await graphql(server.url, `mutation($id: ID!) { likeBuild(buildId: $id) { id } }`, { id: publicBuild }, as(reader));
  privateBuild = await create('Secret Reader Plan', reader);
});
afterAll(async () => server?.stop());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers });
  return { response, html: await response.text() };
}

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="almanac-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as { apollo: Record<string, Record<string, unknown>>; viewerOperations?: string[] };
const pending = (html: string) => /<html lang="en" data-session="pending"[ >]/.test(html);

describe('a signed-in view of a public page', () => {
  it('is the cached anonymous page, marked pending, private, with no private data', async () => {
    const path = `/builds/${publicBuild}`;
    const shared = await page(path, anonymous);
    expect(shared.response.status).toBe(200);
    expect(pending(shared.html)).toBe(false);
    const signedIn = await page(path, as(reader));
    expect(signedIn.response.status).toBe(200);
    // Served from the cache: no render for it.
    expect(signedIn.response.headers.get('x-cache')).toBe('hit');
    expect(signedIn.response.headers.get('age')).not.toBeNull();
    expect(signedIn.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(signedIn.response.headers.get('vary')).toContain('Cookie');
    expect(pending(signedIn.html)).toBe(true);
    expect(signedIn.html).toContain('Shared Lancer');
    // Nothing of the reader's: not their name, not their private build, not their like.
    expect(signedIn.html).not.toContain('page_reader');
    expect(signedIn.html).not.toContain('Secret Reader Plan');
    const state = stateOf(signedIn.html);
    expect(state.apollo.ROOT_QUERY!.me).toBeNull();
    expect(state.apollo[`Build:${publicBuild}`]!.viewerHasLiked).toBe(false);
    // It names the operations the browser asks again for its viewer (the session, the build's own query).
    expect(state.viewerOperations).toEqual(expect.arrayContaining(['SessionViewer', 'LiveBuild']));
    // Apart from the mark, the very body an anonymous visitor gets.
    expect(signedIn.html.replace(' data-session="pending"', '')).toBe(shared.html);
    // Revalidated like any page: its own ETag gives a 304, still private.
    const etag = signedIn.response.headers.get('etag')!;
    const revalidated = await fetch(`${server.url}${path}`, { headers: { ...as(reader), 'if-none-match': etag } });
    expect([revalidated.status, revalidated.headers.get('cache-control')]).toEqual([304, 'private, no-cache']);
  });

  it('the viewer’s own parts come in one private request, each query’s answer its own', async () => {
    const combined = combineQueries('ViewerParts', [
      { query: SessionViewerDocument, variables: {} },
      { query: BuildViewerPartsDocument, variables: { id: publicBuild } },
      { query: BuildsBarPrivateDocument, variables: {} },
    ]);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...as(reader) },
      body: JSON.stringify({ query: print(combined.query), variables: combined.variables }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).not.toMatch(/public/);
    const { data, errors } = (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
    expect(errors).toBeUndefined();
    const [session, build, bar] = combined.split(data) as [
      { me: { username: string } },
      { build: { id: string; viewerHasLiked: boolean; viewerIsOwner: boolean; viewerHiddenComments: unknown[] } },
      { me: { builds: Array<{ name: string }> } },
    ];
    expect(session.me.username).toBe('page_reader');
    // The reader's own comments a moderator hid would be here too (none).
    expect(build.build).toEqual({ id: publicBuild, viewerHasLiked: true, viewerIsOwner: false, viewerHiddenComments: [] });
    expect(bar.me.builds.map((b) => b.name)).toContain('Secret Reader Plan');
  });

  it('drawn first for a session, it is drawn for no viewer, and that is what anonymous visitors get from the cache', async () => {
    const path = '/news';
    const signedIn = await page(path, as(reader));
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.response.headers.get('x-cache')).toBeNull();
    expect(signedIn.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(pending(signedIn.html)).toBe(true);
    expect(signedIn.html).not.toContain('page_reader');
    const visitor = await page(path, anonymous);
    expect(visitor.response.headers.get('x-cache')).toBe('hit');
    expect(visitor.response.headers.get('cache-control')).toBe('public, no-cache');
    expect(pending(visitor.html)).toBe(false);
    expect(visitor.html).not.toContain('page_reader');
    // The next session is a hit too.
    expect((await page(path, as(reader))).response.headers.get('x-cache')).toBe('hit');
  });

  it('a page that is the viewer’s own is drawn for them, and never kept', async () => {
    const me = await page('/me', as(reader));
    expect(me.response.status).toBe(200);
    expect(me.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(pending(me.html)).toBe(false);
    expect(me.html).toContain('page_reader');
    const anonymousMe = await page('/me', anonymous);
    expect(anonymousMe.html).not.toContain('page_reader');
    // A private build of theirs: not found for no viewer, so drawn for its owner (never the anonymous 404).
    const own = await page(`/builds/${privateBuild}`, as(reader));
    expect(own.response.status).toBe(200);
    expect(pending(own.html)).toBe(false);
    expect(own.html).toContain('Secret Reader Plan');
    expect(own.response.headers.get('cache-control')).toBe('private, no-cache');
    const notFound = await page(`/builds/${privateBuild}`, anonymous);
    expect(notFound.response.status).toBe(404);
    expect(notFound.html).not.toContain('Secret Reader Plan');
    // A session without the preferences cookie (a device's first signed-in page: its look is the profile's, not yet
    // copied into the cookie) is drawn for its viewer.
    const firstPage = await page('/news', { cookie: reader });
    expect(pending(firstPage.html)).toBe(false);
    expect(firstPage.html).toContain('page_reader');
    // An embed page has no shell to ask for the viewer: drawn for them as before.
    const embed = await page(`/embed/builds/${publicBuild}`, as(reader));
    expect([embed.response.status, pending(embed.html)]).toEqual([200, false]);
    // Credentials (not a browser's session) get their own page too, never the shared one.
    const withCredentials = await page('/news', { authorization: 'Bearer nothing' });
    expect(pending(withCredentials.html)).toBe(false);
    expect(withCredentials.response.headers.get('cache-control')).toBe('private, no-cache');
  });
});
