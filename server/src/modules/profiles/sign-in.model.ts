import type { StoredDocument } from '../../store/port';

export const SIGN_INS_COLLECTION = 'signIns';

/** Where a sign-in comes from: the two OAuth providers, the development sign-in, the seeded demo players. */
export type SignInKind = 'discord' | 'google' | 'dev' | 'demo';

/**
 * One provider account that signs in to one profile. `_id` is `provider:providerUserId`, so a
 * provider account belongs to at most one profile whatever the engine (the `_id` is unique
 * everywhere); a profile has one record per sign-in it holds.
 */
export interface SignInDocument extends StoredDocument {
  profileId: string;
  provider: SignInKind;
  providerUserId: string;
  /**
   * `created` when this account's first sign-in made the profile (the profile is the account's
   * own: it may be merged into another), `linked` when it was connected to an existing profile.
   */
  origin: 'created' | 'linked';
  linkedAt: string;
}
