import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { defaultSharedBuild, encodeShareState } from '../../server/game-data/rules/share-state';
import { OUTBOX_COLLECTION, type OutboxItem } from '../../server/src/outbox/outbox';
import { USERNAME_HOLDS_COLLECTION } from '../../server/src/modules/profiles/username-holds';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { findMongo, uniqueDatabaseName, type MongoTarget } from '../support/mongodb';
import { expectGoneEverywhere, surfacesHolding, type SurfaceTarget } from '../support/gone-everywhere';
import { holdsWithin } from '../support/wait';

/**
 * "Delete my account" in both modes, on SQLite and on the MongoDB test double: every collection
 * and every surface (response cache, rendered pages, embed, sitemap, search, data exports) is
 * checked with the every-surface helper; replies keep their thread; like counts follow; the
 * username is held, then freed by its outbox item once due.
 */
const mongo: MongoTarget = await findMongo();
/** Well within the minute a deletion promises: what is left after this is a failure, not slowness. */
const SETTLE_MS = 10_000;
const engines = [
  { name: 'SQLite', env: {} as Record<string, string> },
  { name: mongo.source, env: { MONGODB_URI: mongo.uri, MONGODB_DB: uniqueDatabaseName() } },
];
afterAll(async () => mongo.stop());

const gql = (server: TestServer, query: string, variables: Record<string, unknown> = {}, cookie?: string) =>
  graphql(server.url, query, variables, cookie ? { cookie } : {});

async function publicBuild(server: TestServer, cookie: string, name: string, description = '') {
  const id = (await gql(server, 'mutation($n: String!, $d: String) { createBuild(input: { name: $n, description: $d }) { id } }', { n: name, d: description }, cookie)).data!.createBuild.id as string;
  await gql(server, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id }, cookie);
  return id;
}

async function comment(server: TestServer, cookie: string, buildId: string, content: string, parentId?: string): Promise<string> {
  const answer = await gql(server, 'mutation($b: ID!, $c: String!, $p: ID) { addComment(buildId: $b, content: $c, parentId: $p) { comments(first: 100) { nodes { id content } } } }', { b: buildId, c: content, p: parentId ?? null }, cookie);
  return (answer.data!.addComment.comments.nodes as Array<{ id: string; content: string }>).find((node) => node.content === content)!.id;
}

const buildOf = async (server: TestServer, id: string) =>
  (await gql(server, 'query($id: ID!) { build(id: $id) { name owner ownerUsername likeCount commentCount comments(first: 100, order: OLDEST_FIRST) { nodes { id content author authorUsername parentId } } } }', { id })).data!.build;

interface PublicBuildCase { server: TestServer; target: SurfaceTarget; buildPath: string; tag: string; publicId: string; link: string }

/** What each mode leaves of the leaver's public build. */
const publicBuildAfter = {
  DELETE_EVERYTHING: async ({ server, target, buildPath, tag, publicId, link }: PublicBuildCase) => {
    await expectGoneEverywhere({ ...target, path: buildPath }, `Public glory ${tag}`, SETTLE_MS);
    await expectGoneEverywhere({ ...target, path: buildPath }, `Leaver notes ${tag}`, SETTLE_MS);
    await expectGoneEverywhere({ ...target, path: buildPath }, `Friend on leaver ${tag}`, SETTLE_MS);
    expect(await server.store.collection('shareLinks').findOne({ _id: link })).toBeNull();
    expect(await server.store.collection('likes').count({ buildId: publicId })).toBe(0);
  },
  KEEP_PUBLIC_BUILDS_ANONYMISED: async ({ server, target, buildPath, tag, publicId, link }: PublicBuildCase) => {
    // Kept, owned by nobody: no name, no link to a profile; the page still shows it.
    expect(await buildOf(server, publicId)).toMatchObject({ name: `Public glory ${tag}`, owner: 'deleted-player', ownerUsername: null, likeCount: 1, commentCount: 1 });
    expect(await surfacesHolding({ ...target, path: buildPath }, `Public glory ${tag}`)).toEqual(expect.arrayContaining(['rendered page', 'search', 'response cache: build']));
    expect(await surfacesHolding(target, buildPath)).toEqual(expect.arrayContaining(['sitemap']));
    expect(await server.store.collection('shareLinks').findOne({ _id: link })).not.toBeNull();
  },
};

