import { performance } from 'node:perf_hooks';

/** Others' share of a rest past which they are taken to be waiting for the event loop (reads queued behind the job). */
const BUSY_SHARE = 0.5;
/** A rest lengthened for others at most this many times over. */
const MAX_REST_ROUNDS = 3;

/**
 * Paces a job that runs in the background of a serving process (a reconciliation, an account's
 * purge). The embedded stores answer synchronously, so a job's awaited calls hold the event loop
 * for as long as they run; every request that arrives meanwhile waits for it, once for each of its
 * own store calls. Called between the job's steps, {@link Pace.step} lets the job work for a slice
 * and then rest `restPerWork` times as long as it worked, so it takes at most
 * 1 / (1 + restPerWork) of the process and a request waits for at most one slice. When others kept the event loop
 * busy for most of a rest (requests were waiting behind the job: a render's operations, a burst of reads), it rests
 * once more, up to {@link MAX_REST_ROUNDS} rests: the job slows down while the process is busy serving, not only by
 * its fixed share.
 */
export class Pace {
  private started = performance.now();

  constructor(
    private readonly restPerWork: number,
    private readonly sliceMs = 10,
  ) {}

  /** Rests when the job has worked a slice; resolves with how many rests it took (0 before a slice is worked). */
  async step(): Promise<number> {
    const worked = performance.now() - this.started;
    if (worked < this.sliceMs) return 0;
    const rest = worked * this.restPerWork;
    let rounds = 1;
    for (; ; rounds += 1) {
      const before = performance.eventLoopUtilization();
      await new Promise<void>((resolve) => setTimeout(resolve, rest));
      if (rounds >= MAX_REST_ROUNDS || performance.eventLoopUtilization(before).utilization < BUSY_SHARE) break;
    }
    this.started = performance.now();
    return rounds;
  }
}
