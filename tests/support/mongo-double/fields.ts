/**
 * Which fields each command of the MongoDB wire-protocol test double (a test double, not
 * MongoDB) takes. MongoDB refuses a field it does not know with error 40415
 * (https://www.mongodb.com/docs/manual/reference/command/); the double does too, so a misspelt
 * option fails here as it would there. A field MongoDB knows but the double does not implement
 * (a collation, a hint) is refused with 238 NotImplemented instead of being ignored,
 * since ignoring it would answer something MongoDB would not.
 */
import type { Document } from 'bson';
import { CommandError } from './collection';

/**
 * Fields every command may carry. Sessions (`lsid`, `txnNumber` for retryable writes) are
 * handled by the dispatcher; read and write concerns are accepted and need nothing on one node
 * that applies each write before it answers.
 */
const GENERIC = [
  '$db', 'lsid', 'txnNumber', '$clusterTime', '$readPreference', 'readConcern', 'writeConcern', 'comment', 'maxTimeMS',
  'apiVersion', 'apiStrict', 'apiDeprecationErrors',
];

interface Shape {
  /** Fields the double implements (or may ignore without changing an answer). */
  known: string[];
  /** Fields MongoDB takes that the double refuses. */
  missing?: string[];
}

const SHAPES: Record<string, Shape> = {
  find: {
    known: ['find', 'filter', 'sort', 'projection', 'skip', 'limit', 'batchSize', 'singleBatch', 'noCursorTimeout', 'allowDiskUse', 'allowPartialResults'],
    missing: ['hint', 'max', 'min', 'returnKey', 'showRecordId', 'tailable', 'awaitData', 'oplogReplay', 'collation', 'let', 'readOnce'],
  },
  getMore: { known: ['getMore', 'collection', 'batchSize'] },
  killCursors: { known: ['killCursors', 'cursors'] },
  aggregate: {
    known: ['aggregate', 'pipeline', 'cursor', 'allowDiskUse', 'bypassDocumentValidation'],
    missing: ['explain', 'collation', 'hint', 'let'],
  },
  count: { known: ['count', 'query', 'limit', 'skip'], missing: ['hint', 'collation'] },
  distinct: { known: ['distinct', 'key', 'query'], missing: ['hint', 'collation'] },
  insert: { known: ['insert', 'documents', 'ordered', 'bypassDocumentValidation'] },
  update: { known: ['update', 'updates', 'ordered', 'bypassDocumentValidation'], missing: ['let'] },
  delete: { known: ['delete', 'deletes', 'ordered'], missing: ['let'] },
  findAndModify: {
    known: ['findAndModify', 'query', 'sort', 'remove', 'update', 'new', 'fields', 'upsert', 'arrayFilters', 'bypassDocumentValidation'],
    missing: ['collation', 'hint', 'let'],
  },
  createIndexes: { known: ['createIndexes', 'indexes', 'commitQuorum'] },
  explain: { known: ['explain', 'verbosity'] },
};

/** The parts of one statement inside `updates`, `deletes` and `indexes`. */
const STATEMENTS: Record<string, { list: string; shape: Shape }> = {
  update: { list: 'updates', shape: { known: ['q', 'u', 'upsert', 'multi', 'arrayFilters', 'upsertSupplied'], missing: ['collation', 'hint', 'sort', 'c'] } },
  delete: { list: 'deletes', shape: { known: ['q', 'limit'], missing: ['collation', 'hint'] } },
  createIndexes: {
    list: 'indexes',
    shape: {
      known: ['key', 'name', 'unique', 'sparse', 'expireAfterSeconds', 'background', 'v'],
      missing: ['partialFilterExpression', 'collation', 'hidden', 'weights', 'default_language', 'language_override', 'wildcardProjection', '2dsphereIndexVersion'],
    },
  },
};

function check(where: string, document: Document, shape: Shape, generic: boolean): void {
  for (const field of Object.keys(document)) {
    if (shape.known.includes(field) || (generic && GENERIC.includes(field))) continue;
    if (shape.missing?.includes(field)) {
      throw new CommandError(238, 'NotImplemented', `The MongoDB wire-protocol test double does not implement ${where}.${field}`);
    }
    throw new CommandError(40415, 'Location40415', `BSON field '${where}.${field}' is an unknown field.`);
  }
}

/** Throws when `command` carries a field its command does not take (or the double does not implement). */
export function checkFields(name: string, command: Document): void {
  if ('startTransaction' in command || 'autocommit' in command) {
    throw new CommandError(238, 'NotImplemented', 'The MongoDB wire-protocol test double does not implement transactions');
  }
  const canonical = name === 'findandmodify' ? 'findAndModify' : name;
  const shape = SHAPES[canonical];
  if (!shape) return;
  check(canonical, command, shape, true);
  const statements = STATEMENTS[canonical];
  if (!statements) return;
  for (const statement of (command[statements.list] as Document[] | undefined) ?? []) {
    check(`${canonical}.${statements.list}`, statement, statements.shape, false);
  }
}
