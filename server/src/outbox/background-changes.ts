/** How long a mark waits for its change; one whose write changed nothing (no change comes) is forgotten after this. */
const MARK_TTL_MS = 60_000;
/** Marks kept before the forgotten ones are swept out. */
const SWEEP_AT = 50_000;

/**
 * The changes a background job of this process (an account's purge, queued work) is about to write, marked by
 * collection and document id before it writes them. A consumer of the change feed that may take its time over them
 * asks {@link take} for each change it hears: the response cache gathers the evictions of marked changes and applies
 * them together a moment later (http/cache/gathered-evictions.ts) instead of one by one, so a purge of thousands of
 * rows does not empty the same cached lists thousands of times while visitors read them. A change nobody marked (a
 * player's own like, another process's write) is taken as it comes.
 *
 * A mark is counted (a document written twice is marked twice) and forgotten after {@link MARK_TTL_MS} when no change
 * takes it; at worst such a mark lets one later change of the same document wait for the next gathering.
 */
export class BackgroundChanges {
  private readonly marks = new Map<string, { count: number; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Marks the coming changes of these documents of `collection` as a background job's. */
  mark(collection: string, ids: Iterable<string>): void {
    const until = this.now() + MARK_TTL_MS;
    if (this.marks.size >= SWEEP_AT) this.sweep();
    for (const id of ids) {
      const key = keyOf(collection, id);
      const mark = this.marks.get(key);
      if (mark) {
        mark.count += 1;
        mark.until = until;
      } else this.marks.set(key, { count: 1, until });
    }
  }

  /** Whether this change was marked as a background job's (and takes the mark). */
  take(collection: string, id: string | null): boolean {
    if (id === null || this.marks.size === 0) return false;
    const key = keyOf(collection, id);
    const mark = this.marks.get(key);
    if (!mark) return false;
    if (mark.until < this.now()) {
      this.marks.delete(key);
      return false;
    }
    mark.count -= 1;
    if (mark.count === 0) this.marks.delete(key);
    return true;
  }

  /** Marks waiting for their change (tests). */
  get size(): number {
    return this.marks.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, mark] of this.marks) if (mark.until < now) this.marks.delete(key);
  }
}

const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;
