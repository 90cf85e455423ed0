/**
 * Command dispatch of the MongoDB wire-protocol test double (a test double, not MongoDB): the
 * handshake (`hello`/`isMaster`, answering as the primary of a one-node replica set so the driver
 * allows change streams and retryable writes), administration (collections, indexes, databases)
 * and the reads and writes of crud.ts.
 * Reference: https://www.mongodb.com/docs/manual/reference/command/
 */
import { ObjectId, Timestamp, type Document } from 'bson';
import { CommandError, type IndexSpec } from './collection';
import { aggregate, count, distinct, find, findAndModify, getMore, insert, killCursors, remove, update } from './crud';
import { DoubleEngine } from './engine';
import { explain } from './explain';
import { checkFields } from './fields';

/** The commands that change documents (the ones a refused-write fault refuses). */
export const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify']);

/** Wire version 21 is MongoDB 7.0, the version docker-compose.yml runs. */
const MAX_WIRE_VERSION = 21;
/**
 * Bounds the remembered answers of retryable writes; MongoDB keeps them for the session's life
 * (https://www.mongodb.com/docs/manual/core/retryable-writes/).
 */
const RETRY_MEMORY = 10_000;

export interface ServerIdentity {
  /** `host:port` as the clients reach it; it is the replica set's only member. */
  me: string;
  setName: string;
  /** Whether `collMod` takes `changeStreamPreAndPostImages` (MongoDB 6.0 and later). */
  postImages: boolean;
}

const ELECTION_ID = new ObjectId('7fffffff0000000000000001');

/** The name of a command: the first key of its document. */
export const commandName = (command: Document): string => Object.keys(command)[0] ?? '';

export class CommandRunner {
  /** Answers of retryable writes by session and transaction number, so a retry is not applied twice. */
  private readonly retries = new Map<string, Document>();

  constructor(private readonly engine: DoubleEngine, private readonly identity: ServerIdentity) {}

  hello(connectionId: number): Document {
    const now = new Date();
    const opTime = { ts: new Timestamp({ t: Math.floor(now.getTime() / 1000), i: 1 }), t: 1 };
    // No `topologyVersion`: the driver then polls with `hello` instead of holding a streaming
    // (awaitable) `hello` open, which the double does not implement.
    return {
      helloOk: true,
      isWritablePrimary: true,
      ismaster: true,
      secondary: false,
      setName: this.identity.setName,
      setVersion: 1,
      electionId: ELECTION_ID,
      hosts: [this.identity.me],
      primary: this.identity.me,
      me: this.identity.me,
      maxBsonObjectSize: 16 * 1024 * 1024,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000,
      localTime: now,
      // Sessions are accepted so the driver sends `lsid`; the double keeps no session state
      // beyond the answers of retryable writes.
      logicalSessionTimeoutMinutes: 30,
      connectionId,
      minWireVersion: 0,
      maxWireVersion: MAX_WIRE_VERSION,
      readOnly: false,
      lastWrite: { opTime, lastWriteDate: now, majorityOpTime: opTime, majorityWriteDate: now },
      ok: 1,
    };
  }

  async run(db: string, command: Document, connectionId: number): Promise<Document> {
    const name = commandName(command);
    checkFields(name, command);
    const retryKey = this.retryKey(name, command);
    if (retryKey && this.retries.has(retryKey)) return this.retries.get(retryKey)!;
    const reply = await this.dispatch(name, db, command, connectionId);
    if (retryKey) {
      this.retries.set(retryKey, reply);
      if (this.retries.size > RETRY_MEMORY) this.retries.delete(this.retries.keys().next().value!);
    }
    return reply;
  }

  /**
   * A retryable write carries `lsid` and `txnNumber`; MongoDB answers its retry with the first
   * outcome instead of applying it again. Other uses of sessions (transactions, causal reads:
   * https://www.mongodb.com/docs/manual/core/transactions/)
   * are not implemented: the double has one node and applies each command at once.
   */
  private retryKey(name: string, command: Document): string | null {
    if (!WRITE_COMMANDS.has(name) || command.txnNumber === undefined || !command.lsid) return null;
    const id = (command.lsid as Document).id as { toString(encoding: 'hex'): string } | undefined;
    return id ? `${id.toString('hex')}:${String(command.txnNumber)}` : null;
  }

