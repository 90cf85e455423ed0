import type { Collection, Store, StoredDocument, TransactionScope } from '../../store/port';
import { Pace } from '../../store/pace';
import {
  BUILDS_COLLECTION,
  COMMENTS_COLLECTION,
  LIKES_COLLECTION,
  type BuildDocument,
  type CommentDocument,
  type LikeDocument,
} from './build.model';

/** The counts a build keeps of its own records. */
export type CountField = 'likeCount' | 'commentCount';
const FIELDS: readonly CountField[] = ['likeCount', 'commentCount'];

/** Rounds of count, write, count again before a recount leaves the build to the timer (records kept changing under it). */
const MAX_ROUNDS = 8;
/** The start reconciliation's longest run without giving the event loop back, and its rest after each run (times the run). */
const SLICE_MS = 3;
const REST_PER_WORK = 3;
/** How soon a build whose recount could not settle or be written is recounted again. */
const RETRY_MS = 5000;
/** Where the start's check keeps how far it got and when it last saw every build (one document). */
export const MAINTENANCE_COLLECTION = 'maintenance';
export const CHECK_STATE_ID = 'build-counts';
/** On an engine whose transactions are atomic, the start's check runs again at most this often once it has seen every build. */
export const ATOMIC_CHECK_EVERY_MS = 24 * 60 * 60 * 1000;

/** How far the start's check got: the last build it checked (null once it saw them all) and when it last finished. */
interface CheckState extends StoredDocument {
  _id: string;
  after: string | null;
  completedAt: string | null;
}

/** Where the reconciliation reports (the server's logger fits). */
export interface CountLog {
  info(object: Record<string, unknown>, message: string): void;
}

export interface ReconcileOptions {
  log?: CountLog;
  /** Builds read and checked per step; the job gives the event loop back between steps. */
  batchSize?: number;
  /** Stops the job between two builds (the server is stopping). */
  signal?: AbortSignal;
  /** Starts after this build id (`_id` order) instead of at the first build. */
  after?: string | null;
  /** Called after each batch with the last build id checked (the check's progress, to be kept). */
  onBatch?: (after: string) => Promise<void>;
}

export interface StartCheckOptions extends Pick<ReconcileOptions, 'log' | 'batchSize' | 'signal'> {
  /** The time now (tests). */
  now?: () => Date;
}

export interface ReconcileOutcome {
  checked: number;
  corrected: number;
  /** The first corrected builds' ids (at most 20), for the log. */
  correctedIds: string[];
  /** True when the job was stopped before it saw every build. */
  stopped: boolean;
}

/** What the start's check did: a pass (from the first build or resumed), or nothing because a pass ended recently. */
export type StartCheckOutcome = (ReconcileOutcome & { resumedAfter: string | null }) | { skipped: true; completedAt: string };

/** One recount of one count of one build waiting to start, and the end of the last one queued. */
interface Lane {
  tail: Promise<unknown>;
  waiting: Promise<BuildDocument | null> | null;
}

/**
 * A build's `likeCount` and `commentCount` are never moved by a difference: after each change of
 * its records, the count is set from a count of the records. Setting it is idempotent, so a crash
 * between the record's write and the count's leaves the count wrong only until the build's next
 * like or comment, or the next start's {@link BuildCounts.reconcile}, whichever is first.
 *
 * Concurrent changes stay exact: in this process the recounts of one build and count run one at a
 * time (a lane), and a change that arrives while a recount waits to start joins it (the count it
 * takes is after the change), so 1,000 concurrent likes need a few recounts, not 1,000. Another
 * process sharing the store (MongoDB) has its own lanes, so each recount counts again after its
 * write and goes round once more when the records moved meanwhile: the last write to the count
 * is then always made from a count taken after the last change of the records.
 *
 * Store-agnostic: only the store port's `count`, `find`, `findOne` and `findOneAndUpdate`.
 */
