/** Build limits shared by the server's checks and the client's displays. */
export const BUILD_NAME_MAX = 48;
export const COMMENT_MAX = 2000;
/** Names in the builds bar and carousel are cut at 16 characters with an ellipsis. */
export const BAR_NAME_MAX = 16;
/** The builds bar shows at most 4 private builds. */
export const PRIVATE_BUILDS_MAX = 4;

/** Cuts a name at `max` characters (not UTF-16 units) and adds an ellipsis when it was longer. */
export function truncateBuildName(name: string, max = BAR_NAME_MAX): string {
  const characters = [...name];
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : name;
}

const COPY_SUFFIX = ' (copy)';

/**
 * A duplicate's name: the original's with " (copy)", the original cut so the whole fits in
 * BUILD_NAME_MAX UTF-16 units (as the name check counts) without splitting a character: a cut
 * through an emoji would leave half of it, which the text rule refuses, and the copy would fail.
 */
export function copyBuildName(name: string): string {
  const room = BUILD_NAME_MAX - COPY_SUFFIX.length;
  let kept = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(name)) {
    if (kept.length + segment.length > room) break;
    kept += segment;
  }
  return `${kept.trimEnd()}${COPY_SUFFIX}`;
}

/** A comment's author name: username, else displayName, else "Anonymous". */
export function commentAuthorName(profile: { username?: string | null; displayName?: string | null }): string {
  return profile.username?.trim() || profile.displayName?.trim() || 'Anonymous';
}
