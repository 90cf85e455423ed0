import type { IncomingHttpHeaders } from 'node:http';
import { MIMEType } from 'node:util';

/*
 * Which GET requests of the GraphQL endpoint Apollo runs, and the cache key of one: Apollo's CSRF and
 * content-type rules, which a cached answer must match exactly, and its four parameters as canonical JSON.
 */

/**
 * What every GET answer of the endpoint varies on: its content type (Accept), its encoding, and
 * whether the caller is signed in (Cookie): the same on a hit, a 304, a miss and a signed-in answer.
 */
export const GRAPHQL_GET_VARY = 'Accept, Accept-Encoding, Cookie';
/** The query parameters Apollo reads on a GET; any other parameter changes nothing in the answer. */
const KNOWN_PARAMETERS = ['query', 'operationName', 'variables', 'extensions'] as const;
/** Apollo's two content types for a single answer, in Apollo's order (its chooseContentTypeForSingleResultResponse). */
export const ANSWER_TYPES = ['application/json', 'application/graphql-response+json'];

// Apollo's CSRF prevention (@apollo/server src/preventCsrf.ts, not exported): the CORS-safelisted
// content types, and the headers that only a page's own script can add.
const NON_PREFLIGHTED_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const CSRF_PREVENTION_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

/** A header's value as Apollo's HeaderMap holds it (repeated values joined). */
const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** The essence (`type/subtype`, lower case) of a Content-Type, or null when it does not parse (WHATWG MIME parsing, as Apollo's whatwg-mimetype). */
export function mimeEssence(contentType: string): string | null {
  try {
    return new MIMEType(contentType).essence;
  } catch {
    return null;
  }
}

/**
 * Apollo's CSRF prevention rule, exactly (preventCsrf): a request passes when its Content-Type is
 * present and either does not parse or is not one of the three CORS-safelisted types (a browser
 * preflights it), or when it carries a non-empty `x-apollo-operation-name` or
 * `apollo-require-preflight`.
 */
export function passesCsrfPrevention(headers: IncomingHttpHeaders): boolean {
  const contentType = headerValue(headers['content-type']);
  if (contentType !== undefined) {
    const essence = mimeEssence(contentType);
    if (essence === null || !NON_PREFLIGHTED_CONTENT_TYPES.includes(essence)) return true;
  }
  return CSRF_PREVENTION_HEADERS.some((name) => {
    const value = headerValue(headers[name]);
    return value !== undefined && value.length > 0;
  });
}

/**
 * Whether Apollo executes a GET with these headers: it passes CSRF prevention, and its
 * Content-Type, if any, is application/json (Apollo answers any other 415, runHttpQuery). Only
 * such a request may be answered from the cache.
 */
export function apolloRunsGet(headers: IncomingHttpHeaders): boolean {
  if (!passesCsrfPrevention(headers)) return false;
  const contentType = headerValue(headers['content-type']);
  return contentType === undefined || mimeEssence(contentType) === 'application/json';
}

/** JSON with every object's keys in sorted order, so `{"b":1,"a":2}` and `{"a":2,"b":1}` are one text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The cache key of a GET: the answer's content type and Apollo's four parameters, variables and
 * extensions as canonical JSON. Other parameters (`&z=1`) and the order of parameters or of
 * variables cannot make a new entry. Null when Apollo would refuse the request (a parameter given
 * twice, JSON that is not an object, no query and no persisted query): it then goes to Apollo.
 */
export function cacheKeyOf(url: string, answerType: string): string | null {
  const search = url.indexOf('?');
  if (search < 0) return null;
  const params = new URLSearchParams(url.slice(search + 1));
  const parts: Array<string | null> = [];
  for (const name of KNOWN_PARAMETERS) {
    const values = params.getAll(name);
    if (values.length > 1) return null;
    const value = values[0];
    if (value === undefined) {
      parts.push(null);
    } else if (name === 'variables' || name === 'extensions') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return null;
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      parts.push(canonicalJson(parsed));
    } else {
      parts.push(value);
    }
  }
  const [query, , , extensions] = parts;
  if (query === null && extensions === null) return null;
  return JSON.stringify([answerType, ...parts]);
}

