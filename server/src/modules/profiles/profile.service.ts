import type { ChangeFeed, Collection, Store } from '../../store/port';
import { DuplicateKeyError } from '../../store/port';
import { badUserInput, forbidden, unauthenticated } from '../../graphql/errors';
import { checkPreferenceChange, type PreferenceField } from '../../../game-data/rules/preferences';
import { PROFILES_COLLECTION, type ProfileDocument, type Role } from './profile.model';
import { UsernameHolds } from './username-holds';

/** The highest Juggling Boletus score the server accepts. */
export const JUGGLING_MAX_SCORE = 9999;
import {
  checkDisplayName,
  checkUsername,
  generateUsername,
  newProfileId,
  USERNAME_TAKEN_MESSAGE,
} from './profile.rules';
import { SignInService } from './sign-ins';

/** The providers a profile can come from. `dev` is the development sign-in (never in production). */
export type SignInProvider = 'discord' | 'google' | 'dev';

export interface ProfileChanges {
  username?: string | null;
  displayName?: string | null;
}

/** Profiles: creation at first sign-in, the owner's edits, roles and the checks resolvers rely on. */
export class ProfileService {
  private readonly profiles: Collection<ProfileDocument>;
  /** Which provider accounts sign in to which profile. */
  readonly signIns: SignInService;
  /** Usernames of deleted accounts, reserved for a while. */
  private readonly holds: UsernameHolds;

  constructor(store: Store) {
    this.profiles = store.collection<ProfileDocument>(PROFILES_COLLECTION);
    this.signIns = new SignInService(store);
    this.holds = new UsernameHolds(store);
  }

  static async prepare(store: Store): Promise<void> {
    const profiles = store.collection<ProfileDocument>(PROFILES_COLLECTION);
    await profiles.createIndex({ usernameLower: 1 }, { unique: true });
    await profiles.createIndex({ role: 1 });
    await SignInService.prepare(store);
  }

  async byId(id: string): Promise<ProfileDocument | null> {
    return this.profiles.findOne({ _id: id });
  }

