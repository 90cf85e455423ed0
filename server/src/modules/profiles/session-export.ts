import type { Store } from '../../store/port';
import { listSessions } from './player-sessions';

/**
 * The player's active sessions as their data file holds them: the device, when it signed in and
 * when it was last used. Never the session's id or its cookie (a secret that signs in).
 */
export async function* exportSessions(store: Store, profileId: string) {
  for (const session of await listSessions(store, profileId, undefined)) {
    yield { device: session.device, createdAt: session.createdAt, lastUsedAt: session.lastUsedAt };
  }
}
