import type { ChangeTagRules } from '../change-tags';
import { BUILD_LISTS } from '../builds/build.tags';
import { PROFILES_COLLECTION } from './profile.model';

/** Fields of a profile no public answer shows: a change of only these evicts nothing but the profile itself. */
const PRIVATE_FIELDS = new Set(['preferences', 'jugglingBest', 'updatedAt']);
const shownPart = (document: unknown): string | null =>
  document && typeof document === 'object' ? JSON.stringify(Object.entries(document).filter(([key]) => !PRIVATE_FIELDS.has(key)).sort(([a], [b]) => (a < b ? -1 : 1))) : null;

/**
 * What a change of a profile evicts: owners' names appear in build lists, on builds, comments and player pages. A new
 * profile (a first sign-in) is in none of them yet: only its own player page, which answered "not found" before, and
 * the lists of players. A change of private fields only (a player's theme, the builds bar shown or hidden) shows
 * nowhere public: the profile's own answers only. Evicting every build for either emptied the page cache's build
 * pages each time a player signed in for the first time or changed a preference.
 */
export const profileChangeTags: ChangeTagRules = {
  [PROFILES_COLLECTION]: ({ type, id, document }, memory) => {
    // The shown part of the profile as this cache last saw it change.
    const key = `${PROFILES_COLLECTION}:${id}`;
    const part = type === 'delete' ? null : shownPart(document);
    const before = memory.get(key);
    if (part === null) memory.delete(key);
    else memory.set(key, part);
    if (type === 'insert') return [`Profile:${id}`, 'Profile', 'Query.player:null'];
    if (type === 'update' && part !== null && before === part) return [`Profile:${id}`];
    return [`Profile:${id}`, 'Profile', ...BUILD_LISTS, 'Query.player:null', 'Build', 'PublicBuildSummary', 'Comment'];
  },
};
