import type { Store } from '../../store/port';
import type { ProfileDocument } from '../profiles/profile.model';
import { profileExport } from '../profiles/profile-export';
import { exportBuilds, exportComments, exportLikes } from '../builds/build-export';
import { exportAccountActivity, exportAdminChanges } from '../audit/audit-export';
import { exportSignIns } from '../profiles/sign-in-export';
import { exportSessions } from '../profiles/session-export';
import { currentGameDataVersion } from '../game/current-version';
import { EXPORT_PAGE_SIZE, PLAYER_DATA_FORMAT, PLAYER_DATA_VERSION } from './player-data';

/** What the file says of the parts it leaves out or reduces, so a reader need not guess. */
const LEFT_OUT = {
  othersComments: "Other players' comments and replies on your builds are theirs: each build carries only their count (commentCount).",
  othersLikes: 'Likes your builds received carry only their count (likeCount).',
  shortLinks: 'Short links record nobody who made them (the same build always gives the same link), so none can be listed as yours.',
};

/**
 * The player's data file as text chunks, in order, each written as soon as it is read: the
 * collections are walked a page at a time, so memory holds one page whatever the player has.
 * Each value is serialised by JSON.stringify; only the separators between them are written here.
 */
export async function* playerDataChunks(store: Store, profile: ProfileDocument, siteUrl: string): AsyncGenerator<string> {
  const { profile: about, preferences } = profileExport(profile);
  const head = {
    format: PLAYER_DATA_FORMAT,
    version: PLAYER_DATA_VERSION,
    exportedAt: new Date().toISOString(),
    site: siteUrl,
    gameDataVersion: currentGameDataVersion(),
    leftOut: LEFT_OUT,
    profile: about,
    preferences,
  };
  yield JSON.stringify(head).slice(0, -1);
  const lists: Array<[string, AsyncIterable<unknown>]> = [
    ['signIns', exportSignIns(store, profile._id, EXPORT_PAGE_SIZE)],
    ['builds', exportBuilds(store, profile._id, EXPORT_PAGE_SIZE)],
    ['comments', exportComments(store, profile._id, EXPORT_PAGE_SIZE)],
    ['likes', exportLikes(store, profile._id, EXPORT_PAGE_SIZE)],
    ['sessions', exportSessions(store, profile._id)],
    ['activity', exportAccountActivity(store, profile._id, EXPORT_PAGE_SIZE)],
    ['adminChanges', exportAdminChanges(store, profile._id, EXPORT_PAGE_SIZE)],
  ];
  for (const [name, rows] of lists) {
    yield `,${JSON.stringify(name)}:[`;
    let first = true;
    let batch = '';
    for await (const row of rows) {
      batch += (first ? '' : ',') + JSON.stringify(row);
      first = false;
      // Chunks of about 64 kB: one write per row would cost more in calls than the rows themselves.
      if (batch.length >= 65_536) {
        yield batch;
        batch = '';
      }
    }
    yield `${batch}]`;
  }
  yield '}\n';
}
