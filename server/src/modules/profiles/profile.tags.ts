import type { ChangeTagRules } from '../change-tags';
import { BUILD_LISTS } from '../builds/build.tags';
import { PROFILES_COLLECTION } from './profile.model';

/**
 * What a change of a profile evicts: owners' names appear in build lists, on builds, comments and player pages. A new
 * profile (a first sign-in) is in none of them yet: only its own player page, which answered "not found" before, and
 * the lists of players. Evicting every build for it emptied the page cache's build pages at each first sign-in.
 */
export const profileChangeTags: ChangeTagRules = {
  [PROFILES_COLLECTION]: ({ type, id }) =>
    type === 'insert' ? [`Profile:${id}`, 'Profile', 'Query.player:null'] : [`Profile:${id}`, 'Profile', ...BUILD_LISTS, 'Query.player:null', 'Build', 'PublicBuildSummary', 'Comment'],
};
