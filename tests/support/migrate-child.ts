/**
 * Child process for tests/contract/sqlite-migration.test.ts: opens the SQLite engine on the
 * folder given as the first argument (which migrates its NeDB files), samples its own memory
 * meanwhile, and prints one JSON line: the RSS before and at its peak, and the documents per
 * collection after.
 */
import { SqliteStore } from '../../server/src/store/sqlite/store';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: migrate-child.ts <data folder>');

const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const logs: string[] = [];
const log = { info: (_: Record<string, unknown>, message: string) => logs.push(message), warn: (_: Record<string, unknown>, message: string) => logs.push(message) };
const store = await SqliteStore.open(dataDir, { log });
clearInterval(sampler);
// The kernel's own peak (kB) catches what a sample between two ticks would miss.
peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
const counts: Record<string, number> = {};
for (const name of ['builds', 'likes']) counts[name] = await store.collection(name).count();
await store.close();
process.stdout.write(`${JSON.stringify({ before, peak, counts, logs })}\n`);
