import type { Filter } from '../port';

/**
 * Translates a port filter into an SQL condition over the `doc` column (the document as JSON)
 * and the `id` column (its `_id`), with MongoDB's meaning:
 * - a path matches when any value found along it matches: a field holding an array matches
 *   through its elements, and a dotted path walks into arrays of subdocuments;
 * - `$ne` and `$nin` mean "no value along the path matches", so a missing field matches them;
 * - values of another type never compare (a number is neither below nor above a string).
 *
 * A path the engine knows holds no array in any document (see `ArrayPaths` in indexes.ts: the
 * paths of declared indexes) is compared with a plain `json_extract(doc, '$.path')`, the very
 * expression its SQLite index is built on, so the planner walks the index; when the path only
 * ever held values of the operand's kind (and nulls), the JSON type is not checked either, so
 * the condition is decided on the index's entries alone (a count reads no document). Other paths go
 * through `json_each`. The few operands SQL cannot compare exactly (null, subdocuments, arrays,
 * dates) make the condition `exact: false`: the SQL then keeps a superset of the matches
 * (never fewer) and the caller checks each row it reads against the filter in JavaScript.
 */

/**
 * The kinds of JSON value a path can hold, as SQL tells them apart: `json_extract` reads a JSON
 * boolean as the number 0 or 1, a number as a number, a string as text, null as NULL, and an
 * object as its JSON text.
 */
export type ValueKind = 'null' | 'boolean' | 'number' | 'text' | 'object';

/** What the engine knows of a path: free of arrays in every document, and the kinds of value it ever held. */
export interface ScalarPath {
  kinds: ReadonlySet<ValueKind>;
}

export interface SqlCondition {
  sql: string;
  params: unknown[];
  exact: boolean;
}

const ARRAY_INDEX = /^(0|[1-9][0-9]{0,8})$/;

/**
 * JSON text of a port filter path: `a.b` becomes `$."a"."b"`; a number is a position in an
 * array, as in MongoDB (`classes.0`, the first class, becomes `$."classes"[0]`).
 */
export function jsonPath(segments: readonly string[]): string {
  return `$${segments.map((s) => (ARRAY_INDEX.test(s) ? `[${s}]` : `."${s.replace(/"/g, '""')}"`)).join('')}`;
}

/** The SQL expression a declared index and the simple form of a condition share. */
export function fieldExpression(path: string): string {
  return path === '_id' ? 'id' : `json_extract(doc, ${quote(jsonPath(path.split('.')))})`;
}

export const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

const TRUE: SqlCondition = { sql: '1', params: [], exact: true };
const SUPERSET: SqlCondition = { sql: '1', params: [], exact: false };

const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RegExp) && !(value instanceof Date) &&
  Object.keys(value).some((k) => k.startsWith('$'));

function and(parts: SqlCondition[]): SqlCondition {
  const kept = parts.filter((p) => p.sql !== '1');
  if (kept.length === 0) return { ...TRUE, exact: parts.every((p) => p.exact) };
  return { sql: kept.map((p) => `(${p.sql})`).join(' AND '), params: kept.flatMap((p) => p.params), exact: parts.every((p) => p.exact) };
}

function or(parts: SqlCondition[]): SqlCondition {
  if (parts.length === 0) return { sql: '0', params: [], exact: true };
  if (parts.some((p) => p.sql === '1')) return { ...TRUE, exact: parts.every((p) => p.exact) };
  return { sql: parts.map((p) => `(${p.sql})`).join(' OR '), params: parts.flatMap((p) => p.params), exact: parts.every((p) => p.exact) };
}

/**
 * `NOT` keeps a superset only when what it negates was exact. A missing field makes a
 * comparison NULL, which must count as "no match" before it is negated.
 */
function not(part: SqlCondition): SqlCondition {
  if (!part.exact) return SUPERSET;
  return { sql: `NOT coalesce(${part.sql}, 0)`, params: part.params, exact: true };
}

/**
 * A test of one JSON value, given the SQL of the value and of its JSON type, and, for a path the
 * engine follows, the kinds of value it ever held.
 */
type ValueTest = (value: string, type: string, kinds?: ReadonlySet<ValueKind>) => SqlCondition | null;

/** The kind of value a comparable operand is, as {@link ValueKind}. */
function kindOfOperand(operand: unknown): ValueKind | null {
  if (typeof operand === 'string') return 'text';
  if (typeof operand === 'number') return 'number';
  if (typeof operand === 'boolean') return 'boolean';
  return null;
}

/**
 * Whether comparing the value alone is exact: the path never held anything but the operand's
 * kind and nulls (NULL in SQL, never equal, below or above anything), so no value of another
 * kind (a boolean read as 0 or 1, an object read as its JSON text) can compare by accident.
 */
export function onlyKind(kinds: ReadonlySet<ValueKind> | undefined, operand: unknown): boolean {
  const kind = kindOfOperand(operand);
  if (!kinds || !kind) return false;
  for (const held of kinds) if (held !== kind && held !== 'null') return false;
  return true;
}

