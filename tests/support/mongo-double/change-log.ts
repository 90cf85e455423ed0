/**
 * The change history of the MongoDB wire-protocol test double (a test double, not MongoDB): an
 * in-memory stand-in for the oplog that change streams read, with resume tokens, a bounded
 * history and a fault hook that loses it.
 * Reference: https://www.mongodb.com/docs/manual/changeStreams/
 */
import { Timestamp, type Document } from 'bson';
import { Aggregator } from 'mingo';
import { CommandError, clone, type ChangeRecord } from './collection';

interface Entry extends ChangeRecord {
  seq: number;
  wallTime: Date;
}

export type FullDocumentMode = 'default' | 'updateLookup' | 'whenAvailable' | 'required';

/**
 * A resume token. MongoDB's `_data` is an opaque encoded key; the double's is the position in its
 * history as 16 hex digits, which keeps the tokens ordered as MongoDB's are
 * (https://www.mongodb.com/docs/manual/changeStreams/#resume-tokens).
 */
export const token = (seq: number): Document => ({ _data: seq.toString(16).padStart(16, '0') });

function parseToken(value: unknown): number {
  const data = (value as Document | null)?._data;
  if (typeof data !== 'string' || !/^[0-9a-f]{16}$/.test(data)) {
    throw new CommandError(260, 'InvalidResumeToken', 'Invalid resume token: not one this server issued');
  }
  return parseInt(data, 16);
}

const HISTORY_LOST = 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.';

export class ChangeLog {
  private entries: Entry[] = [];
  private seq = 0;
  /** The oldest position still kept: a token before `firstKept - 1` cannot be resumed from. */
  private firstKept = 1;
  private readonly waiters = new Set<() => void>();
  private readonly streams = new Set<ChangeStream>();

  /** `limit` bounds the kept history, as the oplog's size bounds MongoDB's. */
  constructor(private readonly limit = 10_000) {}

  get latest(): number {
    return this.seq;
  }

  append(change: ChangeRecord): void {
    this.seq += 1;
    this.entries.push({ ...change, seq: this.seq, wallTime: new Date() });
    if (this.entries.length > this.limit) {
      this.entries.splice(0, this.entries.length - this.limit);
      this.firstKept = this.entries[0]!.seq;
    }
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }

  /**
   * Fault hook: forgets every change so far, as when the oplog rolled over while a stream was
   * behind. Open streams fail on their next read with 286, and so does a resume from any token
   * issued before.
   */
  lose(): void {
    this.seq += 1; // a change nobody will see, so even the newest token now points before the kept history
    this.entries = [];
    this.firstKept = this.seq + 1;
    for (const stream of this.streams) stream.lost = true;
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }

  /** Resolves when a change arrives or after `ms`. */
  waitForChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiters.add(wake);
    });
  }

  /** Wakes every waiting read (the server is stopping). */
  wakeAll(): void {
    for (const wake of this.waiters) wake();
  }

  open(options: { db: string; coll: string | null; spec: Document; pipeline: Document[]; lookup: (db: string, coll: string, id: unknown) => Document | null }): ChangeStream {
    const { spec } = options;
    const resume = spec.startAfter ?? spec.resumeAfter;
    let position = this.seq;
    if (resume !== undefined) {
      position = parseToken(resume);
      if (position < this.firstKept - 1) throw new CommandError(286, 'ChangeStreamHistoryLost', HISTORY_LOST);
    } else if (spec.startAtOperationTime instanceof Timestamp) {
      position = Math.max(0, spec.startAtOperationTime.low - 1);
      if (position < this.firstKept - 1) throw new CommandError(286, 'ChangeStreamHistoryLost', HISTORY_LOST);
    }
    const stream = new ChangeStream(this, position, options, (spec.fullDocument as FullDocumentMode | undefined) ?? 'default');
    this.streams.add(stream);
    return stream;
  }

  close(stream: ChangeStream): void {
    this.streams.delete(stream);
  }

  /** Changes after `position`, in order. */
  after(position: number): Entry[] {
    if (position < this.firstKept - 1) throw new CommandError(286, 'ChangeStreamHistoryLost', HISTORY_LOST);
    // Positions are consecutive from the first kept entry, so the next one is found by subtraction.
    const first = this.entries[0];
    return first ? this.entries.slice(Math.max(0, position + 1 - first.seq)) : [];
  }
}

