import { documentField, type ChangeTagRules } from '../change-tags';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION, SHARE_LINKS_COLLECTION } from './build.model';

/** Root fields listing, counting or searching public builds (and their owners' pages). */
export const BUILD_LISTS = ['Query.topBuilds', 'Query.publicBuilds', 'Query.player', 'Query.search'];

/**
 * The tags of the one part of builds every page draws: the builds bar's top public builds (`topBuilds`, whose entries
 * are the only `PublicBuildSummary` answers), with their like counts. A change to only these does not evict a page at
 * once (response-cache.ts, `shared`): a like would otherwise evict every page of the site.
 */
export const isSharedPagePartTag = (tag: string): boolean => tag === 'Query.topBuilds' || tag === 'PublicBuildSummary' || tag.startsWith('PublicBuildSummary:');

/** What a change of a build, a like, a comment or a short link evicts. */
export const buildChangeTags: ChangeTagRules = {
  [BUILDS_COLLECTION]: ({ id }) => [`Build:${id}`, `PublicBuildSummary:${id}`, 'Build', 'PublicBuildSummary', ...BUILD_LISTS, 'Query.build:null'],
  [LIKES_COLLECTION]: ({ id, document }) => {
    // `_id` is `<buildId>:<userId>` (likeId); the build's likeCount moves too (its own change).
    const buildId = documentField(document, 'buildId') ?? id.slice(0, id.lastIndexOf(':'));
    return [`Rating:${id}`, 'Rating', ...(buildId ? [`Build:${buildId}`, `PublicBuildSummary:${buildId}`] : []), 'Query.topBuilds', 'Query.publicBuilds', 'Query.player'];
  },
  [COMMENTS_COLLECTION]: ({ id, document }) => {
    const buildId = documentField(document, 'buildId');
    return [`Comment:${id}`, 'Comment', ...(buildId ? [`Build:${buildId}`] : ['Build'])];
  },
  // A link's content never changes; its marks (first opened, made again) are in no answer. Only its coming or going is.
  [SHARE_LINKS_COLLECTION]: ({ type }) => (type === 'update' ? [] : ['Query.shareLink', 'Query.shareLink:null']),
};
