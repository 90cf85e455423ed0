import { badUserInput } from './errors';

export const MAX_PAGE_SIZE = 100;

/** Checks a connection's `first` argument: 1 to {@link MAX_PAGE_SIZE}. */
export function pageSize(first: number | null | undefined, fallback = 20): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badUserInput(`first must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, 'first');
  }
  return size;
}

/** Cursors are opaque to clients: URL-safe base64 of a JSON array of the sort keys. */
export function encodeCursor(keys: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** Decodes a cursor made by {@link encodeCursor}; anything else is a BAD_USER_INPUT error. */
export function decodeCursor(cursor: string, shape: ReadonlyArray<'string' | 'number'>): Array<string | number> {
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    keys = undefined;
  }
  if (!Array.isArray(keys) || keys.length !== shape.length || keys.some((key, i) => typeof key !== shape[i])) {
    throw badUserInput('after is not a cursor this list gave out.', 'after');
  }
  return keys as Array<string | number>;
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** Builds a connection from one page read with `limit: size + 1` (the extra row tells hasNextPage). */
export function toConnection<T>(rows: T[], size: number, cursorOf: (row: T) => string, totalCount: number): Connection<T> {
  const page = rows.slice(0, size);
  const edges = page.map((node) => ({ cursor: cursorOf(node), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null }, totalCount };
}
