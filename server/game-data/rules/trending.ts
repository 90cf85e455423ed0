/**
 * The "Trending" order of `/builds`: a build's likes of the last
 * {@link TRENDING_WINDOW_DAYS} days. A like counts from the time it was given (a like's
 * `updatedAt`) while that time is at most exactly 7 days before now, and not after now.
 */
export const TRENDING_WINDOW_DAYS = 7;
export const TRENDING_WINDOW_MS = TRENDING_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The earliest time (ISO) a like may have to count at `now`: exactly 7 days before. */
export function trendingSince(now: Date): string {
  return new Date(now.getTime() - TRENDING_WINDOW_MS).toISOString();
}

/** Whether a like given at `likedAt` counts at `now`; a like without a readable time never does. */
export function countsAsTrending(likedAt: string | null | undefined, now: Date): boolean {
  if (!likedAt) return false;
  const at = Date.parse(likedAt);
  if (Number.isNaN(at)) return false;
  return at >= now.getTime() - TRENDING_WINDOW_MS && at <= now.getTime();
}

/** Likes per build counted at `now` from likes as `{ buildId, updatedAt }`. */
export function trendingScores(likes: Iterable<{ buildId: string; updatedAt?: string | null }>, now: Date): Map<string, number> {
  const scores = new Map<string, number>();
  for (const like of likes) if (countsAsTrending(like.updatedAt, now)) scores.set(like.buildId, (scores.get(like.buildId) ?? 0) + 1);
  return scores;
}

/**
 * The scores at `now` (as {@link trendingScores}) and `until`: the first instant (ms) after `now` at which they would
 * differ for the same likes, when a like leaves the window (a millisecond after its 7 days) or a like dated later
 * enters it (at its time). Until then, with no like added or removed, the scores stay what they are.
 */
export function trendingScoresUntil(likes: Iterable<{ buildId: string; updatedAt?: string | null }>, now: Date): { scores: Map<string, number>; until: number } {
  const t = now.getTime();
  const scores = new Map<string, number>();
  let until = Number.POSITIVE_INFINITY;
  for (const like of likes) {
    const at = like.updatedAt ? Date.parse(like.updatedAt) : Number.NaN;
    if (Number.isNaN(at)) continue;
    if (at > t) until = Math.min(until, at);
    else if (at >= t - TRENDING_WINDOW_MS) {
      scores.set(like.buildId, (scores.get(like.buildId) ?? 0) + 1);
      until = Math.min(until, at + TRENDING_WINDOW_MS + 1);
    }
  }
  return { scores, until };
}

/**
 * The trending order: more likes in the window first, then more likes in all, then newest
 * published, then id (descending), so every page boundary is exact.
 */
export function compareTrending(
  a: { score: number; likeCount: number; publishDate: string | null; id: string },
  b: { score: number; likeCount: number; publishDate: string | null; id: string },
): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.likeCount !== b.likeCount) return b.likeCount - a.likeCount;
  const ad = a.publishDate ?? '';
  const bd = b.publishDate ?? '';
  if (ad !== bd) return ad < bd ? 1 : -1;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}
