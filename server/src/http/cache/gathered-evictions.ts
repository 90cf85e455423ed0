/**
 * How long the evictions of a background job's changes are gathered before they are applied together. A purge writes
 * hundreds of rows a second, each evicting the same build lists; applied one by one, every cached list read meanwhile
 * is computed again for nearly every read, and the cache's memory of recent changes overflows, so answers computed
 * during a purge are not kept at all. Gathered, a list is computed again at most once per window. What the job
 * removes still leaves every surface within this window of its write.
 */
export const GATHER_MS = 1_000;

/**
 * Tags to evict, gathered for {@link GATHER_MS} from the first one and then evicted as one change (the union: a tag
 * changed both softly and hard is evicted hard, stale-entries.ts splitSoftTags). `stop` applies what is gathered.
 */
export function gatheredEvictions(evict: (tags: Iterable<string>) => void, windowMs = GATHER_MS): { add(tags: readonly string[]): void; flush(): void; stop(): void } {
  let gathered = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (gathered.size === 0) return;
    const tags = gathered;
    gathered = new Set();
    evict(tags);
  };
  return {
    add(tags) {
      if (tags.length === 0) return;
      for (const tag of tags) gathered.add(tag);
      if (!timer) {
        timer = setTimeout(flush, windowMs);
        timer.unref();
      }
    },
    flush,
    stop: flush,
  };
}
