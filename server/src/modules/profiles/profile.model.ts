import type { Preferences } from '../../../game-data/rules/preferences';
import type { StoredDocument } from '../../store/port';
import type { ModerationMark } from '../moderation/moderation.model';

export const PROFILES_COLLECTION = 'profiles';

export type Role = 'user' | 'admin';

/**
 * A profile as stored. No email and no real name. The provider accounts that sign in to it are
 * records of their own (sign-in.model.ts): only their opaque user ids are kept.
 */
export interface ProfileDocument extends StoredDocument {
  username: string;
  /** Lower-case copy of `username`, uniquely indexed, so usernames are unique case-insensitively. */
  usernameLower: string;
  displayName: string;
  role: Role;
  /** Best Juggling Boletus score; absent until the first game. */
  jugglingBest?: number;
  /** The preferences the player changed (the others are the defaults); absent until the first change. */
  preferences?: Partial<Preferences>;
  /** The player page hidden or removed by moderation: gone for everyone but the player and admins. */
  moderation?: ModerationMark | null;
  createdAt: string;
  updatedAt: string;
}
