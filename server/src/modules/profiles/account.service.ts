import type { Store } from '../../store/port';
import type { Logger } from '../../logger';
import type { Outbox } from '../../outbox/outbox';
import type { BackgroundChanges } from '../../outbox/background-changes';
import { badUserInput, unauthenticated } from '../../graphql/errors';
import { endSession, endSessionsOfProfile, listSessions, SESSIONS_COLLECTION, type SessionSummary } from './player-sessions';
import type { BuildCounts } from '../builds/build-counts';
import { SHARE_LINKS_COLLECTION } from '../builds/build.model';
import { blankCommentsBy, deleteBuildsOfOwner, deleteLikesBy } from '../builds/build-deletion';
import { anonymiseAuditActor } from '../audit/audit-deletion';
import { PROFILES_COLLECTION, type ProfileDocument } from './profile.model';
import { SIGN_INS_COLLECTION } from './sign-in.model';
import { ACTIVITY_COLLECTION } from '../audit/activity';
import { purgeModerationOf } from '../moderation/moderation-deletion';
import { USERNAME_HOLD_MS, UsernameHolds } from './username-holds';

/** What `deleteMyAccount` does with the player's public builds. */
export type AccountDeletionMode = 'DELETE_EVERYTHING' | 'KEEP_PUBLIC_BUILDS_ANONYMISED';

/** Outbox kinds: the rest of a deletion (builds, likes, comments), and freeing the username once its hold is over. */
export const ACCOUNT_PURGE = 'account.purge';
export const USERNAME_RELEASE = 'username.release';
/** The name a deleted admin's audit entries show. */
export const DELETED_PLAYER = 'Deleted player';

/**
 * A player's own account: their sessions (list, sign out one or all others) and its deletion.
 * A deletion removes the profile, holds the username and ends every session in the request, and
 * answers; the rest (builds, likes, comments, audit name) is an outbox item this process starts at
 * once, in the background and paced; what a stopped process leaves undone, another worker finishes
 * after the lease.
 */
export class AccountService {
  readonly holds: UsernameHolds;

  constructor(
    private readonly store: Store,
    private readonly outbox: Outbox,
    private readonly counts: BuildCounts,
    private readonly options: { log?: Logger; background?: BackgroundChanges } = {},
  ) {
    this.holds = new UsernameHolds(store);
    outbox.handle(ACCOUNT_PURGE, async (payload) => {
      await this.purge(String(payload.profileId), payload.mode === 'KEEP_PUBLIC_BUILDS_ANONYMISED' ? 'KEEP_PUBLIC_BUILDS_ANONYMISED' : 'DELETE_EVERYTHING');
    });
    outbox.handle(USERNAME_RELEASE, async (payload) => {
      await this.holds.release(String(payload.username));
    });
  }

  /** The indexes a deletion and the sessions list read by: short links by name, a player's sessions (a player's comments: builds.service.ts). */
  static async prepare(store: Store): Promise<void> {
    await store.collection(SHARE_LINKS_COLLECTION).createIndex({ name: 1 });
    await store.collection(SESSIONS_COLLECTION).createIndex({ profileId: 1 });
  }

  sessions(viewer: ProfileDocument | null, sessionId: string | null): Promise<SessionSummary[]> {
    const me = requireViewer(viewer);
    return listSessions(this.store, me._id, sessionId ?? undefined);
  }

  signOutSession(viewer: ProfileDocument | null, id: string): Promise<boolean> {
    return endSession(this.store, requireViewer(viewer)._id, id);
  }

  signOutOthers(viewer: ProfileDocument | null, sessionId: string | null): Promise<number> {
    const me = requireViewer(viewer);
    if (!sessionId) throw unauthenticated('Sign in to see your sessions.');
    return endSessionsOfProfile(this.store, me._id, { except: sessionId });
  }

  async deleteAccount(viewer: ProfileDocument | null, confirmUsername: string, mode: AccountDeletionMode): Promise<void> {
    const me = requireViewer(viewer);
    if (confirmUsername.trim().toLowerCase() !== me.usernameLower) {
      throw badUserInput(`Type your username, ${me.username}, to confirm.`, 'confirmUsername');
    }
    const until = new Date(Date.now() + USERNAME_HOLD_MS);
    // The hold first: from the moment the profile is gone, nobody may take its name.
    await this.holds.hold(me.username, until);
    await this.outbox.enqueue(USERNAME_RELEASE, { username: me.usernameLower }, { dueAt: until });
    const purge = await this.outbox.enqueueClaimed(ACCOUNT_PURGE, { profileId: me._id, mode });
    // The sign-ins with the profile: a sign-in record left behind would make its provider account's
    // next sign-in a new profile under the deleted one's id.
    await this.store.collection(SIGN_INS_COLLECTION).deleteMany({ profileId: me._id });
    await this.store.collection<ProfileDocument>(PROFILES_COLLECTION).deleteOne({ _id: me._id });
    await endSessionsOfProfile(this.store, me._id);
    this.options.log?.info({ profileId: me._id, mode }, 'Account deleted');
    // What the player must see at once is done (no profile, no sign-in, no session): the rest is queued work, started
    // here without waiting (the outbox keeps it, releases it on failure, and another worker runs it after a crash).
    void this.outbox.run(purge).catch((error: unknown) => this.options.log?.error({ err: error, profileId: me._id }, 'The purge of a deleted account could not be run'));
  }

  /** Everything of a deleted profile but the profile itself; safe to run again. */
  async purge(profileId: string, mode: AccountDeletionMode): Promise<void> {
    const background = this.options.background;
    await deleteBuildsOfOwner(this.store, profileId, { keepPublic: mode === 'KEEP_PUBLIC_BUILDS_ANONYMISED', background });
    await deleteLikesBy(this.store, this.counts, profileId, background);
    await blankCommentsBy(this.store, profileId, background);
    await anonymiseAuditActor(this.store, profileId, DELETED_PLAYER);
    await this.store.collection(SIGN_INS_COLLECTION).deleteMany({ profileId });
    await this.store.collection(ACTIVITY_COLLECTION).deleteMany({ profileId });
    await purgeModerationOf(this.store, profileId);
    // A session signed in again between the request and now (another process) ends too.
    await endSessionsOfProfile(this.store, profileId);
  }
}

function requireViewer(viewer: ProfileDocument | null): ProfileDocument {
  if (!viewer) throw unauthenticated('Sign in to manage your account.');
  return viewer;
}
