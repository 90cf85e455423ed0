import type { Store } from '../../store/port';
import { readByPages } from '../account/read-by-pages';
import { ACTIVITY_COLLECTION, type ActivityDocument } from './activity';
import type { AuditDocument } from './audit.model';
import { AUDIT_COLLECTION } from './audit.service';

/**
 * The changes the player made as an admin, as their data file holds them: what, when and to
 * what. The documents before and after are left out: they are the site's content (and a revert
 * can hold another admin's text), not data about the player.
 */
export async function* exportAdminChanges(store: Store, actorId: string, pageSize: number) {
  for await (const entry of readByPages(store.collection<AuditDocument>(AUDIT_COLLECTION), { actorId }, pageSize)) {
    yield {
      id: entry._id,
      at: entry.at,
      action: entry.action,
      collection: entry.collection,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel,
      revertOf: entry.revertOf,
      revertedBy: entry.revertedBy,
    };
  }
}

export async function prepareActivityExport(store: Store): Promise<void> {
  await store.collection<AuditDocument>(AUDIT_COLLECTION).createIndex({ actorId: 1 });
}

/** The player's own account activity (sign-ins connected and disconnected, profiles merged), oldest first. */
export async function* exportAccountActivity(store: Store, profileId: string, pageSize: number) {
  for await (const entry of readByPages(store.collection<ActivityDocument>(ACTIVITY_COLLECTION), { profileId }, pageSize)) {
    yield { id: entry._id, at: entry.at, action: entry.action, provider: entry.provider, detail: entry.detail };
  }
}
