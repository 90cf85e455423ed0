import { DuplicateKeyError, type Collection, type Store, type StoredDocument } from '../../store/port';

export const USERNAME_HOLDS_COLLECTION = 'usernameHolds';
/** How long a deleted account's username stays reserved, so nobody takes it to pass as them. */
export const USERNAME_HOLD_MS = 30 * 24 * 60 * 60 * 1000;

/** A reserved username (`_id` is its lower-case form) and when it is freed. */
export interface UsernameHoldDocument extends StoredDocument {
  until: string;
  createdAt: string;
}

/**
 * Usernames of deleted accounts, reserved for {@link USERNAME_HOLD_MS}: nobody may take one
 * (renaming or a new profile) until the outbox item due at `until` frees it. A hold past its
 * `until` no longer reserves, should the item be late.
 */
export class UsernameHolds {
  private readonly holds: Collection<UsernameHoldDocument>;

  constructor(store: Store) {
    this.holds = store.collection<UsernameHoldDocument>(USERNAME_HOLDS_COLLECTION);
  }

  /** Reserves `username` until `until` (a hold that exists is kept as it is). */
  async hold(username: string, until: Date): Promise<void> {
    try {
      await this.holds.insertOne({ _id: username.toLowerCase(), until: until.toISOString(), createdAt: new Date().toISOString() });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  /** Whether `username` is reserved now. */
  async isHeld(username: string, now = new Date()): Promise<boolean> {
    return Boolean(await this.holds.findOne({ _id: username.toLowerCase(), until: { $gt: now.toISOString() } }));
  }

  /** Frees `username` once its time is over; false when it is not held or still reserved. */
  async release(username: string, now = new Date()): Promise<boolean> {
    return this.holds.deleteOne({ _id: username.toLowerCase(), until: { $lte: now.toISOString() } });
  }
}
