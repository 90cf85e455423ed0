import type { TransactionScope } from '../../store/port';
import { ACTIVITY_COLLECTION, type ActivityDocument } from './activity';

/** Moves a merged profile's activity entries to the profile it was merged into (idempotent: it moves what is left). */
export async function moveActivity(scope: TransactionScope, fromId: string, toId: string): Promise<void> {
  const entries = scope.collection<ActivityDocument>(ACTIVITY_COLLECTION);
  for (const entry of await entries.find({ profileId: fromId }, { projection: { _id: 1 } })) {
    await entries.updateOne({ _id: entry._id, profileId: fromId }, { $set: { profileId: toId } });
  }
}
