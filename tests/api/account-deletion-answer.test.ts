import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_COLLECTION, type OutboxItem } from '../../server/src/outbox/outbox';
import { ACCOUNT_PURGE } from '../../server/src/modules/profiles/account.service';
import { BUILDS_COLLECTION, LIKES_COLLECTION, likeId, type BuildDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

/**
 * "Delete my account" answers once what the player must see at once is done (no profile, no sign-in, no session);
 * the rest is queued work that runs afterwards. It used to wait for that work up to 5 s, so a player with many
 * likes waited seconds for the answer while the purge ran.
 */
const LIKES = 1_000;

describe('deleting an account with many likes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => server?.stop());

  it('answers before its queued purge has finished, and the purge then removes every like', async () => {
    const cookie = await devSignIn(server.url, 'many_likes');
    const me = (await graphql(server.url, '{ me { id } }', {}, { cookie })).data!.me.id as string;
    const now = new Date().toISOString();
    await server.store.transaction(async (scope) => {
      for (let n = 0; n < LIKES; n += 1) {
        await scope.collection<BuildDocument>(BUILDS_COLLECTION).insertOne({ _id: `liked-${n}`, name: `Liked ${n}`, owner: 'someone', ownerUsername: 'someone', isPublic: true, likeCount: 1, commentCount: 0 } as unknown as BuildDocument);
        await scope.collection<LikeDocument>(LIKES_COLLECTION).insertOne({ _id: likeId(`liked-${n}`, me), buildId: `liked-${n}`, userId: me, value: 'like', updatedAt: now });
      }
    });
    // The writes above held this process's event loop (the server's too): the idle connections' timers that ran out
    // meanwhile fire first, so the deletion does not go out on a connection the server is closing.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const purges = server.store.collection<OutboxItem>(OUTBOX_COLLECTION);
    const likes = server.store.collection<LikeDocument>(LIKES_COLLECTION);

    const asked = performance.now();
    const answer = await graphql(server.url, 'mutation { deleteMyAccount(mode: DELETE_EVERYTHING, confirmUsername: "many_likes") }', {}, { cookie });
    const answered = performance.now();
    expect(answer.data?.deleteMyAccount).toBe(true);
    // Answered while the purge is still queued: the likes are not all gone yet.
    expect(await purges.count({ kind: ACCOUNT_PURGE })).toBe(1);
    expect(await likes.count({ userId: me })).toBeGreaterThan(0);

    let purged = Number.NaN;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
      if ((await purges.count({ kind: ACCOUNT_PURGE })) === 0) {
        purged = performance.now();
        break;
      }
    }
    expect(purged, 'the purge did not finish within a minute').not.toBeNaN();
    expect(answered - asked).toBeLessThan(purged - asked);
    expect(await likes.count({ userId: me })).toBe(0);
    expect((await server.store.collection<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: `liked-${LIKES - 1}` }))!.likeCount).toBe(0);
  }, 120_000);
});
