import { performance } from 'node:perf_hooks';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { EmbeddedStore } from '../../server/src/store/embedded';
import type { Store } from '../../server/src/store/port';
import { ProfileService } from '../../server/src/modules/profiles/profile.service';
import { BuildsService } from '../../server/src/modules/builds/builds.service';
import { ActivityService } from '../../server/src/modules/audit/activity';
import { ProfileMergeService } from '../../server/src/modules/profiles/profile-merge';
import { endSessionsOfProfile } from '../../server/src/modules/profiles/player-sessions';
import { PROFILES_COLLECTION, type ProfileDocument } from '../../server/src/modules/profiles/profile.model';
import { SIGN_INS_COLLECTION, type SignInDocument } from '../../server/src/modules/profiles/sign-in.model';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION, likeId, type BuildDocument, type CommentDocument, type LikeDocument } from '../../server/src/modules/builds/build.model';
import { tempDir } from '../support/temp';

/**
 * The merge of two profiles that each hold 1,000 builds, 5,000 comments and 10,000 likes (5,000
 * of the likes on builds both liked), on SQLite (one transaction) and NeDB (marker and idempotent
 * steps). Prints the merge's time; the target is under 5 s.
 */
const BUILDS = 1_000;
const COMMENTS = 5_000;
const LIKES = 10_000;
const now = new Date().toISOString();

const build = (id: string, owner: string, likeCount: number): BuildDocument => ({
  _id: id, name: id, owner, ownerUsername: owner, class: 'squire', characterLevel: 1, isPublic: true, isPlannerBuild: false, publishDate: now,
  buildIconId: null, assignedPoints: {}, statAllocations: {} as BuildDocument['statAllocations'], equippedItemIds: {}, likeCount, commentCount: 0, createdAt: now, updatedAt: now,
});

async function fill(store: Store): Promise<void> {
  await ProfileService.prepare(store);
  await BuildsService.prepare(store);
  await ActivityService.prepare(store);
  await store.transaction(async (scope) => {
    const profiles = scope.collection<ProfileDocument>(PROFILES_COLLECTION);
    const builds = scope.collection<BuildDocument>(BUILDS_COLLECTION);
    const comments = scope.collection<CommentDocument>(COMMENTS_COLLECTION);
    const likes = scope.collection<LikeDocument>(LIKES_COLLECTION);
    for (const id of ['keeper', 'other']) {
      await profiles.insertOne({ _id: id, username: id, usernameLower: id, displayName: id, role: 'user', createdAt: now, updatedAt: now });
      for (let n = 0; n < BUILDS; n += 1) await builds.insertOne(build(`${id}-build-${n}`, id, 0));
      for (let n = 0; n < COMMENTS; n += 1) {
        await comments.insertOne({ _id: `${id}-comment-${n}`, buildId: `host-build-${n}`, authorId: id, author: id, content: 'A comment', timestamp: now });
      }
    }
    await scope.collection<SignInDocument>(SIGN_INS_COLLECTION).insertOne({ _id: 'google:other', profileId: 'other', provider: 'google', providerUserId: 'other', origin: 'created', linkedAt: now });
    // The keeper likes host builds 0..9,999, the other 5,000..14,999: 5,000 builds liked by both.
    for (let n = 0; n < LIKES + LIKES / 2; n += 1) {
      const buildId = `host-build-${n}`;
      const by = [n < LIKES ? 'keeper' : null, n >= LIKES / 2 ? 'other' : null].filter((who): who is string => who !== null);
      await builds.insertOne(build(buildId, 'host', by.length));
      for (const userId of by) await likes.insertOne({ _id: likeId(buildId, userId), buildId, userId, value: 'like', updatedAt: now });
    }
  });
}

const lines: string[] = [];
for (const [engine, open] of [
  ['SQLite', (path: string) => SqliteStore.open(path)],
  ['NeDB', (path: string) => EmbeddedStore.open(path)],
] as const) {
  const dir = await tempDir('almanac-merge-bench-');
  const store: Store = await open(dir.path);
  try {
    await fill(store);
    const merges = new ProfileMergeService(store, (id) => endSessionsOfProfile(store, id));
    const start = performance.now();
    const outcome = await merges.merge('keeper', 'other', 'google:other');
    const ms = performance.now() - start;
    const shared = await store.collection<BuildDocument>(BUILDS_COLLECTION).findOne({ _id: 'host-build-7000' });
    lines.push(`| merge, ${engine} | ${(ms / 1000).toFixed(2)} s | ${outcome.builds} builds, ${outcome.comments} comments, ${outcome.likes} likes moved; a build both liked counts ${shared?.likeCount} |`);
  } finally {
    await store.close();
    await dir.remove();
  }
}
console.log(['', '| profile merge (target < 5 s) | time | what moved |', '|---|---|---|', ...lines].join('\n'));