for (const engine of engines) {
  describe(`deleting an account on ${engine.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ ...engine.env, SEED_DEMO_DATA: 'false' });
    });
    afterAll(async () => server?.stop());

    for (const mode of ['DELETE_EVERYTHING', 'KEEP_PUBLIC_BUILDS_ANONYMISED'] as const) {
      it(`${mode}: gone from every collection and surface; replies keep their thread; counts follow; the username held, then freed`, async () => {
        const tag = `${mode === 'DELETE_EVERYTHING' ? 'all' : 'anon'}${engine.env.MONGODB_URI ? 'm' : 's'}`;
        const username = `leaver_${tag}`;
        const leaver = await devSignIn(server.url, username);
        const secondDevice = await devSignIn(server.url, username);
        const friend = await devSignIn(server.url, `friend_${tag}`);
        const leaverId = (await gql(server, '{ me { id } }', {}, leaver)).data!.me.id as string;
        const target: SurfaceTarget = { baseUrl: server.url, store: server.store };

        // The leaver's things: a private build, a public one with notes and a short link, likes and comments.
        await gql(server, 'mutation($n: String!) { createBuild(input: { name: $n }) { id } }', { n: `Secret plan ${tag}` }, leaver);
        const publicId = await publicBuild(server, leaver, `Public glory ${tag}`, `Leaver notes ${tag}`);
        const link = (await gql(server, 'mutation($s: String!, $n: String) { createShareLink(tool: PLANNER, state: $s, name: $n) { code } }', { s: encodeShareState(defaultSharedBuild()), n: `Public glory ${tag}` }, leaver)).data!.createShareLink.code as string;
        const friendBuild = await publicBuild(server, friend, `Friend build ${tag}`);
        await gql(server, 'mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }', { id: friendBuild }, leaver);
        await gql(server, 'mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }', { id: publicId }, friend);
        const leaverComment = await comment(server, leaver, friendBuild, `Leaver comment ${tag}`);
        await comment(server, friend, friendBuild, `Friend reply ${tag}`, leaverComment);
        await comment(server, leaver, friendBuild, `Leaver reply ${tag}`, leaverComment);
        await comment(server, friend, publicId, `Friend on leaver ${tag}`);
        expect(await buildOf(server, friendBuild)).toMatchObject({ likeCount: 1, commentCount: 3 });

        // Every surface read once (so the caches hold it), and the checks can see it: it is there before.
        const buildPath = `/builds/${publicId}`;
        expect(await surfacesHolding({ ...target, path: buildPath }, `Public glory ${tag}`)).toEqual(expect.arrayContaining(['store', 'response cache: public builds', 'search', 'rendered page', 'oEmbed', 'embed', 'response cache: build']));
        expect(await surfacesHolding({ ...target, path: `/players/${username}` }, username)).toEqual(expect.arrayContaining(['store', 'rendered page', 'sitemap', 'response cache: public builds']));
        expect(await surfacesHolding({ ...target, path: `/builds/${friendBuild}` }, `Leaver comment ${tag}`)).toEqual(expect.arrayContaining(['store', 'rendered page', 'response cache: build']));

        const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie: secondDevice } });
        await once(ws, 'open');
        ws.send(JSON.stringify({ type: 'connection_init' }));
        await once(ws, 'message');
        const closed = once(ws, 'close');

        const refused = await gql(server, 'mutation($m: AccountDeletionMode!, $u: String!) { deleteMyAccount(mode: $m, confirmUsername: $u) }', { m: mode, u: 'someone_else' }, leaver);
        expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmUsername' });
        expect((await gql(server, '{ me { id } }', {}, leaver)).data!.me).toEqual({ id: leaverId });

        const deleted = await gql(server, 'mutation($m: AccountDeletionMode!, $u: String!) { deleteMyAccount(mode: $m, confirmUsername: $u) }', { m: mode, u: username.toUpperCase() }, leaver);
        expect(deleted.data?.deleteMyAccount).toBe(true);
        await closed;
        for (const cookie of [leaver, secondDevice]) expect((await gql(server, '{ me { id } }', {}, cookie)).data!.me).toBeNull();

        // Gone everywhere: the username, the profile id, the private build, the comments' text.
        await expectGoneEverywhere({ ...target, path: `/players/${username}` }, username, SETTLE_MS);
        await expectGoneEverywhere(target, leaverId, SETTLE_MS);
        await expectGoneEverywhere(target, `Secret plan ${tag}`, SETTLE_MS);
        await expectGoneEverywhere({ ...target, path: `/builds/${friendBuild}` }, `Leaver comment ${tag}`, SETTLE_MS);
        await expectGoneEverywhere({ ...target, path: `/builds/${friendBuild}` }, `Leaver reply ${tag}`, SETTLE_MS);
        await publicBuildAfter[mode]({ server, target, buildPath, tag, publicId, link });

        // The friend's build: the like went and the count followed; the comment is "[deleted]" in place, the replies keep their thread.
        const after = await buildOf(server, friendBuild);
        expect(after).toMatchObject({ likeCount: 0, commentCount: 3 });
        const nodes = after.comments.nodes as Array<{ id: string; content: string; author: string; authorUsername: string | null; parentId: string | null }>;
        expect(nodes.find((node) => node.id === leaverComment)).toMatchObject({ content: '[deleted]', author: '', authorUsername: null, parentId: null });
        expect(nodes.find((node) => node.content === `Friend reply ${tag}`)).toMatchObject({ parentId: leaverComment });
        expect(nodes.filter((node) => node.content === '[deleted]')).toHaveLength(2);

        // The username is held: nobody can take it, by signing in or renaming.
        const taking = await fetch(`${server.url}/auth/dev`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, role: 'user' }) });
        expect(taking.status).toBe(400);
        const renamed = await gql(server, 'mutation($u: String) { updateProfile(input: { username: $u }) { username } }', { u: username }, friend);
        expect(renamed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
        const holds = server.store.collection<{ _id: string; until: string }>(USERNAME_HOLDS_COLLECTION);
        const hold = await holds.findOne({ _id: username });
        expect(Date.parse(hold!.until) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
        // Thirty days later: the outbox item that frees it is due, and the running worker frees it.
        const items = server.store.collection<OutboxItem>(OUTBOX_COLLECTION);
        const release = await items.findOne({ kind: 'username.release', 'payload.username': username });
        expect(release!.dueAt).toBe(hold!.until);
        const later = new Date(Date.now() - 1000).toISOString();
        await holds.updateOne({ _id: username }, { $set: { until: later } });
        await items.updateOne({ _id: release!._id }, { $set: { dueAt: later } });
        expect(await holdsWithin(async () => !(await holds.findOne({ _id: username })) && !(await items.findOne({ _id: release!._id })), 15_000)).toBe(true);
        expect(await devSignIn(server.url, username)).toBeTruthy();
      }, 240_000);
    }
  });
}
