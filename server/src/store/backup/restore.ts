import type { StoredDocument, TransactionScope } from '../port';
import { readBackup, type BackupManifest } from './format';
import { collectionNames, engineOf, LEFT_OUT, MAINTENANCE_PROGRESS, type StoreHandle } from './snapshot';

/** A refusal of the restore meant for the operator (a non-empty target). */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** A write of the restore failed (a duplicate key, a full disk); says what became of the target. */
export class RestoreFailedError extends Error {
  override name = 'RestoreFailedError';
  constructor(cause: unknown, outcome: string) {
    super(`The restore stopped: ${(cause as Error).message}. ${outcome[0]!.toUpperCase()}${outcome.slice(1)}.`, { cause });
  }
}

/** MongoDB documents written per round trip. */
const MONGO_BATCH = 1000;

/** The collections of the target that hold documents (left-out ones aside), with their counts. */
async function heldDocuments(handle: StoreHandle): Promise<Record<string, number>> {
  const held: Record<string, number> = {};
  for (const name of await collectionNames(handle)) {
    if (LEFT_OUT.has(name)) continue;
    const count = await handle.store.collection(name).count({});
    if (count > 0) held[name] = count;
  }
  return held;
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** Documents deleted from the target first (with `force`). */
  replaced: Record<string, number>;
}

/**
 * Restores a backup file into the open store. The file is read whole once and checked (gzip,
 * header, every line, the manifest's counts and checksum) before anything is written; a target
 * that holds documents is refused unless `force`, which deletes them first.
 *
 * - SQLite: the deletions and every insert are one transaction: a failure (a full disk, a
 *   crash) leaves the database as it was.
 * - NeDB and MongoDB have no such transaction: the documents are written one collection after
 *   another and, when a write fails, the documents this restore wrote are deleted again (a
 *   target that was empty is empty again; with `force` the documents deleted first are gone).
 */
export async function restoreBackup(
  handle: StoreHandle,
  file: string,
  options: { force: boolean; /** The file's manifest, when the caller has checked the file already. */ checked?: BackupManifest },
): Promise<RestoreOutcome> {
  const manifest = options.checked ?? (await readBackup(file)).manifest;
  const held = await heldDocuments(handle);
  const heldNames = Object.keys(held);
  if (heldNames.length > 0 && !options.force) {
    const list = heldNames.map((name) => `${name} ${held[name]}`).join(', ');
    throw new RestoreRefusedError(
      `The target is not empty (${list}): nothing was restored. Restore into an empty data folder or database, or add --force to delete what it holds first.`,
    );
  }
  const { store } = handle;
  if (store.atomicTransactions) {
    try {
      await store.transaction(async (scope) => {
        for (const name of heldNames) await scope.collection(name).deleteMany({});
        // The jobs' progress was about the replaced documents (the builds' counts, checked at most daily on SQLite):
        // emptied, the restored site checks again at its next start.
        await scope.collection(MAINTENANCE_PROGRESS).deleteMany({});
        await readBackup(file, ({ collection, document }) => insert(scope, collection, document));
      });
    } catch (error) {
      throw new RestoreFailedError(error, 'nothing was restored and the target is as it was');
    }
    return { manifest, replaced: held };
  }
  for (const name of heldNames) await store.collection(name).deleteMany({});
  await store.collection(MAINTENANCE_PROGRESS).deleteMany({});
  const engine = engineOf(store);
  try {
    if (engine.kind === 'mongodb') {
      const db = engine.client.db(engine.dbName);
      let batch: { name: string; documents: StoredDocument[] } | null = null;
      const flush = async () => {
        if (batch && batch.documents.length > 0) await db.collection<StoredDocument>(batch.name).insertMany(batch.documents, { ordered: true });
        batch = null;
      };
      await readBackup(file, async ({ collection, document }) => {
        if (batch?.name !== collection || batch.documents.length >= MONGO_BATCH) {
          await flush();
          batch = { name: collection, documents: [] };
        }
        batch.documents.push(document);
      });
      await flush();
    } else {
      await readBackup(file, ({ collection, document }) => insert(store, collection, document));
    }
  } catch (error) {
    for (const name of Object.keys(manifest.collections)) await store.collection(name).deleteMany({}).catch(() => undefined);
    throw new RestoreFailedError(
      error,
      `the documents it had written were deleted again${heldNames.length > 0 ? ' (and those the target held before were deleted by --force)' : ''}`,
    );
  }
  return { manifest, replaced: held };
}

async function insert(scope: TransactionScope, collection: string, document: StoredDocument): Promise<void> {
  await scope.collection(collection).insertOne(document);
}

/** The restore's report: documents per collection. */
export function describeRestore(file: string, { manifest, replaced }: RestoreOutcome): string {
  const lines = Object.entries(manifest.collections).map(([name, count]) => `  ${name}: ${count}`);
  const deleted = Object.values(replaced).reduce((sum, n) => sum + n, 0);
  return [
    `Restored ${manifest.documents} documents from ${file}${deleted ? ` (after deleting the ${deleted} the target held)` : ''}:`,
    ...lines,
  ].join('\n');
}
