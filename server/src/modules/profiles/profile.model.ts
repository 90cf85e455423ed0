import type { Preferences } from '../../../game-data/rules/preferences';
import type { StoredDocument } from '../../store/port';

export const PROFILES_COLLECTION = 'profiles';

export type Role = 'user' | 'admin';

/** A profile as stored. No email and no real name: only the provider's opaque user id. */
export interface ProfileDocument extends StoredDocument {
  username: string;
  /** Lower-case copy of `username`, uniquely indexed, so usernames are unique case-insensitively. */
  usernameLower: string;
  displayName: string;
  role: Role;
  /** `discord`, `google`, `dev` (development sign-in) or `demo` (seeded demo players). */
  provider: string;
  providerUserId: string;
  /** Best Juggling Boletus score; absent until the first game. */
  jugglingBest?: number;
  /** `provider:providerUserId`, uniquely indexed, on profiles of provider accounts created since ids are random. */
  providerKey?: string;
  /** The preferences the player changed (the others are the defaults); absent until the first change. */
  preferences?: Partial<Preferences>;
  createdAt: string;
  updatedAt: string;
}