export class BuildCounts {
  private readonly builds: Collection<BuildDocument>;
  private readonly records: Record<CountField, Collection<LikeDocument> | Collection<CommentDocument>>;
  private readonly lanes = new Map<string, Lane>();
  private readonly later = new Set<string>();
  private laterTimer: NodeJS.Timeout | null = null;
  /** Whether a recount inside a transaction is alone with its records (SQLite): no lane, one round. */
  private readonly atomic: boolean;
  private readonly state: Collection<CheckState>;

  constructor(store: Store) {
    this.atomic = store.atomicTransactions;
    this.state = store.collection<CheckState>(MAINTENANCE_COLLECTION);
    this.builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
    this.records = {
      likeCount: store.collection<LikeDocument>(LIKES_COLLECTION),
      commentCount: store.collection<CommentDocument>(COMMENTS_COLLECTION),
    };
  }

  /**
   * Sets the build's `field` from a count of its records taken after this call, and resolves with
   * the build as it is then (null when the build is gone). Rejects when the store refuses the write.
   * Inside a transaction (`scope`) on an engine where it is atomic, the count and its write are
   * made there, with the record's change: nothing else runs between them, so no lane is needed
   * (and none may be waited for: it would wait for the transaction itself).
   */
  recount(buildId: string, field: CountField, scope?: TransactionScope): Promise<BuildDocument | null> {
    if (scope && this.atomic) {
      return this.settle(buildId, field, {
        builds: scope.collection<BuildDocument>(BUILDS_COLLECTION),
        records: scope.collection(field === 'likeCount' ? LIKES_COLLECTION : COMMENTS_COLLECTION),
        alone: true,
      });
    }
    const key = `${field}:${buildId}`;
    let lane = this.lanes.get(key);
    if (lane?.waiting) return lane.waiting;
    if (!lane) {
      lane = { tail: Promise.resolve(), waiting: null };
      this.lanes.set(key, lane);
    }
    const own = lane;
    const run = own.tail.then(() => {
      // Started: a change from now on may have been counted already or not, so it queues a new recount.
      own.waiting = null;
      return this.settle(buildId, field);
    });
    own.waiting = run;
    const tail: Promise<unknown> = run
      .catch(() => undefined)
      .then(() => {
        if (own.tail === tail) this.lanes.delete(key);
      });
    own.tail = tail;
    return run;
  }

  /** Recounts the build's counts once the store writes again (a change whose count could not be written). */
  recountLater(buildId: string): void {
    this.later.add(buildId);
    this.laterTimer ??= setInterval(() => void this.recountPending(), RETRY_MS);
    this.laterTimer.unref();
  }

