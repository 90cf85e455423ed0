import { createHash } from 'node:crypto';
import { DuplicateKeyError, type Collection, type Store } from '../../store/port';
import { badUserInput } from '../../graphql/errors';
import { PROFILES_COLLECTION, type ProfileDocument } from './profile.model';
import { providerKeyOf } from './profile.rules';
import { SIGN_INS_COLLECTION, type SignInDocument, type SignInKind } from './sign-in.model';

/** What a profile written before sign-ins were records of their own holds: the one account it signed in with. */
type LegacyProfile = ProfileDocument & { provider?: string; providerUserId?: string; providerKey?: string };

/** The id the API shows for a sign-in: opaque, so the provider's account id never leaves the server. */
export function signInPublicId(record: SignInDocument): string {
  return createHash('sha256').update(record._id).digest('base64url').slice(0, 22);
}

export const LAST_SIGN_IN_MESSAGE = 'This is your only sign-in: connect another one before you disconnect it, or you could not sign in again.';

/** The sign-in records of profiles: which provider accounts sign in to which profile. */
export class SignInService {
  private readonly signIns: Collection<SignInDocument>;

  constructor(store: Store) {
    this.signIns = store.collection<SignInDocument>(SIGN_INS_COLLECTION);
  }

  /**
   * The index, then the move of every profile's one provider account (`provider`,
   * `providerUserId`, `providerKey` on the profile, as stores before this kept it) into a record
   * of its own. Idempotent and resumable: the record is written before the profile's fields are
   * removed, so a crash between the two only leaves the second step for the next start.
   */
  static async prepare(store: Store): Promise<number> {
    const signIns = store.collection<SignInDocument>(SIGN_INS_COLLECTION);
    await signIns.createIndex({ profileId: 1 });
    const profiles = store.collection<LegacyProfile>(PROFILES_COLLECTION);
    // Every start looks for profiles still holding their account: through an index, not a read of every profile.
    await profiles.createIndex({ provider: 1 });
    let moved = 0;
    for (;;) {
      const batch = await profiles.find({ provider: { $exists: true } }, { limit: 500 });
      for (const profile of batch) {
        const provider = profile.provider as SignInKind;
        const providerUserId = profile.providerUserId ?? profile._id;
        try {
          await signIns.insertOne({
            _id: providerKeyOf(provider, providerUserId),
            profileId: profile._id,
            provider,
            providerUserId,
            origin: 'created',
            linkedAt: profile.createdAt,
          });
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
        await profiles.updateOne({ _id: profile._id }, { $unset: { provider: true, providerUserId: true, providerKey: true } });
        moved += 1;
      }
      if (batch.length < 500) return moved;
    }
  }

  byAccount(provider: SignInKind, providerUserId: string): Promise<SignInDocument | null> {
    return this.signIns.findOne({ _id: providerKeyOf(provider, providerUserId) });
  }

  /** A profile's sign-ins, oldest first. */
  ofProfile(profileId: string): Promise<SignInDocument[]> {
    return this.signIns.find({ profileId }, { sort: { linkedAt: 1, _id: 1 } });
  }

  /**
   * Claims a provider account for a profile. Returns the record that holds the account after the
   * call: this one, or the one that already held it (then nothing was written).
   */
  async claim(profileId: string, provider: SignInKind, providerUserId: string, origin: SignInDocument['origin']): Promise<SignInDocument> {
    const record: SignInDocument = {
      _id: providerKeyOf(provider, providerUserId),
      profileId,
      provider,
      providerUserId,
      origin,
      linkedAt: new Date().toISOString(),
    };
    try {
      return await this.signIns.insertOne(record);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      const holder = await this.signIns.findOne({ _id: record._id });
      if (!holder) throw error;
      return holder;
    }
  }

  /**
   * Removes one of the profile's sign-ins (by its public id), refused with nothing written when it
   * is the profile's last one. Counted again after the delete: two devices disconnecting the last
   * two at once cannot both succeed (the second puts its record back).
   */
  async disconnect(profileId: string, publicId: string): Promise<SignInDocument> {
    const mine = await this.ofProfile(profileId);
    const target = mine.find((record) => signInPublicId(record) === publicId);
    if (!target) throw badUserInput('That sign-in is not connected to your account.', 'id');
    if (mine.length < 2) throw badUserInput(LAST_SIGN_IN_MESSAGE, 'id');
    if (!(await this.signIns.deleteOne({ _id: target._id, profileId }))) throw badUserInput('That sign-in is not connected to your account.', 'id');
    if ((await this.signIns.count({ profileId })) === 0) {
      await this.signIns.insertOne(target);
      throw badUserInput(LAST_SIGN_IN_MESSAGE, 'id');
    }
    return target;
  }

  /** Deletes the record of a provider account (a first sign-in that lost its race to create the profile). */
  async release(record: SignInDocument): Promise<void> {
    await this.signIns.deleteOne({ _id: record._id, profileId: record.profileId });
  }
}
