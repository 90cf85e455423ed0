import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimsChangeTags, PRIVATE_COLLECTIONS, tagsOfChange } from '../../server/src/http/cache/change-tags';
import { ALL } from '../../server/src/http/cache/cache-tags';
import { CONTENT_COLLECTIONS } from '../../server/src/modules/content/content.model';

/**
 * A change of a collection that is neither private nor claimed by a module's `*.tags.ts` evicts the whole response
 * cache and every rendered page. That is right for a collection of unknown meaning, and wrong for every collection
 * the code knows: a first sign-in's `signIns` record emptied the cache of the whole site. Every collection the code
 * names (`export const X_COLLECTION = '...'` and the content kinds) is one or the other.
 */
function collectionsNamedIn(folder: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    for (const match of readFileSync(path, 'utf8').matchAll(/export const ([A-Z_]+_COLLECTION) = '([^']+)'/g)) found.set(match[2]!, `${match[1]} in ${path}`);
  }
  return found;
}

describe('every collection the code names is private or has its change tags', () => {
  const named = collectionsNamedIn('server/src');
  for (const name of Object.values(CONTENT_COLLECTIONS)) named.set(name, 'CONTENT_COLLECTIONS');

  it('finds the collections (the scan itself works)', () => {
    expect(named.size).toBeGreaterThanOrEqual(15);
    expect(named.has('builds') && named.has('signIns')).toBe(true);
  });

  it('is private or claimed by a module (which may evict everything on purpose: a published game data version)', () => {
    const unclaimed = [...named].filter(([name]) => !PRIVATE_COLLECTIONS.has(name) && !claimsChangeTags(name)).map(([name, where]) => `${name} (${where})`);
    expect(unclaimed).toEqual([]);
  });

  it('evicts everything for a collection nobody claims, and nothing for a private one', () => {
    expect(tagsOfChange({ type: 'update', collection: 'nobodys', id: 'x', document: { _id: 'x' } })).toEqual([ALL]);
    expect(tagsOfChange({ type: 'insert', collection: 'signIns', id: 'x', document: { _id: 'x' } })).toEqual([]);
  });
});
