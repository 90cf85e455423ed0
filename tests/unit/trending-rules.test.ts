import { describe, expect, it } from 'vitest';
import { compareTrending, countsAsTrending, TRENDING_WINDOW_MS, trendingScores, trendingSince } from '../../server/game-data/rules/trending';

const now = new Date('2026-11-27T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('trending window', () => {
  it('counts a like of exactly 7 days ago and not one a millisecond older', () => {
    expect(TRENDING_WINDOW_MS).toBe(604_800_000);
    expect(trendingSince(now)).toBe('2026-11-20T12:00:00.000Z');
    expect(countsAsTrending('2026-11-20T12:00:00.000Z', now)).toBe(true);
    expect(countsAsTrending('2026-11-20T11:59:59.999Z', now)).toBe(false);
  });
  it('counts a like of now, not one from the future, and never a like without a time', () => {
    expect(countsAsTrending(at(0), now)).toBe(true);
    expect(countsAsTrending(at(1), now)).toBe(false);
    expect(countsAsTrending(undefined, now)).toBe(false);
    expect(countsAsTrending(null, now)).toBe(false);
    expect(countsAsTrending('not a time', now)).toBe(false);
  });
  it('adds the likes in the window per build', () => {
    const scores = trendingScores(
      [
        { buildId: 'a', updatedAt: at(-1000) },
        { buildId: 'a', updatedAt: at(-TRENDING_WINDOW_MS) },
        { buildId: 'a', updatedAt: at(-TRENDING_WINDOW_MS - 1) },
        { buildId: 'b', updatedAt: at(-5) },
        { buildId: 'c' },
      ],
      now,
    );
    expect([...scores]).toEqual([['a', 2], ['b', 1]]);
  });
});

describe('compareTrending', () => {
  it('orders by recent likes, then all likes, then newest published, then id', () => {
    const rows = [
      { id: 'a', score: 1, likeCount: 9, publishDate: '2026-01-01' },
      { id: 'b', score: 2, likeCount: 2, publishDate: '2026-01-01' },
      { id: 'c', score: 1, likeCount: 9, publishDate: '2026-02-01' },
      { id: 'd', score: 1, likeCount: 9, publishDate: '2026-02-01' },
      { id: 'e', score: 0, likeCount: 50, publishDate: null },
      { id: 'f', score: 1, likeCount: 10, publishDate: null },
    ];
    expect(rows.sort(compareTrending).map((row) => row.id)).toEqual(['b', 'f', 'd', 'c', 'a', 'e']);
  });
});
