import type { Store, StoredDocument } from '../store/port';
import { SESSIONS_COLLECTION } from './session-store';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Ends every session signed in to a profile (the profile was merged into another, so it no longer
 * exists). Each deletion reaches the session store's change feed, which closes the session's open
 * WebSockets and event streams in every process. Reads the stored session's JSON because sessions
 * carry no profile id of their own here; when they do, this becomes a query on that field.
 */
export async function endProfileSessions(store: Store, profileId: string): Promise<number> {
  const sessions = store.collection<StoredDocument & { data: string }>(SESSIONS_COLLECTION);
  const pattern = new RegExp(`"passport":\\{"user":"${escapeRegExp(profileId)}"`);
  let ended = 0;
  for (const session of await sessions.find({ data: { $regex: pattern } }, { projection: { _id: 1 } })) {
    if (await sessions.deleteOne({ _id: session._id })) ended += 1;
  }
  return ended;
}
