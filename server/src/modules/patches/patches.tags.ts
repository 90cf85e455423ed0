import { documentField, type ChangeTagRules } from '../change-tags';
import { BUILD_REVISIONS_COLLECTION } from './build-patch';
import { GAME_DATA_DRAFTS_COLLECTION } from './draft.service';
import { GAME_DATA_VERSIONS_COLLECTION } from './game-data-versions';

/**
 * A published version (`data.patched`) changes every reference answer, every build's "changed
 * since" and the exports: it evicts everything. The draft is read by admins only (never cached);
 * a build's kept revision is its owner's, read with the build.
 */
export const patchChangeTags: ChangeTagRules = {
  // '*' is the cache's tag for everything (http/cache/cache-tags.ts ALL; modules may not import http).
  [GAME_DATA_VERSIONS_COLLECTION]: () => ['*'],
  [GAME_DATA_DRAFTS_COLLECTION]: () => [],
  [BUILD_REVISIONS_COLLECTION]: ({ document }) => {
    const buildId = documentField(document, 'buildId');
    return buildId ? [`Build:${buildId}`] : ['*'];
  },
};
