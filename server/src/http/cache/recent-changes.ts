import { ALL } from './cache-tags';

/** How many recent changes are remembered for answers that were being computed while they happened. */
const RECENT_CHANGES = 1024;

/**
 * The cache's changes in order: each one's tags under a sequence number. An answer read its data after sequence N was
 * current; when it is stored, {@link changedSince} says whether a change after N touched its tags (it would be stale)
 * or may have (the change is no longer remembered).
 */
export class RecentChanges {
  private current = 0;
  private readonly recent: Array<{ sequence: number; tags: ReadonlySet<string> }> = [];

  get sequence(): number {
    return this.current;
  }

  /** Records a change of `tags` and returns its sequence number. */
  add(tags: ReadonlySet<string>): number {
    this.current += 1;
    this.recent.push({ sequence: this.current, tags });
    if (this.recent.length > RECENT_CHANGES) this.recent.splice(0, this.recent.length - RECENT_CHANGES);
    return this.current;
  }

  /** Whether a change after `startedAt` touched any of `tags` (or could have: it is no longer remembered). */
  changedSince(startedAt: number, tags: readonly string[]): boolean {
    if (startedAt === this.current) return false;
    if (this.recent.length === 0 || this.recent[0]!.sequence > startedAt + 1) return true;
    for (let i = this.recent.length - 1; i >= 0 && this.recent[i]!.sequence > startedAt; i -= 1) {
      const changed = this.recent[i]!.tags;
      if (changed.has(ALL) || tags.includes(ALL) || tags.some((tag) => changed.has(tag))) return true;
    }
    return false;
  }
}