/** One open change stream cursor: where it has read up to and what it watches. */
export class ChangeStream {
  lost = false;
  invalidated = false;

  constructor(
    private readonly log: ChangeLog,
    private position: number,
    private readonly options: { db: string; coll: string | null; pipeline: Document[]; lookup: (db: string, coll: string, id: unknown) => Document | null },
    private readonly fullDocument: FullDocumentMode,
  ) {}

  /** The token of the last position read (the cursor's `postBatchResumeToken`). */
  get resumeToken(): Document {
    return token(this.position);
  }

  /** Up to `max` events after the stream's position. */
  read(max: number): Document[] {
    if (this.lost) throw new CommandError(286, 'ChangeStreamHistoryLost', HISTORY_LOST);
    const events: Document[] = [];
    for (const entry of this.log.after(this.position)) {
      if (events.length >= max || this.invalidated) break;
      this.position = entry.seq;
      events.push(...this.toEvents(entry));
    }
    if (events.length < max && !this.invalidated) this.position = Math.max(this.position, this.log.latest);
    const rest = this.options.pipeline;
    return rest.length > 0 && events.length > 0 ? (new Aggregator(rest).run(events) as Document[]) : events;
  }

  private watches(entry: Entry): boolean {
    if (entry.db !== this.options.db) return false;
    return this.options.coll === null || entry.coll === undefined || entry.coll === this.options.coll;
  }

  private toEvents(entry: Entry): Document[] {
    if (!this.watches(entry)) return [];
    const base: Document = {
      _id: token(entry.seq),
      operationType: entry.operationType,
      clusterTime: new Timestamp({ t: Math.floor(entry.wallTime.getTime() / 1000), i: entry.seq }),
      wallTime: entry.wallTime,
      ns: entry.coll === undefined ? { db: entry.db } : { db: entry.db, coll: entry.coll },
    };
    if (entry.documentKey) base.documentKey = entry.documentKey;
    if (entry.updateDescription) base.updateDescription = entry.updateDescription;
    if (entry.operationType === 'insert' || entry.operationType === 'replace') base.fullDocument = clone(entry.postImage!);
    if (entry.operationType === 'update') {
      if (this.fullDocument === 'updateLookup') {
        base.fullDocument = this.options.lookup(entry.db, entry.coll!, entry.documentKey!._id);
      } else if (this.fullDocument === 'whenAvailable' || this.fullDocument === 'required') {
        if (!entry.postImagesEnabled && this.fullDocument === 'required') {
          throw new CommandError(280, 'ChangeStreamFatalError', 'Change stream was configured to require a post-image for all update events, but the post-image was not found');
        }
        base.fullDocument = entry.postImagesEnabled ? clone(entry.postImage!) : null;
      }
    }
    // Dropping what a stream watches ends it with an invalidate event.
    // https://www.mongodb.com/docs/manual/reference/change-events/invalidate/
    const ends = entry.operationType === 'dropDatabase' || (entry.operationType === 'drop' && this.options.coll !== null);
    if (!ends) return [base];
    this.invalidated = true;
    const invalidate: Document = { _id: token(entry.seq), operationType: 'invalidate', clusterTime: base.clusterTime, wallTime: entry.wallTime };
    return entry.operationType === 'dropDatabase' && this.options.coll !== null
      ? [{ ...base, operationType: 'drop', ns: { db: entry.db, coll: this.options.coll } }, invalidate]
      : [base, invalidate];
  }
}