  private async dispatch(name: string, db: string, command: Document, connectionId: number): Promise<Document> {
    const engine = this.engine;
    switch (name) {
      case 'hello':
      case 'isMaster':
      case 'ismaster':
        return this.hello(connectionId);
      case 'ping':
      case 'endSessions':
      case 'killAllSessions':
        return { ok: 1 };
      case 'buildInfo':
      case 'buildinfo':
        return { version: '7.0.0', versionArray: [7, 0, 0, 0], maxBsonObjectSize: 16 * 1024 * 1024, ok: 1 };
      case 'find':
        return find(engine, db, command);
      case 'getMore':
        return getMore(engine, db, command);
      case 'killCursors':
        return killCursors(engine, command);
      case 'aggregate':
        return aggregate(engine, db, command);
      case 'count':
        return count(engine, db, command);
      case 'distinct':
        return distinct(engine, db, command);
      case 'insert':
        return insert(engine, db, command);
      case 'update':
        return update(engine, db, command);
      case 'delete':
        return remove(engine, db, command);
      case 'findAndModify':
      case 'findandmodify':
        return findAndModify(engine, db, command);
      case 'create':
        if (engine.collection(db, String(command.create))) throw new CommandError(48, 'NamespaceExists', `Collection ${db}.${String(command.create)} already exists.`);
        engine.collection(db, String(command.create), true);
        return { ok: 1 };
      case 'collMod':
        return this.collMod(db, command);
      case 'drop':
        if (!engine.dropCollection(db, String(command.drop))) throw new CommandError(26, 'NamespaceNotFound', 'ns not found');
        return { ns: `${db}.${String(command.drop)}`, nIndexesWas: 1, ok: 1 };
      case 'dropDatabase':
        engine.dropDatabase(db);
        return { dropped: db, ok: 1 };
      case 'listDatabases':
        return { databases: engine.databaseNames().map((n) => ({ name: n, sizeOnDisk: 0, empty: false })), totalSize: 0, ok: 1 };
      case 'listCollections':
        return this.listCollections(db, command);
      case 'explain':
        return explain(engine, db, command);
      case 'createIndexes':
        return this.createIndexes(db, command);
      case 'listIndexes':
        return this.listIndexes(db, command);
      case 'dropIndexes':
        return this.dropIndexes(db, command);
      default:
        throw new CommandError(59, 'CommandNotFound', `no such command: '${name}' (the MongoDB wire-protocol test double implements only what the app uses)`);
    }
  }

  private collMod(db: string, command: Document): Document {
    const collection = this.engine.collection(db, String(command.collMod));
    if (!collection) throw new CommandError(26, 'NamespaceNotFound', `ns does not exist: ${db}.${String(command.collMod)}`);
    const images = command.changeStreamPreAndPostImages as Document | undefined;
    if (images && !this.identity.postImages) throw new CommandError(40415, 'Location40415', "BSON field 'collMod.changeStreamPreAndPostImages' is an unknown field.");
    if (images) collection.postImages = images.enabled === true;
    return { ok: 1 };
  }

  private listCollections(db: string, command: Document): Document {
    const filter = (command.filter as Document | undefined) ?? {};
    const all = this.engine.collections(db).map((c) => ({ name: c.name, type: 'collection', options: {}, info: { readOnly: false } }));
    const wanted = typeof filter.name === 'string' ? all.filter((c) => c.name === filter.name) : all;
    return DoubleEngine.cursorReply(0n, `${db}.$cmd.listCollections`, wanted, true);
  }

  private createIndexes(db: string, command: Document): Document {
    const collection = this.engine.collection(db, String(command.createIndexes), true);
    const before = collection.indexes.length;
    for (const raw of (command.indexes as Document[]) ?? []) {
      const spec: IndexSpec = { name: String(raw.name), key: raw.key as Record<string, number> };
      if (raw.unique === true) spec.unique = true;
      if (raw.sparse === true) spec.sparse = true;
      if (typeof raw.expireAfterSeconds === 'number') spec.expireAfterSeconds = raw.expireAfterSeconds;
      const other = collection.indexes.find((index) => index.name !== spec.name && JSON.stringify(index.key) === JSON.stringify(spec.key));
      if (other) throw new CommandError(85, 'IndexOptionsConflict', `Index already exists with a different name: ${other.name}`);
      collection.addIndex(spec);
    }
    return { numIndexesBefore: before, numIndexesAfter: collection.indexes.length, createdCollectionAutomatically: false, ok: 1 };
  }

  private listIndexes(db: string, command: Document): Document {
    const collection = this.engine.collection(db, String(command.listIndexes));
    if (!collection) throw new CommandError(26, 'NamespaceNotFound', `ns does not exist: ${db}.${String(command.listIndexes)}`);
    const indexes = collection.indexes.map((index) => ({ v: 2, ...index }));
    return DoubleEngine.cursorReply(0n, `${db}.${collection.name}`, indexes, true);
  }

  private dropIndexes(db: string, command: Document): Document {
    const collection = this.engine.collection(db, String(command.dropIndexes));
    if (!collection) throw new CommandError(26, 'NamespaceNotFound', `ns not found ${db}.${String(command.dropIndexes)}`);
    const before = collection.indexes.length;
    const wanted = command.index;
    for (const index of collection.indexes.slice(1)) if (wanted === '*' || index.name === wanted) collection.dropIndex(index.name);
    return { nIndexesWas: before, ok: 1 };
  }
}
