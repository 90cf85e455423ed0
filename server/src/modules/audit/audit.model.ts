import type { StoredDocument } from '../../store/port';

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
