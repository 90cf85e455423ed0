import { SOFT_TAG_PREFIX } from '../../modules/change-tags';

/**
 * When a kept answer may still be served after a change, and when it is drawn again. Two kinds of change leave a
 * rendered page in the cache instead of evicting it:
 *
 * - a change to only the part every page shares (the builds bar's top builds, with their like counts): the page is
 *   served for up to {@link SHARED_PART_STALE_MS}, saying so ({@link SHARED_PART_STALE}, which its script reads to ask
 *   for that part again), drawn again in the background once it has been so for {@link SHARED_PART_RENEW_MS}, and
 *   dropped at the end (then drawn on the next visit). Otherwise every like would evict every page of the site.
 * - a soft change of its own content (a count moved, change-tags.ts softTag: a like given or taken back): the page is
 *   served as it was (`X-Cache: stale`) to whoever asks while it is drawn again in the background, at once, by the
 *   one who kept it (`renewable`, client-pages.ts). A page not drawn again within {@link SHARED_PART_STALE_MS} is dropped.
 *
 * A removal, a hiding or a deletion is never soft: its answers are evicted at once, whatever the kind of answer.
 */
export const SHARED_PART_STALE_MS = 30_000;
export const SHARED_PART_RENEW_MS = 20_000;
export const SHARED_PART_STALE = 'shared-part-stale';
/** The `X-Cache` of a page served while it is drawn again. */
export const STALE = 'stale';

/** The tags of a change, hard and soft apart (soft ones without their mark). */
export function splitSoftTags(tags: Iterable<string>): { hard: Set<string>; soft: Set<string> } {
  const hard = new Set<string>();
  const soft = new Set<string>();
  for (const tag of tags) {
    if (tag.startsWith(SOFT_TAG_PREFIX)) soft.add(tag.slice(SOFT_TAG_PREFIX.length));
    else hard.add(tag);
  }
  // A tag changed both ways at once is changed hard.
  for (const tag of hard) soft.delete(tag);
  return { hard, soft };
}

/** What of an entry's staleness decides how it is served. */
export interface Staleness {
  /** When a change first touched only its shared part. */
  staleSince?: number;
  /** When a soft change first touched its own content. */
  outdatedSince?: number;
}

/** How an entry is served now: as it is, as it is but drawn again in the background, or not at all (dropped). */
export function servingOf(entry: Staleness, renewable: boolean, now: number): 'fresh' | 'renew' | 'stale' | 'drop' {
  const outdated = entry.outdatedSince === undefined ? -1 : now - entry.outdatedSince;
  const shared = entry.staleSince === undefined ? -1 : now - entry.staleSince;
  if (outdated >= SHARED_PART_STALE_MS || shared >= SHARED_PART_STALE_MS) return 'drop';
  if (outdated >= 0) return renewable ? 'renew' : 'drop';
  if (shared >= SHARED_PART_RENEW_MS && renewable) return 'renew';
  return shared >= 0 ? 'stale' : 'fresh';
}
