/**
 * Build tags: a fixed list a build may carry up to {@link BUILD_TAGS_MAX} of,
 * so players can find builds by what they are for. One rule for the server's check, the tools'
 * chooser and the `/builds` filter.
 */
export const BUILD_TAGS = ['levelling', 'endgame', 'budget', 'solo', 'group', 'tank', 'damage', 'support'] as const;
export type BuildTag = (typeof BUILD_TAGS)[number];
/** How many tags one build may carry. */
export const BUILD_TAGS_MAX = 5;

/** The label a tag shows (the tag with a capital). */
export function buildTagLabel(tag: BuildTag): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

export function isBuildTag(value: unknown): value is BuildTag {
  return typeof value === 'string' && (BUILD_TAGS as readonly string[]).includes(value);
}

export type BuildTagsOutcome = { ok: true; value: BuildTag[] } | { ok: false; message: string };

/**
 * Tags as stored: known tags only, each once, at most {@link BUILD_TAGS_MAX}, in the list's order
 * (so the same choice is always stored the same way).
 */
export function checkBuildTags(raw: readonly string[]): BuildTagsOutcome {
  const unknown = raw.find((tag) => !isBuildTag(tag));
  if (unknown !== undefined) return { ok: false, message: `"${unknown.slice(0, 40)}" is not a build tag; choose from ${BUILD_TAGS.join(', ')}.` };
  if (new Set(raw).size !== raw.length) return { ok: false, message: 'Each tag can be chosen once.' };
  if (raw.length > BUILD_TAGS_MAX) return { ok: false, message: `A build can have at most ${BUILD_TAGS_MAX} tags.` };
  return { ok: true, value: BUILD_TAGS.filter((tag) => raw.includes(tag)) };
}

/**
 * Whether the chooser offers `tag` to a build already tagged `chosen`: a chosen tag can always be
 * removed; another is offered until {@link BUILD_TAGS_MAX} are chosen. Null when it is offered,
 * otherwise the reason shown beside it.
 */
export function tagUnavailableReason(chosen: readonly string[], tag: BuildTag): string | null {
  if (chosen.includes(tag) || chosen.length < BUILD_TAGS_MAX) return null;
  return `At most ${BUILD_TAGS_MAX} tags: remove one to choose another.`;
}
