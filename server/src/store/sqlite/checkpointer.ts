import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import type { StoreLog } from '../data-lock';

/** How often the log is copied into the database file, off the main thread. */
const CHECKPOINT_MS = 1000;

/**
 * The worker: its own connection to the file, a passive checkpoint every interval (it copies what
 * the log holds into the file and syncs both, never waiting for or holding back a reader or the
 * writer), and a last one when asked to stop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file, { fileMustExist: true });
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ failed: String(error && error.message || error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
parentPort.postMessage({ ready: true });
`;

/**
 * Checkpoints the write-ahead log on a worker thread. Left to SQLite, a commit that finds the
 * log past 1,000 pages checkpoints it there and then: it copies those pages into the file and
 * syncs the log and the file, on the main thread, inside a like's or a save's commit (tens to
 * hundreds of milliseconds on a large file). With the automatic checkpoint off and this worker
 * on, a commit only appends to the log. If the worker cannot start or fails, the automatic
 * checkpoint is turned back on.
 */
export class Checkpointer {
  private stopping = false;
  private exited = false;

  private constructor(private readonly worker: Worker) {}

  /**
   * Starts the worker without waiting for it: the automatic checkpoint is turned off once the
   * worker's connection is open, so the start of the server does not wait for the thread's.
   */
  static start(db: Database, file: string, log?: StoreLog): Checkpointer {
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, module, intervalMs: CHECKPOINT_MS } });
    const checkpointer = new Checkpointer(worker);
    let fell = false;
    const fallBack = (error: unknown) => {
      if (fell || checkpointer.stopping || !db.open) return;
      fell = true;
      db.pragma('wal_autocheckpoint = 1000');
      log?.warn({ err: error }, 'The log is checkpointed on the main thread again: its worker failed');
    };
    worker.on('message', (message: { ready?: boolean; failed?: string }) => {
      if (message.ready && !fell && db.open) db.pragma('wal_autocheckpoint = 0');
      if (message.failed) log?.warn({ error: message.failed }, 'A checkpoint of the log failed; the next one tries again');
    });
    worker.on('error', fallBack);
    worker.on('exit', (code) => {
      checkpointer.exited = true;
      fallBack(new Error(`The checkpoint worker exited with ${code}`));
    });
    worker.unref();
    return checkpointer;
  }

  /** Runs a last checkpoint on the worker and ends it (before the connection closes). */
  async stop(): Promise<void> {
    if (this.stopping || this.exited) return;
    this.stopping = true;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    // Unreferenced while it runs (it never keeps the process alive); the wait for its last checkpoint must.
    this.worker.ref();
    this.worker.postMessage('stop');
    await exited;
  }
}
