import { seededRandom } from '../../server/src/modules/builds/build.demo';
import { CHECK_STATE_ID, MAINTENANCE_COLLECTION } from '../../server/src/modules/builds/build-counts';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION } from '../../server/src/modules/builds/build.model';
import { PROFILES_COLLECTION } from '../../server/src/modules/profiles/profile.model';
import type { StoredDocument } from '../../server/src/store/port';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { createServices } from '../../server/src/services';
import { seedStore } from '../../server/src/seed';

/**
 * A data folder of realistic shape for the capacity bench, the same for the same size every time
 * (a seeded generator): one profile per 20 builds (at least 100), owners drawn with a long tail
 * (a few players own many builds), 10% of builds public, likes on public builds with a long tail
 * (most have none or one, a few thousands) stored as the like records the store keeps, comments
 * on the builds with 20 likes or more (one per five likes, every fifth a reply), and builds with
 * the fields the planner writes (traits, stats, gear, notes, tags).
 */

const CLASSES = ['squire', 'knight', 'rogue', 'mage'];
const SLOTS = ['weapon', 'shield', 'helmet', 'armor', 'legs', 'boots', 'ring', 'necklace'];
const TAGS = ['endgame', 'solo', 'group', 'budget', 'tank', 'levelling', 'damage'];
const WORDS = ['fast', 'tank', 'burst', 'mana', 'crit', 'dodge', 'frost', 'flame', 'holy', 'storm', 'iron', 'glass'];
const BATCH = 5_000;
const START = Date.parse('2026-01-01T00:00:00.000Z');

export interface CapacityCounts {
  builds: number;
  publicBuilds: number;
  profiles: number;
  likes: number;
  comments: number;
}

/** Writes `size` builds (and their profiles, likes and comments) into a new SQLite store in `dataDir`. */
export async function writeCapacityStore(dataDir: string, size: number): Promise<CapacityCounts & { publicIds: string[]; ownerIds: string[] }> {
  const random = seededRandom(size);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const store = await SqliteStore.open(dataDir);
  const counts: CapacityCounts = { builds: size, publicBuilds: 0, profiles: Math.max(100, Math.floor(size / 20)), likes: 0, comments: 0 };
  const at = (ms: number) => new Date(START + ms).toISOString();
  const ownerIds: string[] = [];
  const publicIds: string[] = [];
  const queue: Array<{ collection: string; doc: StoredDocument }> = [];
  const flush = async () => {
    const batch = queue.splice(0, queue.length);
    await store.transaction(async (scope) => {
      for (const { collection, doc } of batch) await scope.collection(collection).insertOne(doc);
    });
  };
  const put = async (collection: string, doc: StoredDocument & Record<string, unknown>) => {
    queue.push({ collection, doc });
    if (queue.length >= BATCH) await flush();
  };
  try {
    for (let i = 0; i < counts.profiles; i += 1) {
      const username = `player_${i}`;
      ownerIds.push(`p_cap${i}`);
      await put(PROFILES_COLLECTION, {
        _id: `p_cap${i}`, username, usernameLower: username, displayName: `Player ${i}`, role: 'user',
        provider: 'discord', providerUserId: String(i), providerKey: `discord:${i}`, createdAt: at(i * 1000), updatedAt: at(i * 1000),
      });
    }
    for (let i = 0; i < size; i += 1) {
      const id = `b_cap${String(i).padStart(7, '0')}`;
      // Owners: a long tail (the square makes low indexes, the keen players, own more builds).
      const owner = Math.floor(random() ** 2 * counts.profiles);
      const isPublic = random() < 0.1;
      // Likes: Pareto-like, most public builds none or one, a few thousands.
      const likeCount = isPublic ? Math.min(5_000, counts.profiles - 1, Math.floor(1 / Math.max(random(), 1e-6) ** 0.85) - 1) : 0;
      const commentCount = likeCount >= 20 ? Math.floor(likeCount / 5) : 0;
      const published = at(i * 30_000);
      const level = 1 + Math.floor(random() * 100);
      await put(BUILDS_COLLECTION, {
        _id: id, name: `${pick(WORDS)} ${pick(WORDS)} ${pick(CLASSES)} ${i}`, owner: `p_cap${owner}`, ownerUsername: `player_${owner}`,
        class: pick(CLASSES), characterLevel: level, isPublic, isPlannerBuild: random() < 0.3, publishDate: isPublic ? published : null,
        buildIconId: null,
        assignedPoints: Object.fromEntries(Array.from({ length: 8 }, (_, t) => [String(1 + t * 3), 1 + Math.floor(random() * 5)])),
        statAllocations: { hp: level, mp: Math.floor(level / 2), magic: Math.floor(level / 3), ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 },
        equippedItemIds: Object.fromEntries(SLOTS.map((slot) => [slot, null])),
        description: `${pick(WORDS)} build for ${pick(WORDS)} hunting. `.repeat(1 + Math.floor(random() * 4)),
        tags: random() < 0.5 ? [pick(TAGS), pick(TAGS)].filter((tag, n, all) => all.indexOf(tag) === n) : [],
        likeCount, commentCount, createdAt: published, updatedAt: published, dataVersion: 2,
      });
      if (!isPublic) continue;
      counts.publicBuilds += 1;
      publicIds.push(id);
      for (let l = 0; l < likeCount; l += 1) {
        const userId = `p_cap${(owner + 1 + l) % counts.profiles}`;
        await put(LIKES_COLLECTION, { _id: `${id}:${userId}`, buildId: id, userId, value: 'like', updatedAt: at(i * 30_000 + l * 1000) });
      }
      counts.likes += likeCount;
      for (let c = 0; c < commentCount; c += 1) {
        await put(COMMENTS_COLLECTION, {
          _id: `${id}-c${c}`, buildId: id, authorId: `p_cap${(owner + c) % counts.profiles}`, author: `player_${(owner + c) % counts.profiles}`,
          content: `${pick(WORDS)} and ${pick(WORDS)}, nice build.`, timestamp: at(i * 30_000 + c * 60_000),
          ...(c % 5 === 4 ? { parentId: `${id}-c${c - 1}` } : {}),
        });
      }
      counts.comments += commentCount;
    }
    await flush();
    // The indexes the modules declare and what a first start writes (the sample news, the items),
    // made once after the load, so the bench's start is a running site's restart.
    const services = await createServices(store);
    await seedStore(store, { demo: false });
    await services.followers.stop();
  } finally {
    await store.close();
  }
  return { ...counts, publicIds, ownerIds };
}

/**
 * Records in the folder that the daily check of the like and comment counts (build-counts.ts) last saw every build at
 * `at`, as a site running for a day has: its restart within the day does not check a million builds again. The counts
 * are true by construction (each build's likes and comments are written beside it).
 */
export async function markCountsChecked(dataDir: string, at: Date): Promise<void> {
  const store = await SqliteStore.open(dataDir);
  try {
    await store.collection(MAINTENANCE_COLLECTION).updateOne({ _id: CHECK_STATE_ID }, { $set: { after: null, completedAt: at.toISOString() } }, { upsert: true });
  } finally {
    await store.close();
  }
}
