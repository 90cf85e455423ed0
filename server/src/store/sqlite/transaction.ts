import type { Database } from 'better-sqlite3';
import type { ChangeEvent, StoredDocument } from '../port';

/** One open transaction: the change events it will announce once it commits. */
export interface OpenTransaction {
  readonly events: Array<{ announce: (event: ChangeEvent<StoredDocument>) => void; event: ChangeEvent<StoredDocument> }>;
  open: boolean;
}

/** How long (ms) calls may run back to back before the event loop gets a turn. */
const SLICE_MS = 10;

/**
 * Lets one transaction at a time span several awaited calls on the one connection. While it is
 * open, every other call of this process waits at the gate (a read would see its uncommitted
 * writes, a write would join it and share its fate), so it is isolated as well as atomic. Calls
 * through the transaction's own collections pass; its change events are held until COMMIT and
 * dropped at ROLLBACK.
 */
export class TransactionGate {
  private current: { transaction: OpenTransaction; done: Promise<void> } | null = null;
  /** When this turn of the event loop began running calls, or null before the first. */
  private sliceStarted: number | null = null;

  constructor(
    private readonly db: Database,
    private readonly writeFailed: (error: unknown) => void,
    /** After a rollback: what the rolled-back transaction may have taken with it (a table created meanwhile). */
    private readonly afterRollback: () => void = () => undefined,
  ) {}

  /** True while a transaction is open (a call outside it must wait for {@link idle}). */
  get busy(): boolean {
    return this.current !== null;
  }

  /** Resolves when the open transaction ends (another may have begun by the time a waiter resumes). */
  ended(): Promise<void> {
    return this.current?.done ?? Promise.resolve();
  }

  /**
   * Gives the event loop a turn once calls have run for {@link SLICE_MS} without one. Every call
   * runs synchronously and settles at once, so an awaited chain of calls (an account's 10,000
   * likes deleted one by one) runs as microtasks only and would keep every socket and timer of
   * the process waiting until it ends; with a turn every slice, reads interleave with it.
   */
  async turn(): Promise<void> {
    const now = performance.now();
    if (this.sliceStarted === null) {
      this.sliceStarted = now;
      setImmediate(() => (this.sliceStarted = null));
      return;
    }
    if (now - this.sliceStarted >= SLICE_MS) await new Promise<void>((resolve) => setImmediate(resolve));
  }

  async run<R>(work: (transaction: OpenTransaction) => Promise<R>): Promise<R> {
    await this.turn();
    // Checked again on every wake-up, and claimed in the same synchronous step.
    while (this.current) await this.current.done;
    const transaction: OpenTransaction = { events: [], open: true };
    let finished!: () => void;
    this.current = { transaction, done: new Promise<void>((resolve) => (finished = resolve)) };
    try {
      this.db.exec('BEGIN');
      let result: R;
      try {
        result = await work(transaction);
        this.db.exec('COMMIT');
      } catch (error) {
        // A failed statement (a full disk) may have ended the transaction already.
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        this.afterRollback();
        if (typeof (error as { code?: unknown })?.code === 'string' && (error as { code: string }).code.startsWith('SQLITE_')) this.writeFailed(error);
        throw error;
      }
      for (const { announce, event } of transaction.events) announce(event);
      return result;
    } finally {
      transaction.open = false;
      this.current = null;
      finished();
    }
  }
}
