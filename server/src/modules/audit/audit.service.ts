import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { decodeCursor, encodeCursor, pageSize, toConnection, type Connection } from '../../graphql/connection';
import { badUserInput, notFound } from '../../graphql/errors';
import { DuplicateKeyError, type ChangeFeed, type Collection, type Store, type StoredDocument } from '../../store/port';
import type { ProfileDocument } from '../profiles/profile.model';
import type { AuditDocument } from './audit.model';

export const AUDIT_COLLECTION = 'audit_log';

/** Fields every change sets, which say nothing about what was changed. */
const BOOKKEEPING = new Set(['_id', 'updatedAt']);

/** The fields (top level) whose values differ between two versions of a document. */
function changedFields(before: StoredDocument | null, after: StoredDocument | null): string[] {
  const [a, b] = [fieldsOf(before), fieldsOf(after)];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => !BOOKKEEPING.has(key) && !isDeepStrictEqual(a[key], b[key]));
}

const fieldsOf = (document: StoredDocument | null) => (document ?? {}) as Record<string, unknown>;

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
   * Undoes the entry's change, as a wiki's "undo" does: the fields the entry changed go back to
   * what they were before it, and the fields later changes touched keep those changes. When a
   * later change touched one of the same fields (or deleted, brought back or re-created the
   * document), the revert is refused with a message naming that change, its author and time,
   * so no later edit is lost without a word. A creation is undone by deleting the document, a
   * deletion by bringing it back. Refused too when the restored document would break a rule (a
   * slug now taken, an item that no longer passes the pack's checks); nothing is written then.
   */
  async revert(actor: ProfileDocument, id: string): Promise<AuditDocument> {
    const entry = await this.byId(id);
    if (!entry) throw notFound('There is no such change in the audit log.');
    if (entry.revertedBy) throw badUserInput('This change was already reverted.', 'id');
    const target = this.store.collection<StoredDocument>(entry.collection);
    const current = await target.findOne({ _id: entry.targetId });
    let restored: StoredDocument | null = null;
    if (entry.before && entry.after) {
      if (!current) throw await this.changedSince(entry, 'it was deleted after this change');
      const fields = changedFields(entry.before, entry.after);
      const touched = fields.filter((field) => !isDeepStrictEqual(fieldsOf(current)[field], fieldsOf(entry.after)[field]));
      if (touched.length > 0) throw await this.changedSince(entry, `${touched.join(', ')} changed again after this change`, touched);
      const set: Record<string, unknown> = {};
      const unset: Record<string, true> = {};
      for (const field of fields) {
        if (field in entry.before) set[field] = fieldsOf(entry.before)[field];
        else unset[field] = true;
      }
      if ('updatedAt' in current) set.updatedAt = new Date().toISOString();
      restored = { ...current, ...set };
      for (const field of Object.keys(unset)) delete (restored as unknown as Record<string, unknown>)[field];
      await this.checks.get(entry.collection)?.(restored);
      try {
        await target.updateOne({ _id: entry.targetId }, Object.keys(unset).length > 0 ? { $set: set, $unset: unset } : { $set: set });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw badUserInput('The change cannot be reverted: its old slug is taken by another document now.', 'id');
        throw error;
      }
    } else if (entry.before) {
      if (current) throw await this.changedSince(entry, 'it exists again since this deletion');
      restored = entry.before;
      await this.checks.get(entry.collection)?.(restored);
      try {
        await target.insertOne(restored);
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw badUserInput('The document cannot come back: its slug is taken by another one now.', 'id');
        throw error;
      }
    } else if (current) {
      const touched = changedFields(entry.after, current);
      if (touched.length > 0) throw await this.changedSince(entry, `${touched.join(', ')} changed after it was created`, touched);
      await target.deleteOne({ _id: entry.targetId });
    }
    const revert = await this.record(actor, {
      action: 'revert',
      collection: entry.collection,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel,
      before: current,
      after: restored,
      revertOf: entry._id,
    });
    await this.log.updateOne({ _id: entry._id }, { $set: { revertedBy: revert._id } });
    return revert;
  }

  /** The refusal of a revert the document's later history conflicts with, naming the latest such change. */
  private async changedSince(entry: AuditDocument, what: string, fields?: string[]) {
    const later = (await this.log.find({ collection: entry.collection, targetId: entry.targetId, at: { $gte: entry.at } }, { sort: { at: -1, _id: -1 } })).filter(
      (other) => other._id !== entry._id && (!fields || changedFields(other.before, other.after).some((field) => fields.includes(field))),
    );
    const by = later[0] ? ` (by ${later[0].actorUsername}, ${later[0].at.slice(0, 16).replace('T', ' ')} UTC)` : '';
    return badUserInput(
      `This change cannot be reverted: “${entry.targetLabel}” changed since${by}: ${what}. Revert the later change first, or edit the document by hand.`,
      'id',
    );
  }

  watch(): ChangeFeed<AuditDocument> {
    return this.log.watch();
  }
}
