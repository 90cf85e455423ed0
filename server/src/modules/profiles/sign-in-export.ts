import type { Store } from '../../store/port';
import { readByPages } from '../account/read-by-pages';
import { SIGN_INS_COLLECTION, type SignInDocument } from './sign-in.model';

/**
 * The provider accounts that sign in to the player's profile, as their data file holds them: the
 * provider, its opaque id for the player (no e-mail or name is stored), and when and how each was
 * connected. The file goes to its owner alone, so the account id the API never shows is in it.
 */
export async function* exportSignIns(store: Store, profileId: string, pageSize: number) {
  for await (const record of readByPages(store.collection<SignInDocument>(SIGN_INS_COLLECTION), { profileId }, pageSize)) {
    yield { provider: record.provider, providerUserId: record.providerUserId, origin: record.origin, linkedAt: record.linkedAt };
  }
}
