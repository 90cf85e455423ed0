import type { ChangeEvent, ChangeFeed, StoredDocument } from './port';

/**
 * Fans one source of change events out to any number of feeds. Each feed buffers what it has
 * not read yet, so a slow subscriber never blocks the writer.
 * `onActive(true)` fires when the first feed opens and `onActive(false)` when the last closes,
 * so an engine can hold one upstream stream per collection only while someone listens.
 * A feed is a small queue with one pending reader, not node's `events.on` (about 40 KB less
 * per feed, which counts with one feed per live subscription: 10,000 sockets),
 * and one object whose methods live on its class, not a set of closures.
 */
export class ChangeHub<T extends StoredDocument> {
  private readonly feeds = new Set<Feed<T>>();

  constructor(
    private readonly onActive?: (active: boolean) => void,
    /** When the upstream source is listening; immediate for an in-process source. */
    readonly upstreamReady: () => Promise<void> = async () => undefined,
  ) {}

  get listenerCount(): number {
    return this.feeds.size;
  }

  publish(event: ChangeEvent<T>): void {
    for (const feed of this.feeds) feed.push(event);
  }

  subscribe(): ChangeFeed<T> {
    const feed = new Feed(this);
    this.feeds.add(feed);
    if (this.feeds.size === 1) this.onActive?.(true);
    return feed;
  }

  /** Called by a feed as it closes. */
  forget(feed: Feed<T>): void {
    if (!this.feeds.delete(feed)) return;
    if (this.feeds.size === 0) this.onActive?.(false);
  }

  /** Ends every open feed. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.feeds].map((feed) => feed.close()));
  }
}

/** One subscriber's feed: its own iterator, with what it has not read yet and its one pending reader. */
class Feed<T extends StoredDocument> implements ChangeFeed<T>, AsyncIterableIterator<ChangeEvent<T>> {
  private queue: Array<ChangeEvent<T>> | null = null;
  private reader: ((result: IteratorResult<ChangeEvent<T>>) => void) | null = null;
  private closed = false;

  constructor(private readonly hub: ChangeHub<T>) {}

  push(event: ChangeEvent<T>): void {
    if (this.closed) return;
    const read = this.reader;
    if (read) {
      this.reader = null;
      read({ value: event, done: false });
    } else {
      (this.queue ??= []).push(event);
    }
  }

  next(): Promise<IteratorResult<ChangeEvent<T>>> {
    if (this.queue && this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.reader = resolve));
  }

  async return(): Promise<IteratorResult<ChangeEvent<T>>> {
    await this.close();
    return { value: undefined, done: true };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  ready(): Promise<void> {
    return this.hub.upstreamReady();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.queue = null;
    this.hub.forget(this);
    const read = this.reader;
    if (read) {
      this.reader = null;
      read({ value: undefined, done: true });
    }
  }
}
