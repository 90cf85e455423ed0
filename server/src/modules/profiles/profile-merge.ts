import { DuplicateKeyError, type Collection, type Store, type StoredDocument, type TransactionScope } from '../../store/port';
import { badUserInput } from '../../graphql/errors';
import { buildHoldings, moveBuildRows, type BuildHoldings } from '../builds/build-merge';
import { moveActivity } from '../audit/activity-merge';
import { ACTIVITY_COLLECTION, ActivityService, type ActivityDocument } from '../audit/activity';
import { PROFILES_COLLECTION, type ProfileDocument } from './profile.model';
import { SIGN_INS_COLLECTION, type SignInDocument } from './sign-in.model';

export const PROFILE_MERGES_COLLECTION = 'profileMerges';

/** A merge begun and not yet finished (engines without atomic transactions): the next start or try finishes it. */
interface MergeMarker extends StoredDocument {
  /** `_id`: the profile being merged away. */
  targetId: string;
  /** The sign-in whose connection offered the merge (named in the activity entry). */
  provider: string;
  startedAt: string;
}

/** What one profile holds, as the merge offer shows it. */
export interface ProfileHoldings extends BuildHoldings {
  id: string;
  username: string;
}

export interface MergeOutcome extends BuildHoldings {
  mergedUsername: string;
  /** Sessions of the merged profile that were ended. */
  endedSessions: number;
}

/**
 * Merges a profile (the source: a provider account's own profile) into the signed-in one (the
 * target). One operation: on SQLite every write is in one store transaction, so it completes or
 * changes nothing, a crash included. On NeDB and MongoDB, which have no such transaction here, a
 * marker is written first and every step moves only what still belongs to the source, so running
 * it again repeats nothing: a merge a crash cut short is finished at the next start (or the next
 * try), never left half-done.
 */
export class ProfileMergeService {
  private readonly markers: Collection<MergeMarker>;

  constructor(
    private readonly store: Store,
    /** Ends the merged profile's sessions (and with them its sockets and streams). */
    private readonly endSessions: (profileId: string) => Promise<number>,
  ) {
    this.markers = store.collection<MergeMarker>(PROFILE_MERGES_COLLECTION);
  }

  async holdings(profileId: string): Promise<ProfileHoldings | null> {
    const profile = await this.store.collection<ProfileDocument>(PROFILES_COLLECTION).findOne({ _id: profileId });
    if (!profile) return null;
    return { id: profile._id, username: profile.username, ...(await buildHoldings(this.store, profileId)) };
  }

  /**
   * Merges `sourceId` into `targetId`; `signInKey` is the provider account that offered it, which
   * must still be the source's own (it was not disconnected, linked or merged meanwhile).
   */
  async merge(targetId: string, sourceId: string, signInKey: string): Promise<MergeOutcome> {
    if (targetId === sourceId) throw badUserInput('That sign-in is already connected to your account.');
    const signIn = await this.store.collection<SignInDocument>(SIGN_INS_COLLECTION).findOne({ _id: signInKey });
    if (!signIn || signIn.profileId !== sourceId) throw badUserInput('That account changed since the merge was offered. Connect the sign-in again.');
    const provider = signIn.provider;
    if (this.store.atomicTransactions) {
      const outcome = await this.store.transaction((scope) => this.run(scope, targetId, sourceId, provider));
      return { ...outcome, endedSessions: await this.endSessions(sourceId) };
    }
    try {
      await this.markers.insertOne({ _id: sourceId, targetId, provider, startedAt: new Date().toISOString() });
    } catch (error) {
      // Already begun (another tab, or a try a crash cut short): finishing it is the same steps.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    return this.finish(sourceId);
  }

  /** Finishes every merge a crash cut short (engines without atomic transactions); returns how many. */
  async resume(): Promise<number> {
    const pending = await this.markers.find({});
    for (const marker of pending) await this.finish(marker._id);
    return pending.length;
  }

  private async finish(sourceId: string): Promise<MergeOutcome> {
    const marker = await this.markers.findOne({ _id: sourceId });
    if (!marker) throw badUserInput('That merge has already finished.');
    const outcome = await this.run(this.store, marker.targetId, sourceId, marker.provider);
    const endedSessions = await this.endSessions(sourceId);
    await this.markers.deleteOne({ _id: sourceId });
    return { ...outcome, endedSessions };
  }

  /** The merge's steps, each idempotent; on SQLite all inside one transaction. */
  private async run(scope: TransactionScope, targetId: string, sourceId: string, provider: string): Promise<Omit<MergeOutcome, 'endedSessions'>> {
    const profiles = scope.collection<ProfileDocument>(PROFILES_COLLECTION);
    const target = await profiles.findOne({ _id: targetId });
    if (!target) throw badUserInput('Your profile no longer exists. Sign in again.');
    const source = await profiles.findOne({ _id: sourceId });
    // The source is deleted last: when it is gone, a former run did everything but the bookkeeping.
    const mergedUsername = source?.username ?? '';

    // The source's sign-ins first: from here on they sign in to the target.
    const signIns = scope.collection<SignInDocument>(SIGN_INS_COLLECTION);
    for (const record of await signIns.find({ profileId: sourceId })) {
      await signIns.updateOne({ _id: record._id, profileId: sourceId }, { $set: { profileId: targetId, origin: 'linked' } });
    }
    const moved = await moveBuildRows(scope, sourceId, { id: targetId, username: target.username });
    await moveActivity(scope, sourceId, targetId);
    if (source) {
      // The signed-in profile's preferences win where both set one; the higher game score and role are kept.
      const set: Partial<ProfileDocument> = {
        preferences: { ...source.preferences, ...target.preferences },
        updatedAt: new Date().toISOString(),
      };
      if ((source.jugglingBest ?? 0) > (target.jugglingBest ?? 0)) set.jugglingBest = source.jugglingBest;
      if (source.role === 'admin') set.role = 'admin';
      await profiles.updateOne({ _id: targetId }, { $set: set });
      const detail = `Merged ${source.username} into this account: ${moved.builds} builds, ${moved.comments} comments, ${moved.likes} likes.`;
      const entries = scope.collection<ActivityDocument>(ACTIVITY_COLLECTION);
      const entry = { ...ActivityService.entry(targetId, 'profile.merge', provider, detail), _id: `act-merge-${sourceId}` };
      if (!(await entries.findOne({ _id: entry._id }))) await entries.insertOne(entry);
      // Deleting the profile frees its username.
      await profiles.deleteOne({ _id: sourceId });
    }
    return { ...moved, mergedUsername };
  }
}
