import { trendingScores, trendingScoresUntil, trendingSince } from '../../../game-data/rules/trending';
import type { Collection } from '../../store/port';
import type { Followers } from '../../store/follow';
import type { LikeDocument } from './build.model';

/** Past this many likes in the window the likes are read for each list instead of kept (a bound on memory). */
export const TRENDING_WINDOW_KEPT_MAX = 50_000;

type WindowLike = Pick<LikeDocument, 'buildId' | 'updatedAt'>;

/**
 * The likes of the trending window, kept between lists and current through the likes' change feed (every process's
 * likes, on any engine), so a TRENDING list counts them in memory instead of reading thousands of likes each time
 * (5,279 at a million builds: 7 ms of CPU a list for the read alone).
 *
 * What is kept is every like dated from the window's start at the last read on (no upper bound: a like dated after
 * now counts once now passes it), so the scores at any later `now` are the rule's own (`trendingScores`), exact at
 * both edges. A change applied while the window is being read may or may not be in what was read: that read answers
 * its list and is not kept. Lost history forgets the window; so does a clock that goes back past its start. Past
 * TRENDING_WINDOW_KEPT_MAX likes nothing is kept. The scores themselves are kept until a like is given, taken back or
 * moved, or until the first instant one leaves or enters the window (`trendingScoresUntil`): most lists count nothing.
 */
export class TrendingWindow {
  private kept: Map<string, WindowLike> | null = null;
  /** The earliest like time the kept window holds (the window's start when it was read). */
  private from = '';
  /** Counts every change applied and every reload: a read kept only if none came while it ran. */
  private generation = 0;
  private readonly ready: Promise<void>;
  /** The last scores of the kept window: the same for every `now` in [from, until) while no change comes. */
  private scored: { scores: Map<string, number>; from: number; until: number; generation: number } | null = null;

  constructor(private readonly likes: Collection<LikeDocument>, followers: Followers, private readonly keptMax = TRENDING_WINDOW_KEPT_MAX) {
    const following = followers.follow(likes, { onChange: (change) => this.apply(change), onReload: () => this.forget() }, { load: false });
    this.ready = following.ready;
  }

  /** Likes per build at `now` (the rule's scores; the map is shared between lists, never to be changed). */
  async scores(now: Date): Promise<Map<string, number>> {
    const from = trendingSince(now);
    if (this.kept && from >= this.from) {
      const t = now.getTime();
      const scored = this.scored;
      if (scored && scored.generation === this.generation && t >= scored.from && t < scored.until) return scored.scores;
      // The likes that left the window are dropped, and the kept window starts later.
      if (from > this.from) {
        for (const [id, like] of this.kept) if (!like.updatedAt || like.updatedAt < from) this.kept.delete(id);
        this.from = from;
      }
      const { scores, until } = trendingScoresUntil(this.kept.values(), now);
      this.scored = { scores, from: t, until, generation: this.generation };
      return scores;
    }
    // Read only once the feed listens, so no change made after the read can miss the window.
    await this.ready.catch(() => undefined);
    const generation = this.generation;
    const read = await this.likes.find({ updatedAt: { $gte: from } }, { projection: { buildId: 1, updatedAt: 1 } });
    if (generation === this.generation && read.length <= this.keptMax) {
      this.kept = new Map(read.map((like) => [like._id, { buildId: like.buildId, updatedAt: like.updatedAt }]));
      this.from = from;
    }
    return trendingScores(read, now);
  }

  private apply(change: { type: 'insert' | 'update' | 'delete'; id: string; document: LikeDocument | null }): void {
    this.generation += 1;
    if (!this.kept) return;
    const like = change.document;
    if (like && like.updatedAt && like.updatedAt >= this.from) this.kept.set(change.id, { buildId: like.buildId, updatedAt: like.updatedAt });
    else this.kept.delete(change.id);
    if (this.kept.size > this.keptMax) this.forget();
  }

  private forget(): void {
    this.generation += 1;
    this.kept = null;
  }
}
