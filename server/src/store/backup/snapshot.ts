import { readdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from 'better-sqlite3';
import type { MongoClient } from 'mongodb';
import type { Store, StoredDocument } from '../port';
import type { BackupDocument, DocumentSource } from './format';

/**
 * Collections a backup leaves out: sign-in sessions (they hold session ids, and a restored site
 * asks its players to sign in again) and MongoDB's shared rate-limit counters (a minute's worth
 * of state, rebuilt by the traffic itself), and the maintenance jobs' progress (a restored site checks its builds'
 * counts again at its next start).
 */
export const LEFT_OUT = new Set(['sessions', 'rate_limits', 'maintenance']);

/** The maintenance jobs' progress, which a restore empties: what it said of the replaced documents is not true of the restored ones. */
export const MAINTENANCE_PROGRESS = 'maintenance';

const COLLECTION_NAME = /^[a-z][a-z0-9_]{0,63}$/i;
/** Rows read from the SQLite copy between two turns of the event loop (the server keeps answering). */
const ROWS_PER_TURN = 500;

/** An open store and, for the embedded engine, its folder: what a backup reads and a restore writes. */
export interface StoreHandle {
  store: Store;
  dataDir?: string;
}

/** The engine-specific parts of the store a backup needs (members the engines have beside the port). */
export function engineOf(store: Store): { kind: 'sqlite'; db: Database } | { kind: 'nedb' } | { kind: 'mongodb'; client: MongoClient; dbName: string } {
  if (store.engine === 'mongodb') {
    const backend = store.limiterBackend?.();
    if (!backend) throw new Error('The MongoDB store does not say where its database is');
    return { kind: 'mongodb', client: backend.client as MongoClient, dbName: backend.dbName };
  }
  const db = (store as { db?: unknown }).db;
  if (db && typeof (db as Database).backup === 'function') return { kind: 'sqlite', db: db as Database };
  return { kind: 'nedb' };
}

/** The names of the collections the store holds (including ones no code has opened in this process). */
export async function collectionNames({ store, dataDir }: StoreHandle): Promise<string[]> {
  const engine = engineOf(store);
  let names: string[];
  if (engine.kind === 'sqlite') names = sqliteTables(engine.db);
  else if (engine.kind === 'mongodb') {
    const listed = await engine.client.db(engine.dbName).listCollections({}, { nameOnly: true }).toArray();
    names = listed.map((c) => c.name);
  } else {
    if (!dataDir) throw new Error('The NeDB engine needs its data folder to list its collections');
    const files = await readdir(dataDir).catch(() => [] as string[]);
    names = files.filter((name) => name.endsWith('.db')).map((name) => name.slice(0, -'.db'.length));
  }
  return names.filter((name) => COLLECTION_NAME.test(name)).sort();
}

function sqliteTables(db: Database): string[] {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'c\\_%' ESCAPE '\\'").all() as Array<{ name: string }>;
  return rows.map((row) => row.name.slice(2));
}

/**
 * Every document of every collection but {@link LEFT_OUT}, as of one moment, while the server
 * goes on writing.
 *
 * - SQLite: one read transaction on a read-only connection of its own. In WAL mode it reads
 *   the database as of its first read, committed transactions only, while the server's
 *   connection goes on writing and is never held back. A like and its build's count are written
 *   in one transaction, so they agree in the backup. (SQLite's online backup API would copy from
 *   the server's own connection the pages of a transaction still open there, since a transaction
 *   spans awaited calls; run from another connection it starts over at every write the server
 *   commits, so under steady likes it may never end.) The rows are read between turns of the
 *   event loop, so the server keeps answering.
 * - NeDB: every collection is held in memory; once each is loaded, the lists of all of them are
 *   taken in one synchronous step at a moment no transaction is part-way (new ones wait, running
 *   ones finish: a like and its count are two writes on this engine), so the backup holds both
 *   writes of a like or neither.
 * - MongoDB: every collection is read in one snapshot session (the `snapshot` read concern, one
 *   cluster time for all reads; a replica set of MongoDB 5.0 or later, and a backup that ends
 *   within `minSnapshotHistoryWindowInSeconds`, 300 s by default). A like and its count are two
 *   writes there too: the same start check sets a count one off right.
 */
export async function* snapshotDocuments(handle: StoreHandle): DocumentSource {
  const engine = engineOf(handle.store);
  const names = (await collectionNames(handle)).filter((name) => !LEFT_OUT.has(name));
  if (engine.kind === 'sqlite') yield* sqliteSnapshot(engine.db, names);
  else if (engine.kind === 'mongodb') yield* mongoSnapshot(engine.client, engine.dbName, names);
  else yield* nedbSnapshot(handle.store, names);
}

async function* sqliteSnapshot(db: Database, names: string[]): AsyncGenerator<BackupDocument> {
  const { default: Sqlite } = await import('better-sqlite3');
  const reader = new Sqlite(db.name, { readonly: true, fileMustExist: true });
  try {
    // The first read fixes the snapshot; it holds until COMMIT, whatever the server commits meanwhile.
    reader.exec('BEGIN');
    const present = new Set(sqliteTables(reader));
    for (const name of names.filter((n) => present.has(n))) {
      let turn = 0;
      for (const row of reader.prepare(`SELECT doc FROM "c_${name}" ORDER BY id`).iterate() as Iterable<{ doc: string }>) {
        yield { collection: name, document: JSON.parse(row.doc) as StoredDocument };
        turn += 1;
        if (turn % ROWS_PER_TURN === 0) await nextTurn();
      }
    }
    reader.exec('COMMIT');
  } finally {
    reader.close();
  }
}

interface NedbCollection {
  ready: Promise<void>;
  db: { getAllData(): StoredDocument[] };
}

async function* nedbSnapshot(store: Store, names: string[]): AsyncGenerator<BackupDocument> {
  const collections = names.map((name) => ({ name, collection: store.collection(name) as unknown as NedbCollection }));
  await Promise.all(collections.map(({ collection }) => collection.ready));
  // One synchronous step, between transactions: NeDB replaces a document on update (never
  // changes it in place), so these lists stay as they are now whatever is written afterwards.
  const take = () => collections.map(({ name, collection }) => ({ name, documents: [...collection.db.getAllData()] }));
  const between = (store as { betweenTransactions?: (work: typeof take) => Promise<ReturnType<typeof take>> }).betweenTransactions;
  if (typeof between !== 'function') throw new Error('The NeDB store cannot pause its transactions for a snapshot');
  const taken = await between.call(store, take);
  for (const { name, documents } of taken) {
    documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    let turn = 0;
    for (const document of documents) {
      yield { collection: name, document };
      turn += 1;
      if (turn % ROWS_PER_TURN === 0) await nextTurn();
    }
  }
}

async function* mongoSnapshot(client: MongoClient, dbName: string, names: string[]): AsyncGenerator<BackupDocument> {
  const session = client.startSession({ snapshot: true });
  try {
    const db = client.db(dbName);
    for (const name of names) {
      for await (const document of db.collection<StoredDocument>(name).find({}, { session, sort: { _id: 1 } })) {
        yield { collection: name, document };
      }
    }
  } finally {
    await session.endSession();
  }
}
