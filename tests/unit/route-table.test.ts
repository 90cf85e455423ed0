import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../client/src/app/router';
import { ROUTE_TABLE } from '../e2e/routes';

/** Every full path of the router: index routes take their parent's path. */
function fullPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path?.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path ?? ''}`;
    const here = route.index || route.path !== undefined ? [own] : [];
    return [...here, ...fullPaths(route.children ?? [], own)];
  });
}

describe('the browser tests’ route table (tests/e2e/routes.ts)', () => {
  it('lists every route of the router, and no route the router lacks', () => {
    const inRouter = [...new Set(fullPaths(routes))].sort();
    const inTable = ROUTE_TABLE.map((entry) => entry.path).sort();
    expect(inTable).toEqual(inRouter);
  });

  it('gives each route one entry, with a page of the route that starts with a slash', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTE_TABLE.filter((entry) => !/^\/(?!\/)/.test(entry.url))).toEqual([]);
  });
});