/** SQLite's JSON type names of a comparable operand, or null when SQL cannot compare it exactly. */
function typesOf(operand: unknown): string | null {
  if (typeof operand === 'string') return `'text'`;
  if (typeof operand === 'number') return `'integer', 'real'`;
  return null;
}

function equals(operand: unknown): ValueTest | null {
  // A JSON boolean reads as 1 or 0 in SQL; its JSON type tells it from a number.
  if (typeof operand === 'boolean')
    return (value, type, kinds) => ({ sql: `${value} = ${operand ? 1 : 0}${onlyKind(kinds, operand) ? '' : ` AND ${type} = '${operand ? 'true' : 'false'}'`}`, params: [], exact: true });
  const types = typesOf(operand);
  if (!types) return null;
  return (value, type, kinds) => ({ sql: onlyKind(kinds, operand) ? `${value} = ?` : `${type} IN (${types}) AND ${value} = ?`, params: [operand], exact: true });
}

const COMPARISONS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

function compare(op: string, operand: unknown): ValueTest | null {
  const types = typesOf(operand);
  if (!types) return null;
  return (value, type, kinds) => ({ sql: `${onlyKind(kinds, operand) ? '' : `${type} IN (${types}) AND `}${value} ${COMPARISONS[op]} ?`, params: [operand], exact: true });
}

function regex(operand: unknown): ValueTest | null {
  if (!(operand instanceof RegExp)) return null;
  return (value, type) => ({ sql: `${type} = 'text' AND port_regexp(?, ?, ${value})`, params: [operand.source, operand.flags], exact: true });
}

/**
 * `$in`: the strings and the numbers each go as one JSON array parameter (`IN (SELECT value FROM
 * json_each(?))`), so a list of any length is one prepared statement and still an index lookup.
 */
