import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';

let server: TestServer;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO_DATA: 'false' });
  for (const name of ['star', 'fan1', 'fan2']) cookies[name] = await devSignIn(server.url, name);
});
afterAll(async () => server?.stop());

const call = (who: string | null, query: string, variables: Record<string, unknown> = {}) =>
  graphql(server.url, query, variables, who ? { cookie: cookies[who]! } : {});

async function build(who: string, name: string, publish: boolean): Promise<string> {
  const { data } = await call(who, 'mutation($n: String!) { createBuild(input: { name: $n }) { id } }', { n: name });
  const id = data!.createBuild.id as string;
  if (publish) await call(who, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id });
  return id;
}

describe('player', () => {
  it('shows public builds and the likes on them only, by username whatever its case', async () => {
    await call('star', 'mutation { updateProfile(input: { displayName: "Star Player" }) { id } }');
    const popular = await build('star', 'Popular', true);
    const quiet = await build('star', 'Quiet', true);
    const secret = await build('star', 'Secret', false);
    for (const fan of ['fan1', 'fan2']) await call(fan, 'mutation($id: ID!) { likeBuild(buildId: $id) { id } }', { id: popular });
    // A like on a build made private since is not shown.
    await call('star', 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: secret });
    await call('fan1', 'mutation($id: ID!) { likeBuild(buildId: $id) { id } }', { id: secret });
    await call('star', 'mutation($id: ID!) { unpublishBuild(id: $id) { id } }', { id: secret });
    const { data, errors } = await call(null, '{ player(username: "STAR") { username displayName likesReceived publicBuilds { id name } } }');
    expect(errors).toBeUndefined();
    expect(data!.player).toEqual({
      username: 'star',
      displayName: 'Star Player',
      likesReceived: 2,
      publicBuilds: [
        { id: popular, name: 'Popular' },
        { id: quiet, name: 'Quiet' },
      ],
    });
  });

  it('is null for an unknown or impossible username', async () => {
    expect((await call(null, '{ player(username: "nobody-at-all") { username } }')).data!.player).toBeNull();
    expect((await call(null, '{ player(username: "x") { username } }')).data!.player).toBeNull();
  });
});

describe('likedBuilds', () => {
  it('lists the builds the viewer liked and can still see, newest like first', async () => {
    const first = await build('star', 'Liked early', true);
    const second = await build('star', 'Liked late', true);
    const hidden = await build('star', 'Liked then hidden', true);
    for (const id of [first, hidden, second]) await call('fan2', 'mutation($id: ID!) { likeBuild(buildId: $id) { id } }', { id });
    await call('star', 'mutation($id: ID!) { unpublishBuild(id: $id) { id } }', { id: hidden });
    const { data } = await call('fan2', '{ likedBuilds { name } }');
    const names = (data!.likedBuilds as Array<{ name: string }>).map((b) => b.name);
    expect(names.slice(0, 2)).toEqual(['Liked late', 'Liked early']);
    expect(names).not.toContain('Liked then hidden');
  });

  it('is UNAUTHENTICATED when signed out', async () => {
    const { errors } = await call(null, '{ likedBuilds { id } }');
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Comment.authorUsername', () => {
  it('follows the author to their current username', async () => {
    const id = await build('star', 'Talked', true);
    await call('fan1', 'mutation($id: ID!) { addComment(buildId: $id, content: "hi") { id } }', { id });
    await call('fan1', 'mutation { updateProfile(input: { username: "fan-renamed" }) { id } }');
    const { data } = await call(null, 'query($id: ID!) { build(id: $id) { comments { nodes { author authorUsername } } } }', { id });
    expect(data!.build.comments.nodes).toEqual([{ author: 'fan1', authorUsername: 'fan-renamed' }]);
  });
});
