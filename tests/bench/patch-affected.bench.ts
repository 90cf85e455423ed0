/**
 * The affected builds of a patch: a draft changing 50 items over 100,000 saved builds on SQLite
 * (target under 5 s of CPU), while readers keep reading builds by id (their p99 and the event
 * loop's worst pause say whether reads were blocked). `BENCH_PATCH_BUILDS` sets the count.
 * Alone: `npx tsx tests/bench/patch-affected.bench.ts`, or `BENCH_ONLY=patch npm run bench`.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { rawPack } from '../../server/game-data/pack';
import { CLASS_IDS, SLOT_IDS } from '../../server/game-data/rules/constants';
import { SqliteStore } from '../../server/src/store/sqlite/store';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { affectedBuilds } from '../../server/src/modules/patches/build-patch';
import { tempDir } from '../support/temp';

const COUNT = Number(process.env.BENCH_PATCH_BUILDS ?? 100_000);
const pack = rawPack();
const dir = await tempDir('almanac-patch-bench-');
const store = await SqliteStore.open(dir.path);
const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);

let seed = 7;
const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(rows: readonly T[]) => rows[Math.floor(next() * rows.length)]!;
const bySlot = new Map(SLOT_IDS.map((slot) => [slot, pack.items.filter((item) => item.slot === slot)]));
const wornSlots = SLOT_IDS.filter((slot) => bySlot.get(slot)!.length > 0);
const shared = pack.traits.filter((trait) => trait.class === null && trait.tier === 1);
const now = new Date().toISOString();
for (let i = 0; i < COUNT; i += 1) {
  const equipped = Object.fromEntries(wornSlots.filter(() => next() < 0.7).map((slot) => [slot, { itemId: pick(bySlot.get(slot)!).id, legacyValue: null }]));
  await builds.insertOne({
    _id: `b${String(i).padStart(6, '0')}`, name: `Build ${i}`, owner: `p${i % 500}`, ownerUsername: `player${i % 500}`, class: pick(CLASS_IDS), characterLevel: 20 + (i % 150),
    isPublic: i % 3 !== 0, isPlannerBuild: true, publishDate: null, buildIconId: null, assignedPoints: { [String(pick(shared).number)]: 1 },
    statAllocations: { hp: 5, mp: 5, magic: 0, ability: 5, hpRegen: 0, mpRegen: 0, capacity: 0 }, equippedItemIds: equipped, dataVersion: 2, likeCount: 0, commentCount: 0, createdAt: now, updatedAt: now,
  } as BuildDocument);
}

const after = structuredClone(pack);
for (const item of after.items.slice(0, 50 * 5).filter((_, index) => index % 5 === 0)) item.stats = { ...item.stats, hp: (item.stats.hp ?? 0) + 5 };

// Readers: one build by id every millisecond while the computation runs.
const reads: number[] = [];
let reading = true;
const reader = (async () => {
  while (reading) {
    const start = performance.now();
    await builds.findOne({ _id: `b${String(Math.floor(next() * COUNT)).padStart(6, '0')}` });
    reads.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
})();
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const cpu = process.cpuUsage();
const wall = performance.now();
const result = await affectedBuilds(store, pack, after, []);
const used = process.cpuUsage(cpu);
const elapsed = performance.now() - wall;
loop.disable();
reading = false;
await reader;
reads.sort((a, b) => a - b);
console.log(
  `affected builds, 50 items changed over ${COUNT.toLocaleString('en')} builds (SQLite): ${result.total.toLocaleString('en')} affected, ` +
    `${((used.user + used.system) / 1e6).toFixed(2)} s CPU (target 5 s), ${(elapsed / 1000).toFixed(2)} s on the clock; ` +
    `reads meanwhile: ${reads.length} by id, p99 ${reads[Math.floor(reads.length * 0.99)]?.toFixed(1) ?? '-'} ms; event loop worst pause ${(loop.max / 1e6).toFixed(0)} ms`,
);
await store.close();
await dir.remove();
