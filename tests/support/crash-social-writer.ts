/**
 * Child process for tests/contract/crash-counts.test.ts: opens the embedded store in the folder
 * given as the first argument, publishes a few builds, and likes, unlikes, comments and deletes
 * comments on them through the builds' own service (eight at a time) until it is killed. Each
 * finished change is printed as `done <n>`, so the test kills it in the middle of a busy loop,
 * where some like or comment has its record written and its count not yet (on NeDB; on SQLite
 * the two are one transaction). A second argument `sqlite` runs it on the SQLite engine.
 */
import { EmbeddedStore } from '../../server/src/store/embedded';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { BuildsService } from '../../server/src/modules/builds/builds.service';
import { StoreBuildCatalog } from '../../server/src/modules/builds/build-catalog';
import { BuildSocialService } from '../../server/src/modules/builds/build-social.service';
import { BUILDS_COLLECTION, LIKES_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-social-writer.ts <data folder> [sqlite]');

const CRASH_BUILDS = ['crash-build-0', 'crash-build-1', 'crash-build-2'];

const store = process.argv[3] === 'sqlite' ? await SqliteStore.open(dataDir) : await EmbeddedStore.open(dataDir);
await BuildsService.prepare(store);
const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
const at = new Date().toISOString();
for (const _id of CRASH_BUILDS) {
  await builds.insertOne({
    _id, name: _id, owner: 'p_crash_owner', ownerUsername: 'crash_owner', class: 'mage', characterLevel: 10, isPublic: true,
    isPlannerBuild: false, publishDate: at, buildIconId: null, assignedPoints: {}, equippedItemIds: {}, dataVersion: 2,
    statAllocations: { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 },
    likeCount: 0, commentCount: 0, createdAt: at, updatedAt: at,
  });
}
const social = new BuildSocialService(store);
const viewer = (n: number) => ({ _id: `p_crash_fan${n}`, role: 'user' as const, username: `crash_fan${n}`, displayName: `Crash fan ${n}` });

/**
 * A third argument `kill-at-count:<n>` kills the process itself (SIGKILL) as it is about to write a
 * build's count for the first time after `n` finished changes: a crash exactly between a like or
 * comment record and its count. `kill-at-cascade` deletes crash-build-2 and kills the process as it
 * is about to delete that build's likes: a crash between a deletion and what it cascades to.
 */
let next = 0;
const mode = process.argv[4] ?? '';
const killAtCount = mode.startsWith('kill-at-count:') ? Number(mode.slice('kill-at-count:'.length)) : null;
const collectionClass = Object.getPrototypeOf(builds) as Record<string, (...args: unknown[]) => unknown> & { name?: string };
const killBefore = (method: string, when: (self: { name: string }, filter: Record<string, unknown>) => boolean) => {
  const original = collectionClass[method]!;
  collectionClass[method] = function (this: { name: string }, ...args: unknown[]) {
    if (when(this, args[0] as Record<string, unknown>)) process.kill(process.pid, 'SIGKILL');
    return original.apply(this, args);
  };
};
if (killAtCount !== null) {
  killBefore('applyUpdate', (self, filter) => self.name === BUILDS_COLLECTION && next > killAtCount && ('likeCount' in filter || 'commentCount' in filter));
}
if (mode === 'kill-at-cascade') {
  for (let n = 0; n < 5; n += 1) await social.like(viewer(n), 'crash-build-2');
  await social.addComment(viewer(0), 'crash-build-2', 'before the deletion');
  killBefore('deleteManyNow', (self) => self.name === LIKES_COLLECTION);
  killBefore('deleteMany', (self) => self.name === LIKES_COLLECTION);
  const owner = { _id: 'p_crash_owner', role: 'user' as const, username: 'crash_owner', displayName: 'Crash owner' };
  await new BuildsService(store, await StoreBuildCatalog.open(store)).delete(owner, 'crash-build-2');
  throw new Error('The deletion finished without reaching its cascade');
}

async function writer(): Promise<never> {
  for (;;) {
    const n = next++;
    const buildId = CRASH_BUILDS[n % CRASH_BUILDS.length]!;
    const fan = viewer(n % 40);
    switch (n % 4) {
      case 0:
      case 1:
        await social.like(fan, buildId);
        break;
      case 2: {
        const counted = await social.addComment(fan, buildId, `comment ${n}`);
        // Every other comment is deleted again, so counts go down as well as up.
        if (n % 8 === 2) {
          const page = await social.commentsOf(counted, 'NEWEST_FIRST', 1, null);
          const newest = page.edges[0]?.node;
          if (newest && newest.authorId === fan._id) await social.deleteComment(fan, buildId, newest._id);
        }
        break;
      }
      default:
        await social.unlike(fan, buildId);
    }
    process.stdout.write(`done ${n}\n`);
  }
}

process.stdout.write('ready\n');
await Promise.all(Array.from({ length: 8 }, () => writer()));
