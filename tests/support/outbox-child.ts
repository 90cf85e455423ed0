/**
 * Child process for tests/contract/two-processes-outbox.test.ts: one outbox worker on MongoDB
 * (`<uri> <database> <leaseMs> <mode>`). Each `record` item it runs is written to `outbox_runs`
 * (which worker ran which item), after a short pause so two workers overlap. In mode `hang`, an
 * item whose payload asks for it is claimed and never finished (printed as `holding <id>`): the
 * test kills the process there.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoStore } from '../../server/src/store/mongodb';
import { Outbox } from '../../server/src/outbox/outbox';

const [uri, database, leaseMs, mode] = process.argv.slice(2);
if (!uri || !database || !leaseMs || !mode) throw new Error('usage: outbox-child.ts <uri> <database> <leaseMs> <hang|run>');

const store = await MongoStore.open(uri, database);
const runs = store.collection<{ _id: string; itemId: string; worker: string; attempts: number }>('outbox_runs');
const outbox = new Outbox(store, { leaseMs: Number(leaseMs), pollMs: 100 });
outbox.handle('record', async (payload, item) => {
  if (payload.hang && mode === 'hang') {
    process.stdout.write(`holding ${item._id}\n`);
    await new Promise(() => undefined);
  }
  await sleep(20);
  await runs.insertOne({ _id: `${item._id}:${outbox.workerId}:${item.attempts}`, itemId: item._id, worker: outbox.workerId, attempts: item.attempts });
});
outbox.start();
process.stdout.write(`ready ${outbox.workerId}\n`);
