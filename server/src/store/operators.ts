import { FILTER_OPERATORS, UPDATE_OPERATORS, UnsupportedOperatorError, type Filter, type Update } from './port';

const FILTER_SET = new Set<string>(FILTER_OPERATORS);
const UPDATE_SET = new Set<string>(UPDATE_OPERATORS);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RegExp) && !(value instanceof Date);

/** Throws {@link UnsupportedOperatorError} when a filter uses an operator outside the port. */
export function assertPortFilter(filter: unknown): void {
  if (Array.isArray(filter)) {
    filter.forEach(assertPortFilter);
    return;
  }
  if (!isPlainObject(filter)) return;
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$') && !FILTER_SET.has(key)) throw new UnsupportedOperatorError(key);
    assertPortFilter(value);
  }
}

/** Throws {@link UnsupportedOperatorError} when an update uses an operator outside the port. */
export function assertPortUpdate(update: Update): void {
  const keys = Object.keys(update);
  if (keys.length === 0) throw new UnsupportedOperatorError('(empty update)');
  for (const key of keys) {
    if (!UPDATE_SET.has(key)) throw new UnsupportedOperatorError(key);
  }
}

/**
 * Rewrites a port filter into the dialect of NeDB so it means what it means to MongoDB:
 * NeDB has no `$eq`, and its `$ne`/`$nin` on an array field are true when *any* element
 * differs, where MongoDB requires that *no* element matches. Both become `$not` of the
 * positive condition, which NeDB evaluates with MongoDB's array semantics.
 */
export function toNedbFilter(filter: Filter): Filter {
  const out: Filter = {};
  const extra: Filter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      out[key] = (value as Filter[]).map(toNedbFilter);
      continue;
    }
    if (!isPlainObject(value) || !Object.keys(value).some((k) => k.startsWith('$'))) {
      out[key] = value;
      continue;
    }
    const positive: Record<string, unknown> = {};
    for (const [op, operand] of Object.entries(value)) {
      if (op === '$eq') extra.push({ [key]: operand });
      else if (op === '$ne') extra.push({ $not: { [key]: operand } });
      else if (op === '$nin') extra.push({ $not: { [key]: { $in: operand } } });
      else if (op === '$exists') extra.push(operand ? exists(key) : { $not: exists(key) });
      else if (op === '$elemMatch' && isPlainObject(operand) && !Object.keys(operand).some((k) => k.startsWith('$')))
        positive[op] = toNedbFilter(operand);
      else positive[op] = operand;
    }
    if (Object.keys(positive).length > 0) extra.push({ [key]: positive });
  }
  if (extra.length === 0) return out;
  const existing = out.$and as Filter[] | undefined;
  return { ...out, $and: [...(existing ?? []), ...extra] };
}

/**
 * `$exists: true` as MongoDB means it. NeDB applies `$exists` to each element of an array
 * value, so an empty array would count as missing; an empty array at the path exists too,
 * unless it is the empty parent array that the path walked into (then nothing is there).
 */
function exists(key: string): Filter {
  const parent = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : null;
  const emptyArray: Filter[] = [{ [key]: { $size: 0 } }];
  if (parent) emptyArray.push({ $not: { [parent]: { $size: 0 } } });
  return { $or: [{ [key]: { $exists: true } }, { $and: emptyArray }] };
}

/** Rewrites conditions inside `$pull` the same way as filters. */
export function toNedbUpdate(update: Update): Update {
  if (!update.$pull) return update;
  const pull: Record<string, unknown> = {};
  for (const [field, condition] of Object.entries(update.$pull)) {
    pull[field] = isPlainObject(condition) ? toNedbFilter(condition) : condition;
  }
  return { ...update, $pull: pull };
}

/** A count's limit, when given, is a positive whole number (as MongoDB's `countDocuments` takes it). */
export function assertCountLimit(limit: number | undefined): void {
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new TypeError(`A count's limit must be a positive whole number, not ${String(limit)}`);
}