  /**
   * Checks every build's counts against its records, in `_id` order, a batch at a time with the
   * event loop given back between batches (the server answers meanwhile), and corrects those that
   * differ through {@link recount}, so a like arriving meanwhile is counted too. Logs one line
   * with how many builds it checked and corrected. Idempotent: a second run corrects nothing.
   */
  async reconcile(options: ReconcileOptions = {}): Promise<ReconcileOutcome> {
    const batchSize = options.batchSize ?? 500;
    const started = Date.now();
    const outcome: ReconcileOutcome = { checked: 0, corrected: 0, correctedIds: [], stopped: false };
    let after: string | null = options.after ?? null;
    let lastChecked: string | null = after;
    // The store answers these counts synchronously (SQLite): every slice of work gives the event
    // loop back, then rests three times as long, so a check of a million builds stays in the
    // background (a quarter of a core) and never stalls a request.
    const pace = new Pace(REST_PER_WORK, SLICE_MS);
    for (;;) {
      const batch: BuildDocument[] = await this.builds.find(after === null ? {} : { _id: { $gt: after } }, {
        sort: { _id: 1 },
        limit: batchSize,
        projection: { likeCount: 1, commentCount: 1 },
      });
      for (const build of batch) {
        if (options.signal?.aborted) {
          outcome.stopped = true;
          break;
        }
        let wrong = false;
        for (const field of FIELDS) {
          const stored = build[field];
          const counted = await this.records[field].count({ buildId: build._id });
          if (stored === counted) continue;
          wrong = true;
          await this.recount(build._id, field);
        }
        outcome.checked += 1;
        lastChecked = build._id;
        if (wrong) {
          outcome.corrected += 1;
          if (outcome.correctedIds.length < 20) outcome.correctedIds.push(build._id);
        }
        await pace.step();
      }
      // The last build fully checked (a stop mid-batch keeps the one before the build it stopped at).
      if (lastChecked !== null && lastChecked !== after) await options.onBatch?.(lastChecked);
      if (outcome.stopped || batch.length < batchSize) break;
      after = batch[batch.length - 1]!._id;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const ms = Date.now() - started;
    // A count left behind by a crash is the normal trace of one (as a torn last line is): info, not a warning.
    options.log?.info(
      { ...outcome, ms },
      `Checked the like and comment counts of ${outcome.checked} builds in ${ms} ms${outcome.stopped ? ' (stopped with the server)' : ''}; corrected ${outcome.corrected}`,
    );
    return outcome;
  }

  /**
   * The check a start runs in the background. Where a crash can leave a count apart from its records (an engine without
   * atomic transactions: MongoDB, NeDB), every start checks every build from the first. Where it cannot (SQLite: a like
   * and its count commit together), the check is a safety net for what did not come through those transactions (a
   * restored or migrated folder, a bug): it runs when no pass has ended in the last day, resumes after the last build a
   * stopped pass checked (a restart does not start a million builds over), and keeps that progress in the store.
   */
  async checkAtStart(options: StartCheckOptions = {}): Promise<StartCheckOutcome> {
    const now = options.now ?? (() => new Date());
    if (!this.atomic) return { ...(await this.reconcile(options)), resumedAfter: null };
    const state = await this.state.findOne({ _id: CHECK_STATE_ID });
    if (state?.after === null && state.completedAt !== null && now().getTime() - Date.parse(state.completedAt) < ATOMIC_CHECK_EVERY_MS) {
      options.log?.info({ completedAt: state.completedAt }, `The like and comment counts were all checked at ${state.completedAt}; they are checked again a day after`);
      return { skipped: true, completedAt: state.completedAt };
    }
    const resumedAfter = state?.after ?? null;
    const keep = async (fields: Partial<CheckState>) => {
      await this.state.updateOne({ _id: CHECK_STATE_ID }, { $set: fields }, { upsert: true });
    };
    const outcome = await this.reconcile({ ...options, after: resumedAfter, onBatch: (after) => keep({ after }) });
    if (!outcome.stopped) await keep({ after: null, completedAt: now().toISOString() });
    return { ...outcome, resumedAfter };
  }

  /** Count, write when it differs, count again; until two counts agree around the write. */
  private async settle(
    buildId: string,
    field: CountField,
    { builds, records, alone }: { builds: Collection<BuildDocument>; records: Collection<StoredDocument>; alone?: boolean } = { builds: this.builds, records: this.records[field] },
  ): Promise<BuildDocument | null> {
    let build: BuildDocument | null = null;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const counted = await records.count({ buildId });
      build =
        (await builds.findOneAndUpdate({ _id: buildId, [field]: { $ne: counted } }, { $set: { [field]: counted } })) ??
        (await builds.findOne({ _id: buildId }));
      if (!build) return null;
      // Alone with its records (an atomic transaction), nothing can have changed them since the count.
      if (alone || (await records.count({ buildId })) === counted) return build;
    }
    // The records changed in every round (other processes writing them): theirs is the last word, and the timer checks once more.
    this.recountLater(buildId);
    return build;
  }

  private async recountPending(): Promise<void> {
    for (const buildId of [...this.later]) {
      try {
        for (const field of FIELDS) await this.recount(buildId, field);
        this.later.delete(buildId);
      } catch {
        return; // Still refused; the next round tries again.
      }
    }
    if (this.later.size === 0 && this.laterTimer) {
      clearInterval(this.laterTimer);
      this.laterTimer = null;
    }
  }
}
