import { request, ServerResponse, type ClientRequest } from 'node:http';
import { queryObjects } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeHub } from '../../server/src/store/change-hub';
import { SizedWebSocket } from '../../server/src/http/live/websocket';
import { graphql, startTestServer, type TestServer } from '../support/app';
import { devSignIn } from '../support/auth';
import { socketClient } from '../support/ws';
import { metricValue, scrape } from '../support/metrics';
import { holdsWithin } from '../support/wait';

/**
 * A subscription is released the moment its client goes, not when its event next fires: 200
 * subscriptions to a build nobody touches, closed cleanly, leave no socket, stream or feed
 * behind after a full garbage collection (`v8.queryObjects` collects before it counts).
 *
 * Each heap count is a full collection (one to three seconds in a busy worker), so the heap is
 * counted only once a cheap signal says the release should have happened: the feeds' count and
 * the server's open-connection gauge (`almanac_live_connections`) back where they were.
 */
const SUBSCRIPTIONS = 200;
const TOKEN = 'subscription-release-metrics';

let server: TestServer;
let quietBuild: string;

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: TOKEN });
  const owner = await devSignIn(server.url, 'quiet_owner');
  quietBuild = (await graphql(server.url, 'mutation { createBuild(input: { name: "Quiet" }) { id } }', {}, { cookie: owner })).data!.createBuild.id as string;
  await graphql(server.url, 'mutation($id: ID!) { publishBuild(id: $id) { id } }', { id: quietBuild }, { cookie: owner });
});
afterAll(async () => server?.stop());

/** Open feeds on the builds collection: one per live `buildChanged` subscription, plus the server's own views. */
function buildFeeds(): number {
  const collection = server.store.collection('builds') as unknown as { hub?: ChangeHub<never> };
  if (!collection.hub) throw new Error('This engine keeps no change hub to count feeds by');
  return collection.hub.listenerCount;
}

/** The server's gauge of open live connections on `transport` (websocket, sse). */
const openConnections = async (transport: string) => metricValue(await scrape(`${server.url}/metrics`, TOKEN), 'almanac_live_connections', { transport });

/** Polls the gauge (no garbage collection) until it reads `wanted` or 20 seconds pass; returns the last reading. */
async function gaugeSettles(transport: string, wanted: number): Promise<number> {
  const end = Date.now() + 20_000;
  let last = await openConnections(transport);
  while (last !== wanted && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await openConnections(transport);
  }
  return last;
}

const live = (ctor: new (...args: never[]) => object) => queryObjects(ctor, { format: 'count' }) as number;

/**
 * Counts every half second until `count()` falls to `wanted` or 20 seconds pass; returns the last
 * count. Called once the cheap signals settled, so the first count is normally the last; not more
 * often: each count is a full collection, and the closing handshakes need the event loop meanwhile.
 */
async function settlesTo(count: () => number, wanted: number): Promise<number> {
  const end = Date.now() + 20_000;
  let last = count();
  while (last > wanted && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    last = count();
  }
  return last;
}

/**
 * Opens a Server-Sent Events stream on a connection of its own and resolves once its first event
 * (the current answer) arrived, which says the subscription runs on the server.
 */
function openStream(query: string): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ query });
    const req = request(`${server.url}/graphql/stream`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'content-length': Buffer.byteLength(body) },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`The stream answered ${response.statusCode}`));
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes('event: next')) resolve(req);
      });
      response.on('error', () => undefined);
      response.on('end', () => reject(new Error(`The stream ended before its first event: ${text}`)));
    });
    req.end(body);
  });
}

describe('a closed subscription is released at once', () => {
  it(`${SUBSCRIPTIONS} WebSocket subscriptions to a quiet build's buildChanged, closed, leave no socket or feed behind`, { timeout: 90_000 }, async () => {
    const feedsBefore = buildFeeds();
    expect(await openConnections('websocket')).toBe(0);
    const socketsBefore = live(SizedWebSocket);
    const clients = Array.from({ length: SUBSCRIPTIONS }, () => socketClient(server.url));
    const unsubscribes = clients.map((client) =>
      client.subscribe({ query: 'subscription($id: ID!) { buildChanged(id: $id) { id likeCount } }', variables: { id: quietBuild } }, { next: () => undefined, error: () => undefined, complete: () => undefined }),
    );
    // Every subscription reached the server: each holds a feed on the builds.
    expect(await holdsWithin(() => buildFeeds() >= feedsBefore + SUBSCRIPTIONS, 20_000)).toBe(true);
    expect(await openConnections('websocket')).toBe(SUBSCRIPTIONS);
    expect(live(SizedWebSocket)).toBeGreaterThanOrEqual(socketsBefore + SUBSCRIPTIONS);

    for (const unsubscribe of unsubscribes) unsubscribe();
    await Promise.all(clients.map((client) => client.dispose()));

    // Nothing touched the build: the feeds end and the sockets are collected all the same.
    expect(await settlesTo(buildFeeds, feedsBefore)).toBe(feedsBefore);
    // The server saw every socket close: only now is the heap counted.
    expect(await gaugeSettles('websocket', 0)).toBe(0);
    expect(await settlesTo(() => live(SizedWebSocket), socketsBefore)).toBe(socketsBefore);
  });

  it(`${SUBSCRIPTIONS} Server-Sent Events streams on topBuildsChanged, closed, leave no response behind`, { timeout: 90_000 }, async () => {
    expect(await openConnections('sse')).toBe(0);
    const responsesBefore = live(ServerResponse);
    // Each stream on a connection of its own (`agent: false`): fetch's shared pool could hand a
    // stream a kept-alive socket from the setup's requests just as the server closes it idle.
    const streams = await Promise.all(Array.from({ length: SUBSCRIPTIONS }, () => openStream('subscription { topBuildsChanged { id likes } }')));
    // Every stream holds its response on the server (what was alive before may have ended meanwhile: not counted on).
    expect(live(ServerResponse)).toBeGreaterThanOrEqual(SUBSCRIPTIONS);
    expect(await openConnections('sse')).toBe(SUBSCRIPTIONS);

    for (const stream of streams) stream.destroy();

    // No build changed, so the top builds are never announced again: the streams go all the same.
    // The server saw every stream close: only now is the heap counted.
    expect(await gaugeSettles('sse', 0)).toBe(0);
    // At most what was alive before (some of those, the setup's own answers, may have ended since).
    expect(await settlesTo(() => live(ServerResponse), responsesBefore)).toBeLessThanOrEqual(responsesBefore);
  });
});
