import { randomUUID } from 'node:crypto';
import type { Collection, Store, StoredDocument } from '../../store/port';

export const ACTIVITY_COLLECTION = 'activity';

/** What a player did to their own account. */
export type ActivityAction = 'sign-in.link' | 'sign-in.disconnect' | 'profile.merge';

/** One entry of a player's own activity list (their account, not the admin audit log). */
export interface ActivityDocument extends StoredDocument {
  profileId: string;
  at: string;
  action: ActivityAction;
  /** The provider concerned (`discord`, `google`). */
  provider: string;
  /** What a person reads: the merged profile's username and what it brought. */
  detail: string;
}

/** The most entries the list shows. */
export const ACTIVITY_LIMIT = 100;

/** The activity list of each player: every link, merge and disconnect of their account, newest first. */
export class ActivityService {
  private readonly entries: Collection<ActivityDocument>;

  constructor(store: Store) {
    this.entries = store.collection<ActivityDocument>(ACTIVITY_COLLECTION);
  }

  static async prepare(store: Store): Promise<void> {
    await store.collection<ActivityDocument>(ACTIVITY_COLLECTION).createIndex({ profileId: 1, at: -1 });
  }

  /** The entry as written; `_id` starts with the time so entries of one millisecond keep their order. */
  static entry(profileId: string, action: ActivityAction, provider: string, detail: string, at = new Date().toISOString()): ActivityDocument {
    return { _id: `act-${Date.parse(at).toString(36)}-${randomUUID()}`, profileId, at, action, provider, detail };
  }

  async record(profileId: string, action: ActivityAction, provider: string, detail = ''): Promise<ActivityDocument> {
    return this.entries.insertOne(ActivityService.entry(profileId, action, provider, detail));
  }

  /** The player's entries, newest first. */
  list(profileId: string, first = ACTIVITY_LIMIT): Promise<ActivityDocument[]> {
    return this.entries.find({ profileId }, { sort: { at: -1, _id: -1 }, limit: Math.min(Math.max(first, 1), ACTIVITY_LIMIT) });
  }
}
