import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { startMongoDouble, type MongoDouble } from './mongo-double/server';

/** Where the MongoDB tests run: the server MONGODB_URI names, else the wire-protocol test double. */
export interface MongoTarget {
  uri: string;
  /** For test titles: a real server or the test double. */
  source: string;
  /** The double, with its fault hooks; null on a real server. */
  double: MongoDouble | null;
  stop(): Promise<void>;
}

/**
 * A MongoDB deployment that supports change streams: MONGODB_URI when set (a replica set, as
 * change streams need one), else a MongoDB wire-protocol test double (not MongoDB) started in
 * this process on a free port, since no MongoDB server can be installed where CI runs.
 */
export async function findMongo(): Promise<MongoTarget> {
  if (process.env.MONGODB_URI) {
    return { uri: process.env.MONGODB_URI, source: 'MONGODB_URI', double: null, stop: async () => undefined };
  }
  const double = await startMongoDouble();
  return { uri: double.uri, source: 'the MongoDB wire-protocol test double (not MongoDB)', double, stop: double.stop };
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