  /** Profiles by id in the order asked, null where an id names no profile (for DataLoader). */
  async byIds(ids: readonly string[]): Promise<Array<ProfileDocument | null>> {
    const rows = await this.profiles.find({ _id: { $in: [...ids] } });
    const byId = new Map(rows.map((row) => [row._id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** How many profiles there are (the sitemap's parts of players): a walk of the ids, no document read. */
  count(): Promise<number> {
    return this.profiles.count();
  }

  /**
   * Up to `limit` profiles' ids, usernames and moderation marks in `_id` order (a sitemap part of
   * players): from a position in that order (`skip`), or after an id.
   */
  inIdOrder(from: { skip: number } | { after: string }, limit: number): Promise<Array<Pick<ProfileDocument, '_id' | 'username' | 'moderation'>>> {
    const filter = 'after' in from ? { _id: { $gt: from.after } } : {};
    return this.profiles.find(filter, { sort: { _id: 1 }, skip: 'skip' in from ? from.skip : 0, limit, projection: { _id: 1, username: 1, moderation: 1 } });
  }

  /** The profile with this username, whatever its case; null for anything that is not a username. */
  async byUsername(username: string): Promise<ProfileDocument | null> {
    const checked = checkUsername(username);
    if (!checked.ok) return null;
    return this.profiles.findOne({ usernameLower: checked.value.toLowerCase() });
  }

  /**
   * The profile of a provider account, created with a generated username on first sign-in.
   * Only the provider's opaque user id is kept. The account is claimed for the new profile id
   * before the profile is written: two first sign-ins of one account at once agree on one id.
   */
  async signIn(provider: Exclude<SignInProvider, 'dev'>, providerUserId: string): Promise<ProfileDocument> {
    const holder = (await this.signIns.byAccount(provider, providerUserId)) ?? (await this.signIns.claim(newProfileId(), provider, providerUserId, 'created'));
    return (await this.byId(holder.profileId)) ?? (await this.createWithGeneratedName(holder.profileId));
  }

  /** Writes a new profile with this id and a generated username (or returns the one a concurrent sign-in wrote). */
  private async createWithGeneratedName(id: string): Promise<ProfileDocument> {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const username = generateUsername();
      const now = new Date().toISOString();
      try {
        return await this.profiles.insertOne({
          _id: id,
          username,
          usernameLower: username.toLowerCase(),
          displayName: username,
          role: 'user',
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        // Either the same account signed in at the same moment, or the generated name is taken.
        const raced = await this.byId(id);
        if (raced) return raced;
      }
    }
    throw new Error('Could not generate a free username after 8 attempts');
  }

  /**
   * Development sign-in: becomes the profile with this username (any profile, so a newcomer can
   * try the demo players too), created with the chosen role when there is none. An existing
   * profile keeps its role: the role only applies to a profile it creates, so this
   * sign-in never promotes or demotes anyone (`npm run admin` does that).
   */
  async devSignIn(rawUsername: string, role: Role): Promise<ProfileDocument> {
    const username = checkUsername(rawUsername);
    if (!username.ok) throw badUserInput(username.message, 'username');
    const usernameLower = username.value.toLowerCase();
    const now = new Date().toISOString();
    const existing = await this.profiles.findOne({ usernameLower });
    if (existing) return existing;
    if (await this.holds.isHeld(usernameLower)) throw badUserInput(USERNAME_TAKEN_MESSAGE, 'username');
    try {
      return await this.profiles.insertOne({
        _id: newProfileId(),
        username: username.value,
        usernameLower,
        displayName: username.value,
        role,
        createdAt: now,
        updatedAt: now,
      }).then(async (profile) => {
        await this.signIns.claim(profile._id, 'dev', usernameLower, 'created');
        return profile;
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      // Someone took the name in the meantime: sign in as that profile, as above.
      const raced = await this.profiles.findOne({ usernameLower });
      if (!raced) throw error;
      return raced;
    }
  }

  /**
   * Keeps a Juggling Boletus score when it beats the player's best: one conditional update, so two
   * devices finishing games at once never lower it.
   */
  async recordJugglingScore(viewer: ProfileDocument | null, score: number): Promise<ProfileDocument> {
    const me = this.requireViewer(viewer);
    if (!Number.isInteger(score) || score < 0 || score > JUGGLING_MAX_SCORE) {
      throw badUserInput(`score must be a whole number from 0 to ${JUGGLING_MAX_SCORE}.`, 'score');
    }
    const raised = await this.profiles.findOneAndUpdate(
      { _id: me._id, $or: [{ jugglingBest: { $lt: score } }, { jugglingBest: { $exists: false } }] },
      { $set: { jugglingBest: score } },
    );
    return raised ?? (await this.profiles.findOne({ _id: me._id })) ?? me;
  }

  /** The owner changes their username and display name. Nothing is written when anything is invalid. */
  async update(viewer: ProfileDocument | null, changes: ProfileChanges): Promise<ProfileDocument> {
    const me = this.requireViewer(viewer);
    const set: Partial<ProfileDocument> = {};
    if (changes.username !== undefined && changes.username !== null) {
      const username = checkUsername(changes.username);
      if (!username.ok) throw badUserInput(username.message, 'username');
      set.username = username.value;
      set.usernameLower = username.value.toLowerCase();
      if (set.usernameLower !== me.usernameLower && (await this.holds.isHeld(set.usernameLower))) throw badUserInput(USERNAME_TAKEN_MESSAGE, 'username');
    }
    if (changes.displayName !== undefined && changes.displayName !== null) {
      const displayName = checkDisplayName(changes.displayName);
      if (!displayName.ok) throw badUserInput(displayName.message, 'displayName');
      set.displayName = displayName.value;
    }
    if (Object.keys(set).length === 0) throw badUserInput('Nothing to change: give a username or a display name.');
    try {
      const updated = await this.profiles.findOneAndUpdate(
        { _id: me._id },
        { $set: { ...set, updatedAt: new Date().toISOString() } },
      );
      if (!updated) throw unauthenticated('Your profile no longer exists. Sign in again.');
      return updated;
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw badUserInput(USERNAME_TAKEN_MESSAGE, 'username');
      throw error;
    }
  }

  /**
   * Saves some of the signed-in player's preferences (the others stay as they are). BAD_USER_INPUT
   * (with the field) for a value out of range, and nothing is written then.
   */
  async updatePreferences(viewer: ProfileDocument | null, change: Partial<Record<PreferenceField, unknown>>): Promise<ProfileDocument> {
    const me = this.requireViewer(viewer);
    const checked = checkPreferenceChange(change);
    if (!checked.ok) throw badUserInput(checked.message, checked.field);
    const entries = Object.entries(checked.value);
    if (entries.length === 0) throw badUserInput('Nothing to change: give at least one preference.');
    // One field at a time, so two devices changing different preferences do not undo each other.
    const set = Object.fromEntries(entries.map(([field, value]) => [`preferences.${field}`, value]));
    const updated = await this.profiles.findOneAndUpdate({ _id: me._id }, { $set: { ...set, updatedAt: new Date().toISOString() } });
    if (!updated) throw unauthenticated('Your profile no longer exists. Sign in again.');
    return updated;
  }

  /** Throws UNAUTHENTICATED unless someone is signed in. */
  requireViewer(viewer: ProfileDocument | null): ProfileDocument {
    if (!viewer) throw unauthenticated();
    return viewer;
  }

  /** Throws UNAUTHENTICATED or FORBIDDEN unless the viewer is an admin (every admin operation calls it). */
  requireAdmin(viewer: ProfileDocument | null): ProfileDocument {
    const me = this.requireViewer(viewer);
    if (me.role !== 'admin') throw forbidden('Only admins can do that.');
    return me;
  }

  async counts(): Promise<{ profiles: number; admins: number }> {
    const [profiles, admins] = await Promise.all([this.profiles.count(), this.profiles.count({ role: 'admin' })]);
    return { profiles, admins };
  }

  async admins(): Promise<ProfileDocument[]> {
    return this.profiles.find({ role: 'admin' }, { sort: { usernameLower: 1 }, limit: 100 });
  }

  watch(): ChangeFeed<ProfileDocument> {
    return this.profiles.watch();
  }
}
