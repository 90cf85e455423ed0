import { describe, expect, it } from 'vitest';
import { compareTrending, countsAsTrending, TRENDING_WINDOW_MS, trendingScores, trendingScoresUntil, trendingSince } from '../../server/game-data/rules/trending';

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

describe('trendingScoresUntil', () => {
  const now = new Date('2026-06-10T12:00:00.000Z');
  const t = now.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const likes = [
    { buildId: 'a', updatedAt: iso(t - TRENDING_WINDOW_MS) }, // leaves first: a millisecond after its 7 days
    { buildId: 'a', updatedAt: iso(t - 1000) },
    { buildId: 'b', updatedAt: iso(t - TRENDING_WINDOW_MS - 1) }, // already out
    { buildId: 'c', updatedAt: iso(t + 5000) }, // enters in 5 s
    { buildId: 'd', updatedAt: null },
    { buildId: 'e', updatedAt: 'not a time' },
  ];

  it('gives the rule’s scores and the first instant they change: a like leaving the window', () => {
    const { scores, until } = trendingScoresUntil(likes, now);
    expect(scores).toEqual(trendingScores(likes, now));
    expect(Object.fromEntries(scores)).toEqual({ a: 2 });
    expect(until).toBe(t + 1);
    expect(trendingScores(likes, new Date(until - 1))).toEqual(scores);
    expect(trendingScores(likes, new Date(until))).not.toEqual(scores);
  });

  it('a like dated later enters at its time; with none due, the scores hold forever', () => {
    const later = likes.filter((like) => like.buildId !== 'a' || like.updatedAt !== iso(t - TRENDING_WINDOW_MS));
    const { scores, until } = trendingScoresUntil(later, now);
    expect(until).toBe(t + 5000);
    expect(trendingScores(later, new Date(until - 1))).toEqual(scores);
    expect(Object.fromEntries(trendingScores(later, new Date(until)))).toEqual({ a: 1, c: 1 });
    expect(trendingScoresUntil([{ buildId: 'z', updatedAt: null }], now)).toEqual({ scores: new Map(), until: Number.POSITIVE_INFINITY });
  });

  it('agrees with the rule at every instant up to each change, over a day of likes', () => {
    const day = Array.from({ length: 200 }, (_, n) => ({ buildId: `b${n % 7}`, updatedAt: iso(t - TRENDING_WINDOW_MS + (n - 100) * 431_000) }));
    let at = t - 50 * 431_000;
    for (let step = 0; step < 60; step += 1) {
      const { scores, until } = trendingScoresUntil(day, new Date(at));
      expect(scores).toEqual(trendingScores(day, new Date(at)));
      expect(trendingScores(day, new Date(until - 1))).toEqual(scores);
      expect(trendingScores(day, new Date(until))).not.toEqual(scores);
      at = until;
    }
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
