/**
 * Runs the MongoDB wire-protocol test double (a test double, not MongoDB) as a process of its own,
 * for tests that start several app processes on one database:
 * `tsx tests/support/mongo-double/main.ts [port]` prints its connection string and stops on
 * SIGINT or SIGTERM.
 */
import { startMongoDouble } from './server';

const port = Number(process.argv[2] ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Usage: tsx tests/support/mongo-double/main.ts [port], got ${process.argv[2]}`);
  process.exit(2);
}
const double = await startMongoDouble({ port });
console.log(double.uri);
const stop = () => void double.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
