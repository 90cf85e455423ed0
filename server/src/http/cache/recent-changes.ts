import { ALL } from './cache-tags';

/** How many recent changes are remembered for answers that were being computed while they happened. */
const RECENT_CHANGES = 1024;

/** What a change since an answer's start did to it: nothing, a soft change (its counts moved), or a hard one (it must not be stored). */
export type ChangeSince = 'none' | 'soft' | 'hard';

/**
 * The cache's changes in order: each one's tags under a sequence number, hard and soft apart (stale-entries.ts: a
 * soft change moved a count and nothing else). An answer read its data after sequence N was current; when it is
 * stored, {@link changeSince} says whether a change after N touched its tags (it would be stale) or may have (the
 * change is no longer remembered: hard).
 */
export class RecentChanges {
  private current = 0;
  private readonly recent: Array<{ sequence: number; tags: ReadonlySet<string>; soft: ReadonlySet<string> }> = [];

  get sequence(): number {
    return this.current;
  }

  /** Records a change of `tags` (and of `soft`, those it only refreshes) and returns its sequence number. */
  add(tags: ReadonlySet<string>, soft: ReadonlySet<string> = new Set()): number {
    this.current += 1;
    this.recent.push({ sequence: this.current, tags, soft });
    if (this.recent.length > RECENT_CHANGES) this.recent.splice(0, this.recent.length - RECENT_CHANGES);
    return this.current;
  }

  /** Whether a change after `startedAt` touched any of `tags` (or could have: it is no longer remembered), and how. */
  changeSince(startedAt: number, tags: readonly string[]): ChangeSince {
    if (startedAt === this.current) return 'none';
    if (this.recent.length === 0 || this.recent[0]!.sequence > startedAt + 1) return 'hard';
    let found: ChangeSince = 'none';
    for (let i = this.recent.length - 1; i >= 0 && this.recent[i]!.sequence > startedAt; i -= 1) {
      const { tags: changed, soft } = this.recent[i]!;
      if (changed.has(ALL) || tags.includes(ALL) || tags.some((tag) => changed.has(tag))) return 'hard';
      if (found === 'none' && tags.some((tag) => soft.has(tag))) found = 'soft';
    }
    return found;
  }

  /** Whether a change after `startedAt` touched any of `tags`, softly or not. */
  changedSince(startedAt: number, tags: readonly string[]): boolean {
    return this.changeSince(startedAt, tags) !== 'none';
  }
}
