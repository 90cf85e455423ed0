import type { ChangeEvent, ChangeFeed, StoredDocument } from './port';

/**
 * Fans one source of change events out to any number of feeds. Each feed buffers what it has
 * not read yet, so a slow subscriber never blocks the writer.
 * `onActive(true)` fires when the first feed opens and `onActive(false)` when the last closes,
 * so an engine can hold one upstream stream per collection only while someone listens.
 * A feed is a small queue with one pending reader, not node's `events.on` (about 40 KB less
 * per feed, which counts with one feed per live subscription: 10,000 sockets, DESIGN section 12).
 */
export class ChangeHub<T extends StoredDocument> {
  private readonly listeners = new Set<(event: ChangeEvent<T>) => void>();
  private readonly open = new Set<() => Promise<void>>();
  private feeds = 0;

  constructor(
    private readonly onActive?: (active: boolean) => void,
    /** When the upstream source is listening; immediate for an in-process source. */
    private readonly upstreamReady: () => Promise<void> = async () => undefined,
  ) {}

  get listenerCount(): number {
    return this.feeds;
  }

  publish(event: ChangeEvent<T>): void {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(): ChangeFeed<T> {
    const queue: Array<ChangeEvent<T>> = [];
    let reader: ((result: IteratorResult<ChangeEvent<T>>) => void) | null = null;
    let closed = false;
    const listener = (event: ChangeEvent<T>) => {
      if (reader) {
        const read = reader;
        reader = null;
        read({ value: event, done: false });
      } else {
        queue.push(event);
      }
    };
    this.listeners.add(listener);
    this.feeds += 1;
    if (this.feeds === 1) this.onActive?.(true);
    const close = async () => {
      if (closed) return;
      closed = true;
      this.listeners.delete(listener);
      this.open.delete(close);
      queue.length = 0;
      this.feeds -= 1;
      if (this.feeds === 0) this.onActive?.(false);
      if (reader) {
        const read = reader;
        reader = null;
        read({ value: undefined, done: true });
      }
    };
    this.open.add(close);
    const iterator: AsyncIterableIterator<ChangeEvent<T>> = {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
        if (closed) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (reader = resolve));
      },
      return: async () => {
        await close();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return { [Symbol.asyncIterator]: () => iterator, ready: this.upstreamReady, close };
  }

  /** Ends every open feed. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.open].map((close) => close()));
  }
}
