import { randomUUID } from 'node:crypto';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import { badUserInput, notFound } from '../../graphql/errors';
import { DuplicateKeyError, type ChangeFeed, type Collection, type Store, type StoredDocument } from '../../store/port';
import type { ProfileDocument } from '../profiles/profile.model';

/** One admin change: who made it, when, and the document before and after (null when absent). */
export interface AuditDocument extends StoredDocument {
  at: string;
  actorId: string;
  actorUsername: string;
  /** What was done, for example `content.publish`, `item.update`, `revert`. */
  action: string;
  /** The collection and document changed. */
  collection: string;
  targetId: string;
  /** A name for people: the title or the item name. */
  targetLabel: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
  /** The entry this one reverted. */
  revertOf: string | null;
  /** The entry that reverted this one, once reverted. */
  revertedBy: string | null;
}

export const AUDIT_COLLECTION = 'audit_log';

/** Checks a document about to be restored by a revert; throws a BAD_USER_INPUT error to refuse. */
export type RestoreCheck = (document: StoredDocument) => Promise<void> | void;

/**
 * The audit log of the admin panel. Every admin mutation records its change here; any entry can
 * be reverted, which puts the document back as it was before (and is itself recorded).
 */
export class AuditService {
  private readonly log: Collection<AuditDocument>;
  private readonly checks = new Map<string, RestoreCheck>();

  constructor(private readonly store: Store) {
    this.log = store.collection<AuditDocument>(AUDIT_COLLECTION);
  }

  static async prepare(store: Store): Promise<void> {
    await store.collection<AuditDocument>(AUDIT_COLLECTION).createIndex({ at: -1 });
  }

  /** Registers the check a collection's documents pass before a revert restores one. */
  onRestore(collection: string, check: RestoreCheck): void {
    this.checks.set(collection, check);
  }

  async record(
    actor: ProfileDocument,
    entry: Pick<AuditDocument, 'action' | 'collection' | 'targetId' | 'targetLabel' | 'before' | 'after'> & { revertOf?: string },
  ): Promise<AuditDocument> {
    const document: AuditDocument = {
      _id: `audit-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`,
      at: new Date().toISOString(),
      actorId: actor._id,
      actorUsername: actor.username,
      ...entry,
      revertOf: entry.revertOf ?? null,
      revertedBy: null,
    };
    return this.log.insertOne(document);
  }

  /** Newest first. */
  async list(first: number | null | undefined, after: string | null | undefined): Promise<Connection<AuditDocument>> {
    const size = pageSize(first);
    let filter = {};
    if (after) {
      const [at, id] = decodeCursor(after, ['string', 'string']);
      filter = { $or: [{ at: { $lt: at } }, { at, _id: { $lt: id } }] };
    }
    const [rows, total] = await Promise.all([this.log.find(filter, { sort: { at: -1, _id: -1 }, limit: size + 1 }), this.log.count()]);
    return toConnection(rows, size, (row) => encodeCursor([row.at, row._id]), total);
  }

  async byId(id: string): Promise<AuditDocument | null> {
    return this.log.findOne({ _id: id });
  }

  /**
   * Puts the changed document back as it was before the entry: deletes it when the entry created
   * it, restores it otherwise. Refused when the restored document would break a rule (a slug now
   * taken, an item that no longer passes the pack's checks); nothing is written then.
   */
  async revert(actor: ProfileDocument, id: string): Promise<AuditDocument> {
    const entry = await this.byId(id);
    if (!entry) throw notFound('There is no such change in the audit log.');
    if (entry.revertedBy) throw badUserInput('This change was already reverted.', 'id');
    const target = this.store.collection<StoredDocument>(entry.collection);
    const current = await target.findOne({ _id: entry.targetId });
    if (entry.before) {
      await this.checks.get(entry.collection)?.(entry.before);
      try {
        if (current) {
          const { _id, ...fields } = entry.before;
          const unset = Object.fromEntries(Object.keys(current).filter((key) => key !== '_id' && !(key in fields)).map((key) => [key, true]));
          await target.updateOne({ _id }, Object.keys(unset).length > 0 ? { $set: fields, $unset: unset } : { $set: fields });
        } else {
          await target.insertOne(entry.before);
        }
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw badUserInput('The document cannot come back: its slug is taken by another one now.', 'id');
        throw error;
      }
    } else if (current) {
      await target.deleteOne({ _id: entry.targetId });
    }
    const revert = await this.record(actor, {
      action: 'revert',
      collection: entry.collection,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel,
      before: current,
      after: entry.before,
      revertOf: entry._id,
    });
    await this.log.updateOne({ _id: entry._id }, { $set: { revertedBy: revert._id } });
    return revert;
  }

  watch(): ChangeFeed<AuditDocument> {
    return this.log.watch();
  }
}
