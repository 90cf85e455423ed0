import { randomBytes, randomUUID } from 'node:crypto';
import type { Collection, Store, StoredDocument } from '../store/port';

export const OUTBOX_COLLECTION = 'outbox';

/**
 * One piece of queued work. `leaseUntil` is '' while nobody holds the item (an empty string sorts
 * before every ISO time, so "free or lease over" is one `$lte` on both engines); a claim sets it
 * to the claim's end and `claimedBy` to the claiming worker.
 */
export interface OutboxItem extends StoredDocument {
  kind: string;
  payload: Record<string, unknown>;
  /** Not run before this time (ISO). */
  dueAt: string;
  leaseUntil: string;
  claimedBy: string;
  /** Claims so far (a crash during a claim counts too). */
  attempts: number;
  lastError?: string;
  /** Set when the item gave up after MAX_ATTEMPTS; such an item is never claimed again and stays for an operator to read. */
  failedAt?: string;
  createdAt: string;
}

export type OutboxHandler = (payload: Record<string, unknown>, item: OutboxItem) => Promise<void>;

export interface OutboxLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxOptions {
  /** How long a claim holds an item; a worker that died holding it loses it after this. */
  leaseMs?: number;
  /** How often the worker looks for due items when nothing woke it. */
  pollMs?: number;
  /** The first retry's delay; each later one doubles, up to an hour. */
  backoffMs?: number;
  log?: OutboxLogger;
  /** For tests: the clock. */
  now?: () => number;
}

/** Items failing this many times stop being tried (kept with `failedAt` and the last error). */
export const MAX_ATTEMPTS = 10;
const DEFAULT_LEASE_MS = 5 * 60 * 1000;
const DEFAULT_POLL_MS = 5_000;
const DEFAULT_BACKOFF_MS = 10_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** Far beyond any due time: where a failed item's `dueAt` goes so no claim matches it. */
const NEVER = '9999-12-31T00:00:00.000Z';

/**
 * Work that must survive a restart, queued in the store. One loop per process claims due items
 * one at a time with an atomic `findOneAndUpdate` (so two processes never hold the same item),
 * runs the handler of its kind, and deletes it; a failure is tried again later with a doubling
 * delay. A claim lasts `leaseMs`: an item whose process died while holding it is claimed again
 * once its lease is over, so handlers must be safe to run twice (each one checks before it acts).
 */
export class Outbox {
  private readonly items: Collection<OutboxItem>;
  private readonly handlers = new Map<string, OutboxHandler>();
  /** This worker's name in `claimedBy`: one per process start. */
  readonly workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly backoffMs: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(store: Store, private readonly options: OutboxOptions = {}) {
    this.items = store.collection<OutboxItem>(OUTBOX_COLLECTION);
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
    this.now = options.now ?? Date.now;
  }

  static async prepare(store: Store): Promise<void> {
    await store.collection<OutboxItem>(OUTBOX_COLLECTION).createIndex({ dueAt: 1 });
  }

  /** Registers the handler of one kind of item (once per kind). */
  handle(kind: string, handler: OutboxHandler): void {
    if (this.handlers.has(kind)) throw new Error(`The outbox already has a handler for ${kind}`);
    this.handlers.set(kind, handler);
  }

  /** Queues `kind` with `payload`, run not before `dueAt` (now when not given); returns the item's id. */
  async enqueue(kind: string, payload: Record<string, unknown>, options: { dueAt?: Date } = {}): Promise<string> {
    const now = new Date(this.now()).toISOString();
    const item = await this.items.insertOne({
      _id: randomUUID(),
      kind,
      payload,
      dueAt: (options.dueAt ?? new Date(this.now())).toISOString(),
      leaseUntil: '',
      claimedBy: '',
      attempts: 0,
      createdAt: now,
    });
    if (!options.dueAt || options.dueAt.getTime() <= this.now()) this.wake();
    return item._id;
  }

  /**
   * Queues `kind` already claimed by this worker, for the caller to {@link run} at once (a request
   * that does the work itself): should this process stop before it is done, another worker runs
   * it once the lease is over.
   */
  async enqueueClaimed(kind: string, payload: Record<string, unknown>): Promise<OutboxItem> {
    const now = this.now();
    return this.items.insertOne({
      _id: randomUUID(),
      kind,
      payload,
      dueAt: new Date(now).toISOString(),
      leaseUntil: new Date(now + this.leaseMs).toISOString(),
      claimedBy: this.workerId,
      attempts: 1,
      createdAt: new Date(now).toISOString(),
    });
  }

  /** Starts the loop: due items are run now and every `pollMs`. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Stops claiming and waits for the item being run, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Looks for due items now (after an enqueue, or from a test that moved the clock). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain({ untilStopped: true })
      .then(() => undefined)
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'The outbox could not read its items'))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
          return;
        }
        this.timer = setTimeout(() => this.wake(), this.pollMs);
        this.timer.unref();
      });
  }

  /** Runs due items until none is left; returns how many ran (tests call it with the loop stopped). */
  async drain(options: { untilStopped?: boolean } = {}): Promise<number> {
    let ran = 0;
    for (;;) {
      if (options.untilStopped && this.stopped) return ran;
      const item = await this.claim();
      if (!item) return ran;
      await this.run(item);
      ran += 1;
    }
  }

  /** Claims one due item that nobody holds (or whose holder's lease is over); null when none. */
  async claim(): Promise<OutboxItem | null> {
    const now = this.now();
    const nowIso = new Date(now).toISOString();
    return this.items.findOneAndUpdate(
      { dueAt: { $lte: nowIso }, leaseUntil: { $lte: nowIso }, kind: { $in: [...this.handlers.keys()] } },
      { $set: { leaseUntil: new Date(now + this.leaseMs).toISOString(), claimedBy: this.workerId }, $inc: { attempts: 1 } },
    );
  }

  /** Runs a claimed item: deleted when its handler succeeds, else released to be tried again after a delay. */
  async run(item: OutboxItem): Promise<void> {
    const handler = this.handlers.get(item.kind)!;
    const held = { _id: item._id, claimedBy: this.workerId, leaseUntil: item.leaseUntil };
    try {
      await handler(item.payload, item);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = item.attempts >= MAX_ATTEMPTS;
      const delay = Math.min(this.backoffMs * 2 ** (item.attempts - 1), MAX_BACKOFF_MS);
      const failedAt = new Date(this.now()).toISOString();
      this.options.log?.[failed ? 'error' : 'warn']({ err: error, kind: item.kind, id: item._id, attempts: item.attempts }, failed ? 'An outbox item failed for the last time' : 'An outbox item failed; it is tried again later');
      await this.items.updateOne(held, {
        $set: {
          dueAt: failed ? NEVER : new Date(this.now() + delay).toISOString(),
          leaseUntil: '',
          claimedBy: '',
          lastError: message.slice(0, 500),
          ...(failed ? { failedAt } : {}),
        },
      });
      return;
    }
    // Only while still ours: an item whose lease ran out may be another worker's by now.
    await this.items.deleteOne(held);
  }
}