function anyOf(operands: unknown): ValueTest | null {
  if (!Array.isArray(operands)) return null;
  if (operands.some((o) => typesOf(o) === null && typeof o !== 'boolean')) return null;
  const strings = operands.filter((o) => typeof o === 'string');
  const numbers = operands.filter((o) => typeof o === 'number');
  const booleans = [...new Set(operands.filter((o) => typeof o === 'boolean'))].map((b) => equals(b)!);
  return (value, type) => {
    const parts: SqlCondition[] = [];
    for (const [list, types] of [[strings, `'text'`], [numbers, `'integer', 'real'`]] as const) {
      if (list.length === 0) continue;
      parts.push({ sql: `${type} IN (${types}) AND ${value} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(list)], exact: true });
    }
    return or([...parts, ...booleans.map((test) => test(value, type)!)]);
  };
}

export class FilterTranslator {
  /**
   * @param scalarPaths what is known of a dotted path no document holds an array along (null otherwise)
   * @param root the SQL of the JSON the filter applies to: the document, or an array element
   * @param aliases the counter naming `json_each` tables, shared with nested translators
   */
  constructor(
    private readonly scalarPaths: (path: string) => ScalarPath | null,
    private readonly root = 'doc',
    private readonly aliases = { next: 0 },
  ) {}

  translate(filter: Filter): SqlCondition {
    const parts: SqlCondition[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (key === '$and') parts.push(and((value as Filter[]).map((f) => this.translate(f))));
      else if (key === '$or') parts.push(or((value as Filter[]).map((f) => this.translate(f))));
      else parts.push(this.field(key, value));
    }
    return and(parts);
  }

  private field(path: string, condition: unknown): SqlCondition {
    if (!isOperatorObject(condition)) return this.test(path, equals(condition));
    const parts: SqlCondition[] = [];
    for (const [op, operand] of Object.entries(condition)) {
      if (op === '$eq') parts.push(this.test(path, equals(operand)));
      else if (op === '$ne') parts.push(not(this.test(path, equals(operand))));
      else if (op === '$in') parts.push(this.test(path, anyOf(operand)));
      else if (op === '$nin') parts.push(not(this.test(path, anyOf(operand))));
      else if (op in COMPARISONS) parts.push(this.test(path, compare(op, operand)));
      else if (op === '$regex') parts.push(this.test(path, regex(operand)));
      else if (op === '$exists') parts.push(this.exists(path, Boolean(operand)));
      else if (op === '$elemMatch') parts.push(this.elemMatch(path, operand));
      else parts.push(SUPERSET);
    }
    return and(parts);
  }

  /** Any value along `path` (the value itself or, when it is an array, an element) passes `test`. */
  private test(path: string, test: ValueTest | null): SqlCondition {
    if (!test) return SUPERSET;
    if (this.root === 'doc' && path === '_id') return test('id', `'text'`) ?? SUPERSET;
    const scalar = this.root === 'doc' ? this.scalarPaths(path) : null;
    if (scalar) {
      const at = quote(jsonPath(path.split('.')));
      return test(`json_extract(doc, ${at})`, `json_type(doc, ${at})`, scalar.kinds) ?? SUPERSET;
    }
    return this.along(this.root, path.split('.'), 0, (source, at) => {
      const direct = test(`json_extract(${source}, ${at})`, `json_type(${source}, ${at})`)!;
      const e = this.next();
      const element = test(`${e}.value`, `${e}.type`)!;
      return or([
        { ...direct, sql: `coalesce(${direct.sql}, 0)` },
        {
          sql: `json_type(${source}, ${at}) = 'array' AND EXISTS (SELECT 1 FROM json_each(${source}, ${at}) AS ${e} WHERE coalesce(${element.sql}, 0))`,
          params: element.params,
          exact: true,
        },
      ]);
    });
  }

  /**
   * Walks `segments` from `source` (JSON text), through subdocuments and into arrays of them,
   * and asks `last` for the condition on the value found at the end (as a JSON path in a source).
   */
  private along(source: string, segments: string[], from: number, last: (source: string, at: string) => SqlCondition): SqlCondition {
    const branches: SqlCondition[] = [last(source, quote(jsonPath(segments.slice(from))))];
    // Wherever the walk meets an array before the last segment, it goes on in each subdocument element.
    for (let i = from + 1; i < segments.length; i += 1) {
      // A position (`classes.0`) reads the array itself, not its elements.
      if (ARRAY_INDEX.test(segments[i]!)) continue;
      const at = quote(jsonPath(segments.slice(from, i)));
      const e = this.next();
      const inner = this.along(`${e}.value`, segments, i, last);
      branches.push({
        sql: `json_type(${source}, ${at}) = 'array' AND EXISTS (SELECT 1 FROM json_each(${source}, ${at}) AS ${e} WHERE ${e}.type = 'object' AND (${inner.sql}))`,
        params: inner.params,
        exact: inner.exact,
      });
    }
    return or(branches);
  }

  /** MongoDB's `$exists` (`present` true, or false for `$exists: false`): an empty array at the path exists; a path into an empty array does not. */
  private exists(path: string, present: boolean): SqlCondition {
    if (this.root === 'doc' && path === '_id') return present ? TRUE : { sql: '0', params: [], exact: true };
    const scalar = this.root === 'doc' ? this.scalarPaths(path) : null;
    if (scalar) {
      const at = quote(jsonPath(path.split('.')));
      // Without JSON nulls at the path, a value is there exactly when `json_extract` is not NULL:
      // the index's own entry. "Not NULL" is written as a range from minus infinity (every
      // number, text and blob is at or above it, NULL never is), which SQLite searches an index
      // for, where it would scan the whole index for IS NOT NULL (and the table, under an OR).
      if (!scalar.kinds.has('null')) return { sql: present ? `json_extract(doc, ${at}) >= -9e999` : `json_extract(doc, ${at}) IS NULL`, params: [], exact: true };
      return { sql: `json_type(doc, ${at}) IS ${present ? 'NOT ' : ''}NULL`, params: [], exact: true };
    }
    const found = this.along(this.root, path.split('.'), 0, (source, at) => ({ sql: `json_type(${source}, ${at}) IS NOT NULL`, params: [], exact: true }));
    return present ? found : not(found);
  }

  /** One element of the array at `path` meets every condition (fields of a subdocument, or operators on a value). */
  private elemMatch(path: string, operand: unknown): SqlCondition {
    if (operand === null || typeof operand !== 'object' || Array.isArray(operand)) return SUPERSET;
    return this.along(this.root, path.split('.'), 0, (source, at) => {
      const e = this.next();
      let inner: SqlCondition;
      if (isOperatorObject(operand)) {
        inner = this.onValue(`${e}.value`, `${e}.type`, operand as Record<string, unknown>);
      } else {
        inner = new FilterTranslator(() => null, `${e}.value`, this.aliases).translate(operand as Filter);
        inner = and([{ sql: `${e}.type = 'object'`, params: [], exact: true }, inner]);
      }
      return {
        sql: `json_type(${source}, ${at}) = 'array' AND EXISTS (SELECT 1 FROM json_each(${source}, ${at}) AS ${e} WHERE ${inner.sql})`,
        params: inner.params,
        exact: inner.exact,
      };
    });
  }

  /** Operators applied straight to one value (the element of an array of scalars). */
  private onValue(value: string, type: string, operators: Record<string, unknown>): SqlCondition {
    const parts: SqlCondition[] = [];
    for (const [op, operand] of Object.entries(operators)) {
      let test: ValueTest | null = null;
      if (op === '$eq') test = equals(operand);
      else if (op === '$in') test = anyOf(operand);
      else if (op in COMPARISONS) test = compare(op, operand);
      else if (op === '$regex') test = regex(operand);
      const negated = op === '$ne' ? equals(operand) : op === '$nin' ? anyOf(operand) : null;
      if (test) parts.push(wrap(test(value, type)!));
      else if (negated) parts.push(not(wrap(negated(value, type)!)));
      else parts.push(SUPERSET);
    }
    return and(parts);
  }

  private next(): string {
    this.aliases.next += 1;
    return `e${this.aliases.next}`;
  }
}

const wrap = (c: SqlCondition): SqlCondition => ({ ...c, sql: `coalesce(${c.sql}, 0)` });
