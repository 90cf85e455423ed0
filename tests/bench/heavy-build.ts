import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { print } from 'graphql';
import { BuildCommentsOlderDocument, LiveBuildDocument } from '../../client/src/gql/graphql';
import { httpScenario, type HttpRequestSpec, type Scenario } from './harness';

/** The heavy build: 100,000 likes and 10,000 comments, 2,000 of them replies; the fresh one has none. */
export const HEAVY_BUILD_ID = 'bench-heavy-build';
export const FRESH_BUILD_ID = 'bench-fresh-build';
const LIKES = 100_000;
const COMMENTS = 10_000;

function build(id: string, name: string, likeCount: number, commentCount: number) {
  const at = '2026-11-01T00:00:00.000Z';
  return {
    _id: id, name, owner: 'bench-owner', ownerUsername: 'bench_owner', class: 'mage', characterLevel: 40, isPublic: true,
    isPlannerBuild: false, publishDate: at, buildIconId: null, assignedPoints: {},
    statAllocations: { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 }, equippedItemIds: {},
    likeCount, commentCount, createdAt: at, updatedAt: at, dataVersion: 2,
  };
}

/**
 * Writes the store files of a data folder holding the heavy and the fresh build, the heavy one's
 * likes and comments as the records the store keeps (as NeDB lines), so the benchmark does not
 * spend minutes creating them through the API first.
 */
export async function writeHeavyStore(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const lines = (docs: object[]) => docs.map((d) => `${JSON.stringify(d)}\n`).join('');
  await writeFile(join(dataDir, 'builds.db'), lines([build(HEAVY_BUILD_ID, 'Heavy build', LIKES, COMMENTS), build(FRESH_BUILD_ID, 'Fresh build', 0, 0)]));
  const start = Date.parse('2026-11-02T00:00:00.000Z');
  const likes = Array.from({ length: LIKES }, (_, i) => ({
    _id: `${HEAVY_BUILD_ID}:p_fan${i}`, buildId: HEAVY_BUILD_ID, userId: `p_fan${i}`, value: 'like', updatedAt: new Date(start + i * 1000).toISOString(),
  }));
  await writeFile(join(dataDir, 'likes.db'), lines(likes));
  // Every fifth is a reply to the comment before it: 8,000 conversations, 2,000 replies.
  const commentId = (i: number) => `bench-comment-${String(i).padStart(5, '0')}`;
  const comments = Array.from({ length: COMMENTS }, (_, i) => ({
    _id: commentId(i), buildId: HEAVY_BUILD_ID, authorId: `p_fan${i}`, author: `fan${i}`,
    content: `Comment number ${i}: ${'words '.repeat(20)}`, timestamp: new Date(start + i * 60_000).toISOString(),
    ...(i % 5 === 4 ? { parentId: commentId(i - 1) } : {}),
  }));
  await writeFile(join(dataDir, 'comments.db'), lines(comments));
}

const openBuild = (id: string): HttpRequestSpec => ({
  target: 'almanacHeavy',
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  // What the build page sends when it opens: the build with its counts and newest comments.
  body: JSON.stringify({ query: print(LiveBuildDocument), variables: { id } }),
  check: (status, body) => (status === 200 && body.includes(`"id":"${id}"`) && !body.includes('"errors"') ? null : `status ${status}: ${body.slice(0, 200)}`),
});

/** A page of top-level comments deep in the heavy build (after the 5,000th newest), with their replies. */
const OLDER_CURSOR = Buffer.from(JSON.stringify([new Date(Date.parse('2026-11-02T00:00:00.000Z') + 4999 * 60_000).toISOString(), 'bench-comment-04999'])).toString('base64url');

export const HEAVY_BUILD_SCENARIOS: Scenario[] = [
  httpScenario('Open a new build (LiveBuild, no likes or comments)', openBuild(FRESH_BUILD_ID)),
  httpScenario('Open a build with 100,000 likes and 10,000 comments', openBuild(HEAVY_BUILD_ID)),
  httpScenario('Its comments, a page in the middle (first 20 after the 5,000th)', {
    target: 'almanacHeavy',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(BuildCommentsOlderDocument), variables: { id: HEAVY_BUILD_ID, after: OLDER_CURSOR } }),
    check: (status, body) => (status === 200 && body.includes('Comment number 4998') && body.includes('Comment number 4994') ? null : `status ${status}: ${body.slice(0, 200)}`),
  }),
];
