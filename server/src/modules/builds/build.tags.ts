import { createHash } from 'node:crypto';
import { documentField, softTag, type ChangeMemory, type ChangeTagRules } from '../change-tags';
import { BUILDS_COLLECTION, COMMENTS_COLLECTION, LIKES_COLLECTION, SHARE_LINKS_COLLECTION } from './build.model';

/** Root fields listing, counting or searching public builds (and their owners' pages). */
export const BUILD_LISTS = ['Query.topBuilds', 'Query.publicBuilds', 'Query.player', 'Query.search'];

/**
 * The tags of the one part of builds every page draws: the builds bar's top public builds (`topBuilds`, whose entries
 * are the only `PublicBuildSummary` answers), with their like counts. A change to only these does not evict a page at
 * once (response-cache.ts, `shared`): a like would otherwise evict every page of the site.
 */
export const isSharedPagePartTag = (tag: string): boolean => tag === 'Query.topBuilds' || tag === 'PublicBuildSummary' || tag.startsWith('PublicBuildSummary:');

/** The fields a like or a comment moves on its build: a change of only these shows nothing new but numbers. */
const COUNT_FIELDS = new Set(['likeCount', 'commentCount']);
/** How long after a like of a build the build's next change may be taken for the recount of that like. */
const COUNT_AFTER_LIKE_MS = 2_000;
/** The memory's key of "a like of this build changed" (the recount's write of the build follows it). */
const likedKey = (buildId: string) => `like:${buildId}`;

/** A digest of a build as it is shown, counts left out (kept in the cache's memory: a build can be large). */
const uncountedPart = (document: unknown): string | null =>
  document && typeof document === 'object'
    ? createHash('sha256').update(JSON.stringify(Object.entries(document).filter(([key]) => !COUNT_FIELDS.has(key)).sort(([a], [b]) => (a < b ? -1 : 1)))).digest('base64url')
    : null;

/** Public, neither it nor its notes hidden by moderation, and its owner named (not anonymised): nothing of it is withheld. */
const fullyShown = (document: unknown): boolean => {
  const build = document as Partial<Record<string, unknown>> | null;
  return !!build && build.isPublic === true && !build.moderation && !build.notesModeration && typeof build.ownerUsername === 'string';
};

/**
 * Whether an update of a build moved only its counts: its shown part as this cache last saw it is the same; or, when
 * this cache never saw it change, a like of it was just given or taken back (the recount's write follows it in the same
 * transaction) and nothing of it is withheld now (a hiding, a making private, an anonymisation is never taken for one).
 */
function onlyCountsMoved(id: string, document: unknown, memory: ChangeMemory): boolean {
  const key = `${BUILDS_COLLECTION}:${id}`;
  const part = uncountedPart(document);
  const before = memory.get(key);
  if (part === null) memory.delete(key);
  else memory.set(key, part);
  const liked = memory.get(likedKey(id));
  memory.delete(likedKey(id));
  if (part === null) return false;
  if (before !== undefined) return before === part;
  return liked !== undefined && Date.now() - Number(liked) < COUNT_AFTER_LIKE_MS && fullyShown(document);
}

/**
 * What a change of a build, a like, a comment or a short link evicts. A like moves a count and an order only (no text,
 * nothing removed): its build's tags and the lists are soft (change-tags.ts softTag), as is the build's recount; the
 * ratings themselves (who liked) are hard. Everything else is hard: a deletion, a hiding, a comment's change.
 */
export const buildChangeTags: ChangeTagRules = {
  [BUILDS_COLLECTION]: ({ type, id, document }, memory) => {
    const tags = [`Build:${id}`, `PublicBuildSummary:${id}`, 'Build', 'PublicBuildSummary', ...BUILD_LISTS, 'Query.build:null'];
    if (type === 'delete') {
      memory.delete(`${BUILDS_COLLECTION}:${id}`);
      return tags;
    }
    // Read on an insert too: the memory then knows the build as it was shown.
    const onlyCounts = onlyCountsMoved(id, document, memory);
    return type === 'update' && onlyCounts ? tags.map(softTag) : tags;
  },
  [LIKES_COLLECTION]: ({ id, document }, memory) => {
    // `_id` is `<buildId>:<userId>` (likeId); the build's likeCount moves too (its own change).
    const buildId = documentField(document, 'buildId') ?? id.slice(0, id.lastIndexOf(':'));
    if (buildId) memory.set(likedKey(buildId), String(Date.now()));
    const moved = [...(buildId ? [`Build:${buildId}`, `PublicBuildSummary:${buildId}`] : []), 'Query.topBuilds', 'Query.publicBuilds', 'Query.player'];
    return [`Rating:${id}`, 'Rating', ...moved.map(softTag)];
  },
  [COMMENTS_COLLECTION]: ({ id, document }) => {
    const buildId = documentField(document, 'buildId');
    return [`Comment:${id}`, 'Comment', ...(buildId ? [`Build:${buildId}`] : ['Build'])];
  },
  // A link's content never changes; its marks (first opened, made again) are in no answer. Only its coming or going is.
  [SHARE_LINKS_COLLECTION]: ({ type }) => (type === 'update' ? [] : ['Query.shareLink', 'Query.shareLink:null']),
};
