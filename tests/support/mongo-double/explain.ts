/**
 * `explain` in the MongoDB wire-protocol test double (a test double, not MongoDB): which index a
 * read or write would walk, by the rules MongoDB's query planner applies to choose its candidate
 * plans, not by its cost-based choice between them. It answers the question the index checks ask
 * (would MongoDB have to read the whole collection?), which has the same answer under both.
 *
 * The rules (https://www.mongodb.com/docs/manual/core/query-plans/,
 * https://www.mongodb.com/docs/manual/tutorial/sort-results-with-indexes/,
 * https://www.mongodb.com/docs/manual/core/indexes/index-types/index-compound/#index-prefixes):
 * - an index is a candidate when its first field has a predicate an index can bound (equality,
 *   `$in`, ranges, `$regex`, `$exists`, `$ne`, `$nin`, `$elemMatch`, `$all`, `$type`), at the top
 *   of the filter or in one of its `$and` parts;
 * - a top-level `$or` without such a candidate is answered by one scan per branch (stage `OR`),
 *   and needs every branch to have one, else the collection is scanned;
 * - with no candidate, an index whose first fields are the sort's fields, in the sort's
 *   directions or all reversed, is walked whole to give the order;
 * - otherwise `COLLSCAN`.
 * Differences from MongoDB: no cost-based choice among several candidates (the one whose leading
 * fields have the most predicates is named), no plan cache, and the answer carries only
 * `queryPlanner.winningPlan` (MongoDB also gives `rejectedPlans`, `namespace` and more).
 */
import type { Document } from 'bson';
import { CommandError, type IndexSpec } from './collection';
import type { DoubleEngine } from './engine';

type Plan = Document & { stage: string };

const BOUNDING = new Set(['$eq', '$in', '$gt', '$gte', '$lt', '$lte', '$regex', '$exists', '$ne', '$nin', '$elemMatch', '$all', '$type']);

/** The fields of `filter` (and of its `$and` parts) with a predicate an index can bound. */
function boundedFields(filter: Document): Set<string> {
  const fields = new Set<string>();
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') {
      for (const part of value as Document[]) for (const field of boundedFields(part)) fields.add(field);
    } else if (!key.startsWith('$')) {
      const isOperatorObject = value !== null && typeof value === 'object' && !(value instanceof RegExp) && !Array.isArray(value)
        && Object.keys(value as Document).some((op) => op.startsWith('$'));
      if (!isOperatorObject || Object.keys(value as Document).some((op) => BOUNDING.has(op))) fields.add(key);
    }
  }
  return fields;
}

/** How many of the index's leading fields have a predicate. */
function leadingBounded(index: IndexSpec, fields: Set<string>): number {
  let n = 0;
  for (const field of Object.keys(index.key)) {
    if (!fields.has(field)) break;
    n += 1;
  }
  return n;
}

/** Whether walking `index` gives `sort`'s order (its leading fields, same or all reversed directions). */
function givesOrder(index: IndexSpec, sort: Document): boolean {
  const wanted = Object.entries(sort);
  const keys = Object.entries(index.key);
  if (wanted.length === 0 || wanted.length > keys.length) return false;
  const same = wanted.every(([field, dir], i) => keys[i]![0] === field && Math.sign(Number(keys[i]![1])) === Math.sign(Number(dir)));
  const reversed = wanted.every(([field, dir], i) => keys[i]![0] === field && Math.sign(Number(keys[i]![1])) === -Math.sign(Number(dir)));
  return same || reversed;
}

const scanOf = (index: IndexSpec): Plan => ({ stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: index.name, keyPattern: index.key } });

export function planOf(indexes: IndexSpec[], filter: Document, sort: Document = {}): Plan {
  const fields = boundedFields(filter);
  let best: IndexSpec | null = null;
  let bestLeading = 0;
  for (const index of indexes) {
    const leading = leadingBounded(index, fields);
    if (leading > bestLeading) [best, bestLeading] = [index, leading];
  }
  if (best) return Object.keys(sort).length > 0 && !givesOrder(best, sort) ? { stage: 'SORT', inputStage: scanOf(best) } : scanOf(best);
  const branches = filter.$or as Document[] | undefined;
  if (branches) {
    const plans = branches.map((branch) => planOf(indexes, branch));
    if (plans.every((plan) => !containsCollscan(plan))) {
      const or: Plan = { stage: 'FETCH', inputStage: { stage: 'OR', inputStages: plans } };
      return Object.keys(sort).length > 0 ? { stage: 'SORT', inputStage: or } : or;
    }
  }
  const ordered = indexes.find((index) => givesOrder(index, sort));
  if (ordered) return scanOf(ordered);
  return Object.keys(sort).length > 0 ? { stage: 'SORT', inputStage: { stage: 'COLLSCAN' } } : { stage: 'COLLSCAN' };
}

export function containsCollscan(plan: unknown): boolean {
  if (plan === null || typeof plan !== 'object') return false;
  if ((plan as Document).stage === 'COLLSCAN') return true;
  return Object.values(plan as Document).some((value) => (Array.isArray(value) ? value.some(containsCollscan) : containsCollscan(value)));
}

/** The `explain` command: `{ explain: <find | count | distinct | findAndModify | update | delete>, verbosity }`. */
export function explain(engine: DoubleEngine, db: string, command: Document): Document {
  const inner = command.explain as Document;
  const name = Object.keys(inner)[0] ?? '';
  let target: { filter: Document; sort?: Document };
  switch (name) {
    case 'find':
      target = { filter: (inner.filter as Document | undefined) ?? {}, sort: inner.sort as Document | undefined };
      break;
    case 'count':
    case 'distinct':
      target = { filter: (inner.query as Document | undefined) ?? {} };
      break;
    case 'findAndModify':
    case 'findandmodify':
      target = { filter: (inner.query as Document | undefined) ?? {}, sort: inner.sort as Document | undefined };
      break;
    case 'update':
      target = { filter: ((inner.updates as Document[])[0]?.q as Document | undefined) ?? {} };
      break;
    case 'delete':
      target = { filter: ((inner.deletes as Document[])[0]?.q as Document | undefined) ?? {} };
      break;
    default:
      throw new CommandError(238, 'NotImplemented', `The MongoDB wire-protocol test double does not explain ${name}`);
  }
  const collection = String(inner[name]);
  const indexes = engine.collection(db, collection)?.indexes ?? [{ name: '_id_', key: { _id: 1 } }];
  return {
    queryPlanner: { namespace: `${db}.${collection}`, winningPlan: planOf(indexes, target.filter, target.sort ?? {}) },
    explainVersion: '1',
    command: inner,
    ok: 1,
  };
}
