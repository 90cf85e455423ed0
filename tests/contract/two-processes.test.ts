import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startAppProcess, type AppProcess } from '../support/app';
import { devSignIn } from '../support/auth';
import { dropDatabase, findMongo, uniqueDatabaseName, type MongoTarget } from '../support/mongodb';
import { collect, socketClient } from '../support/ws';

/**
 * Two app processes on one MongoDB (the server MONGODB_URI names, else the MongoDB wire-protocol
 * test double, not MongoDB), as behind a load balancer: what one process does, the other sees.
 */
let mongo: MongoTarget;
let database: string;
let a: AppProcess;
let b: AppProcess;

beforeAll(async () => {
  mongo = await findMongo();
  database = uniqueDatabaseName();
  const env = { MONGODB_URI: mongo.uri, MONGODB_DB: database, SEED_DEMO_DATA: 'false' };
  // One after the other: both would create the same indexes and seed the same game data at once.
  a = await startAppProcess(env);
  b = await startAppProcess(env);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  if (mongo) {
    await dropDatabase(mongo.uri, database);
    await mongo.stop();
  }
});

const me = async (url: string, cookie: string) => (await graphql(url, `{ me { id username } }`, {}, { cookie })).data?.me as { id: string; username: string } | null;

describe('two app processes on one MongoDB', () => {
  it('a session made on one process is signed in on the other', async () => {
    const cookie = await devSignIn(a.url, 'traveller');
    const onA = await me(a.url, cookie);
    expect(onA).toMatchObject({ username: 'traveller' });
    expect(await me(b.url, cookie)).toEqual(onA);
  });

  it('a build saved on one process is read on the other, and a like there reaches a subscriber on the first', async () => {
    const owner = await devSignIn(a.url, 'builder');
    const fan = await devSignIn(b.url, 'fan');
    const created = await graphql(a.url, `mutation { createBuild(input: { name: "Shared" }) { id } }`, {}, { cookie: owner });
    const id = created.data!.createBuild.id as string;
    await graphql(a.url, `mutation($id: ID!) { publishBuild(id: $id) { id } }`, { id }, { cookie: owner });
    const read = await graphql(b.url, `query($id: ID!) { build(id: $id) { name likeCount } }`, { id });
    expect(read.data!.build).toEqual({ name: 'Shared', likeCount: 0 });

    const watcher = socketClient(a.url);
    const stream = collect(watcher, `subscription($id: ID!) { buildChanged(id: $id) { id name likeCount } }`, { id });
    try {
      await stream.untilHeard((attempt) => graphql(a.url, `mutation($id: ID!, $n: String!) { updateBuild(id: $id, input: { name: $n }) { id } }`, { id, n: `Shared ${attempt}` }, { cookie: owner }));
      const liked = await graphql(b.url, `mutation($id: ID!) { likeBuild(buildId: $id) { likeCount } }`, { id }, { cookie: fan });
      expect(liked.data!.likeBuild).toEqual({ likeCount: 1 });
      expect((await stream.until((value) => value.data.buildChanged?.likeCount === 1, 10_000)).data.buildChanged).toMatchObject({ id, likeCount: 1 });
    } finally {
      stream.dispose();
      await watcher.dispose();
    }
  });
});
