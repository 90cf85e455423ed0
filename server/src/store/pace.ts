/**
 * Paces a job that runs in the background of a serving process (a reconciliation, an account's
 * purge). The embedded stores answer synchronously, so a job's awaited calls hold the event loop
 * for as long as they run; every request that arrives meanwhile waits for it, once for each of its
 * own store calls. Called between the job's steps, {@link Pace.step} lets the job work for a slice
 * and then rest `restPerWork` times as long as it worked, so it takes at most
 * 1 / (1 + restPerWork) of the process and a request waits for at most one slice.
 */
export class Pace {
  private started = performance.now();

  constructor(
    private readonly restPerWork: number,
    private readonly sliceMs = 10,
  ) {}

  async step(): Promise<void> {
    const worked = performance.now() - this.started;
    if (worked < this.sliceMs) return;
    await new Promise<void>((resolve) => setTimeout(resolve, worked * this.restPerWork));
    this.started = performance.now();
  }
}
