import { EventEmitter, on } from 'node:events';
import type { ChangeEvent, ChangeFeed, StoredDocument } from './port';

/**
 * Fans one source of change events out to any number of feeds. Each feed buffers what it has
 * not read yet (node's `events.on`), so a slow subscriber never blocks the writer.
 * `onActive(true)` fires when the first feed opens and `onActive(false)` when the last closes,
 * so an engine can hold one upstream stream per collection only while someone listens.
 */
export class ChangeHub<T extends StoredDocument> {
  private readonly emitter = new EventEmitter();
  private readonly open = new Set<() => Promise<void>>();
  private feeds = 0;

  constructor(
    private readonly onActive?: (active: boolean) => void,
    /** When the upstream source is listening; immediate for an in-process source. */
    private readonly upstreamReady: () => Promise<void> = async () => undefined,
  ) {
    this.emitter.setMaxListeners(0);
  }

  get listenerCount(): number {
    return this.feeds;
  }

  publish(event: ChangeEvent<T>): void {
    this.emitter.emit('change', event);
  }

  subscribe(): ChangeFeed<T> {
    const abort = new AbortController();
    const events = on(this.emitter, 'change', { signal: abort.signal });
    this.feeds += 1;
    if (this.feeds === 1) this.onActive?.(true);
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      abort.abort();
      this.open.delete(close);
      this.feeds -= 1;
      if (this.feeds === 0) this.onActive?.(false);
    };
    async function* iterate(): AsyncGenerator<ChangeEvent<T>> {
      try {
        for await (const [event] of events) yield event as ChangeEvent<T>;
      } catch (error) {
        if (!abort.signal.aborted) throw error;
      } finally {
        await close();
      }
    }
    this.open.add(close);
    const iterator = iterate();
    return { [Symbol.asyncIterator]: () => iterator, ready: this.upstreamReady, close };
  }

  /** Ends every open feed. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.open].map((close) => close()));
  }
}
