import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';

/**
 * A MongoDB deployment that supports change streams and how to stop it when we started it,
 * or (`skipped`) one line saying why there is none.
 */
export interface MongoTarget {
  uri: string | null;
  /** Where the server came from, for the test title. */
  source: 'MONGODB_URI' | 'mongodb-memory-server' | null;
  skipped: string | null;
  stop(): Promise<void>;
}

/** Bounds on finding (or downloading) a mongod binary and on starting it, so a machine without one skips quickly. */
const BINARY_TIMEOUT_MS = 15_000;
const START_TIMEOUT_MS = 30_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const oneLine = (error: unknown) => String(error instanceof Error ? error.message : error).replace(/\s+/g, ' ').trim();

/**
 * Finds a MongoDB to test against: MONGODB_URI when set (a replica set, as change streams need
 * one), else a one-node replica set from
 * mongodb-memory-server (which needs a mongod binary: MONGOMS_SYSTEM_BINARY, its cache, or a
 * download). Returns the reason as one line when neither is possible.
 */
export async function findMongo(): Promise<MongoTarget> {
  if (process.env.MONGODB_URI) {
    return { uri: process.env.MONGODB_URI, source: 'MONGODB_URI', skipped: null, stop: async () => undefined };
  }
  try {
    const { MongoBinary, MongoMemoryReplSet } = await import('mongodb-memory-server');
    // Resolving the binary first keeps a failed download to one clean error instead of the
    // library's multi-line warnings from a failed replica-set start.
    const binary = await withTimeout(MongoBinary.getPath(), BINARY_TIMEOUT_MS, 'Finding or downloading a mongod binary');
    const replSet = await withTimeout(
      MongoMemoryReplSet.create({ binary: { systemBinary: binary }, replSet: { count: 1, storageEngine: 'wiredTiger' } }),
      START_TIMEOUT_MS,
      'Starting a replica set',
    );
    return { uri: replSet.getUri(), source: 'mongodb-memory-server', skipped: null, stop: async () => void (await replSet.stop()) };
  } catch (error) {
    const skipped = `no MONGODB_URI and mongodb-memory-server could not start a server (${oneLine(error)})`;
    console.warn(`MongoDB contract run skipped: ${skipped}`);
    return { uri: null, source: null, skipped, stop: async () => undefined };
  }
}

/** A database of its own for one test run, dropped by `drop()`. */
export function uniqueDatabaseName(prefix = 'almanac_test'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export async function dropDatabase(uri: string, database: string): Promise<void> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
    await client.db(database).dropDatabase();
  } finally {
    await client.close();
  }
}
