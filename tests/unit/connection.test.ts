import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, MAX_PAGE_SIZE, pageSize, toConnection } from '../../server/src/graphql/connection';

/** The BAD_USER_INPUT error `run` throws. */
function badInput(run: () => unknown): GraphQLError {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(GraphQLError);
  expect((thrown as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
  return thrown as GraphQLError;
}

describe('pageSize', () => {
  it('uses the fallback when first is null or undefined', () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(null, 7)).toBe(7);
  });

  it('accepts 1 and the maximum', () => {
    expect(pageSize(1)).toBe(1);
    expect(pageSize(MAX_PAGE_SIZE)).toBe(100);
  });

  it.each([0, -1, 101, 2.5, Number.NaN])('refuses first = %d naming the argument', (first) => {
    const error = badInput(() => pageSize(first));
    expect(error.message).toBe('first must be a whole number from 1 to 100.');
    expect(error.extensions.field).toBe('first');
  });
});

describe('encodeCursor and decodeCursor', () => {
  it('round-trip the sort keys through an opaque, URL-safe string', () => {
    const keys = ['2026-01-02T03:04:05.000Z', 'news-a+b/c?', 42];
    const cursor = encodeCursor(keys);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, ['string', 'string', 'number'])).toEqual(keys);
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['JSON that is not an array', Buffer.from('{"a":1}').toString('base64url')],
    ['too few keys', encodeCursor(['a'])],
    ['too many keys', encodeCursor(['a', 'b', 'c'])],
    ['a key of the wrong type', encodeCursor(['a', 1])],
    ['an empty string', ''],
  ])('refuses %s with BAD_USER_INPUT on after', (_label, cursor) => {
    const error = badInput(() => decodeCursor(cursor, ['string', 'string']));
    expect(error.message).toBe('after is not a cursor this list gave out.');
    expect(error.extensions.field).toBe('after');
  });
});

describe('toConnection', () => {
  const cursorOf = (row: { id: string }) => encodeCursor([row.id]);

  it('cuts the extra row and reports a next page', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(toConnection(rows, 2, cursorOf, 10)).toEqual({
      edges: [
        { cursor: cursorOf({ id: 'a' }), node: { id: 'a' } },
        { cursor: cursorOf({ id: 'b' }), node: { id: 'b' } },
      ],
      pageInfo: { hasNextPage: true, endCursor: cursorOf({ id: 'b' }) },
      totalCount: 10,
    });
  });

  it('reports no next page on the last page and a null end cursor when empty', () => {
    expect(toConnection([{ id: 'a' }], 2, cursorOf, 1).pageInfo).toEqual({ hasNextPage: false, endCursor: cursorOf({ id: 'a' }) });
    expect(toConnection([], 2, cursorOf, 0)).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 });
  });
});
