/** What a follower reads: a change feed, or anything shaped like one (a merge of several). */
export interface FollowedFeed<E> extends AsyncIterable<E> {
  /** Resolves once every later change is sure to reach the feed (see ChangeFeed.ready). */
  ready?(): Promise<void>;
  close?(): Promise<void>;
}

/** A source of change events: a collection, or a service that merges several. */
export interface Watchable<E> {
  /** Opens a feed; one given `signal` ends it when the signal aborts. */
  watch(signal?: AbortSignal): FollowedFeed<E>;
}

type Reload = { type: 'reload' };

/** What a view does with its feed: apply one change, or read everything again. */
export interface FollowHandlers<E> {
  onChange(change: Exclude<E, Reload>): void | Promise<void>;
  /** Runs first (unless `load: false`) and again whenever the feed lost history. */
  onReload(): void | Promise<void>;
}

export interface FollowOptions {
  /** False: no first `onReload` (the caller loads the view itself, e.g. once for several feeds). */
  load?: boolean;
  /** Changes are applied only once this settles (the caller's own first load). */
  after?: Promise<unknown>;
}

export interface Following {
  /** The feed listens: every change from now on reaches the view. */
  readonly ready: Promise<void>;
  /** The first load ran (or, without one, the feed listens); rejects when that load failed. */
  readonly loaded: Promise<void>;
  /** Ends this one view's feed and waits until it applies nothing more. */
  stop(): Promise<void>;
}

/**
 * Every view a process keeps current by the change feed (in-memory indexes, caches, counters),
 * with one stop for all of them: the server's shutdown stops its views before it closes the
 * store. A view is a first load and then its changes, applied one at a time in order; a change
 * or a reload that fails is reported and the view goes on with the next one (a view that stopped
 * at its first failure would serve stale answers until a restart).
 */
export class Followers {
  private stopped = false;
  /** Each view's own stop and its loop, so `stop()` reaches every one (no listener per view on a shared signal). */
  private readonly running = new Map<Promise<void>, AbortController>();

  constructor(private readonly onError: (error: unknown, collection: string) => void = () => undefined) {}

  /** How many views are being kept current (for tests and metrics). */
  get size(): number {
    return this.running.size;
  }

  follow<E extends { type: string }>(source: Watchable<E>, handlers: FollowHandlers<E>, options: FollowOptions = {}): Following {
    const name = (source as { name?: string }).name ?? 'feed';
    const stopped = new AbortController();
    if (this.stopped) stopped.abort();
    const feed = source.watch(stopped.signal);
    // A collection's feed ignores the signal it is given; closing it ends the iteration at once.
    const closeFeed = () => void feed.close?.();
    if (stopped.signal.aborted) closeFeed();
    else stopped.signal.addEventListener('abort', closeFeed, { once: true });
    const attempt = async (step: () => void | Promise<void>) => {
      try {
        await step();
      } catch (error) {
        if (!stopped.signal.aborted) this.onError(error, name);
      }
    };
    const ready = feed.ready ? feed.ready() : Promise.resolve();
    const loaded = ready.then(() => (options.load === false || stopped.signal.aborted ? undefined : handlers.onReload()));
    const running = (async () => {
      try {
        await loaded;
        // A view whose own first load runs in the background stops without waiting for it.
        if (options.after) await Promise.race([options.after, new Promise((resolve) => stopped.signal.addEventListener('abort', resolve, { once: true }))]);
        for await (const change of feed) {
          if (stopped.signal.aborted) break;
          await attempt(() => (change.type === 'reload' ? handlers.onReload() : handlers.onChange(change as Exclude<E, Reload>)));
        }
      } catch {
        // The first load failed (`loaded` says so to whoever awaits it), or the store closed.
      } finally {
        stopped.abort();
      }
    })();
    this.running.set(running, stopped);
    void running.finally(() => this.running.delete(running));
    return {
      ready,
      loaded,
      stop: async () => {
        stopped.abort();
        await running;
      },
    };
  }

  /**
   * A view's background work (a first load read a page at a time while the site serves): it gets
   * a signal that aborts when the views stop, and `stop()` waits for it to end.
   */
  run(job: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const stopped = new AbortController();
    if (this.stopped) stopped.abort();
    const running = job(stopped.signal);
    const settled = running.then(() => undefined, () => undefined);
    this.running.set(settled, stopped);
    void settled.finally(() => this.running.delete(settled));
    return running;
  }

  /** Stops every view; resolves once none applies anything more. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const stop of this.running.values()) stop.abort();
    await Promise.all([...this.running.keys()]);
  }
}

/** `feed`, closed when `signal` aborts (so a wait on its next change ends at once). */
export function closedBy<F extends { close(): Promise<void> }>(feed: F, signal: AbortSignal | undefined): F {
  if (!signal) return feed;
  if (signal.aborted) void feed.close();
  else signal.addEventListener('abort', () => void feed.close(), { once: true });
  return feed;
}

/**
 * A subscription's events, released the moment its client goes. An async generator asked to
 * return while it waits on an `await` (the next change of a quiet build) only returns at its next
 * `yield`, so a closed subscription, its socket and its context stayed in memory until that event
 * came. Here `return()` first aborts the signal `produce` was given: every wait inside it ends
 * (feeds opened with {@link closedBy}, `events.on` with the signal), the generator runs its
 * `finally` and ends, and the subscription is gone.
 */
export function untilClosed<T>(produce: (signal: AbortSignal) => AsyncIterator<T>): AsyncIterableIterator<T> {
  const closing = new AbortController();
  const inner = produce(closing.signal);
  const end = async (): Promise<IteratorResult<T>> => {
    closing.abort();
    try {
      await inner.return?.();
    } catch (error) {
      // An abort the producer did not catch is how it ended, not a failure.
      if (!(error instanceof Error && error.name === 'AbortError')) throw error;
    }
    return { value: undefined, done: true };
  };
  return {
    next: async () => {
      try {
        return await inner.next();
      } catch (error) {
        if (closing.signal.aborted && error instanceof Error && error.name === 'AbortError') return { value: undefined, done: true };
        throw error;
      }
    },
    return: end,
    throw: async (error: unknown) => {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
