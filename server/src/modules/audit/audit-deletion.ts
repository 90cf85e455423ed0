import type { Store } from '../../store/port';
import type { AuditDocument } from './audit.model';
import { AUDIT_COLLECTION } from './audit.service';

/**
 * An admin who deletes their account stays in the audit log as the changes' author without a
 * name: the entries are the site's record of what was changed (and can be reverted), so they
 * stay; the name goes. Returns how many entries were changed.
 */
export async function anonymiseAuditActor(store: Store, actorId: string, name: string): Promise<number> {
  const log = store.collection<AuditDocument>(AUDIT_COLLECTION);
  let changed = 0;
  for (;;) {
    const batch = await log.find({ actorId }, { limit: 200, projection: { _id: 1 } });
    if (batch.length === 0) return changed;
    for (const entry of batch) changed += (await log.updateOne({ _id: entry._id, actorId }, { $set: { actorId: '', actorUsername: name } })).matchedCount;
  }
}
