import { DateTimeResolver } from 'graphql-scalars';
import { GraphQLScalarType } from 'graphql';

/*
 * The fast paths: shortcuts that answer exactly what the plain path answers, for less CPU. One switch turns them all
 * on or off (FAST_PATHS, config.ts; on by default), so each can be measured against the plain path (`npm run bench`
 * with FAST_PATHS=off) and a doubt about one is settled by turning them off:
 *
 * - a cached GraphQL GET or page answered before Express (http/cache/response-cache.ts `answer`; off: by its
 *   middleware inside Express, the same entry);
 * - anonymous `POST /graphql` on the lean path (lean-graphql.ts): read and checked before Express, known queries
 *   executed directly with graphql-js and compiled by graphql-jit (graphql/compiled-queries.ts); off: Express and
 *   Apollo;
 * - the DateTime memo below (off: graphql-scalars' DateTimeResolver);
 * - the renderer's one-walk JSON copy of an answer, {@link asJsonValue} (off: JSON.stringify and JSON.parse).
 */

/** The form every stored date has (`Date.prototype.toISOString`), which DateTime serialises to itself. */
const CANONICAL_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Dates already checked (the same stored dates are read again and again), up to this many. */
const KNOWN_DATES = 10_000;
const knownDates = new Set<string>();

/**
 * graphql-scalars' DateTime, with a short way for the dates the store holds: a canonical UTC
 * string that is a real date is sent as it is (what DateTimeResolver answers for it, for the
 * price of one regular expression and one Date), anything else goes through DateTimeResolver's
 * own validation and conversion.
 */
export const memoDateTime = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  serialize(value) {
    if (typeof value === 'string') {
      if (knownDates.has(value)) return value;
      if (CANONICAL_UTC.test(value)) {
        const time = Date.parse(value);
        if (!Number.isNaN(time) && new Date(time).toISOString() === value) {
          if (knownDates.size >= KNOWN_DATES) knownDates.clear();
          knownDates.add(value);
          return value;
        }
      }
    }
    return DateTimeResolver.serialize(value);
  },
});


/**
 * A GraphQL answer as the browser receives it, the value `JSON.parse(JSON.stringify(value))` gives
 * (scalars serialized: a DateTime is a Date until it is JSON; undefined members dropped), made by
 * one walk instead of writing and parsing the whole text (the items library's answer is ~100 KB).
 * Every record is copied into a plain object, as JSON.parse makes them: graphql-js answers with
 * null-prototype objects, which V8 keeps as dictionaries, ten times slower for everything that
 * reads the answer afterwards (the page's render, the state's JSON).
 */
export function asJsonValue(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index += 1) {
      const json = asJsonValue(value[index]);
      // JSON writes a member it cannot write (undefined, a function) in a list as null.
      copy[index] = json === undefined ? null : json;
    }
    return copy;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  // Anything but a plain record (a Date, an object with toJSON, a class): exactly as JSON writes it (rare).
  if ((prototype !== null && prototype !== Object.prototype) || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    const text = JSON.stringify(value) as string | undefined;
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  }
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(record)) {
    const json = asJsonValue(record[key]);
    // A member JSON cannot write (undefined, a function) is left out; `__proto__` stays a member, as JSON.parse keeps it.
    if (json === undefined) continue;
    if (key === '__proto__') Object.defineProperty(copy, key, { value: json, enumerable: true, writable: true, configurable: true });
    else copy[key] = json;
  }
  return copy;
}


/** The plain way to {@link asJsonValue}'s value: write the JSON and read it back. */
export const jsonRoundTrip = (value: unknown): unknown => {
  const text = JSON.stringify(value) as string | undefined;
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
};
