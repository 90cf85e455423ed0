import type { ChangeTagRules } from '../change-tags';
import { BUILD_LISTS } from '../builds/build.tags';
import { PROFILES_COLLECTION } from './profile.model';

/** What a change of a profile evicts: owners' names appear in build lists, on builds, comments and player pages. */
export const profileChangeTags: ChangeTagRules = {
  [PROFILES_COLLECTION]: ({ id }) => [`Profile:${id}`, 'Profile', ...BUILD_LISTS, 'Query.player:null', 'Build', 'PublicBuildSummary', 'Comment'],
};
