import { describe, expect, it } from 'vitest';
import { addLocalBuild, LOCAL_BUILDS_KEY, LOCAL_BUILDS_MAX, readLocalBuilds, removeLocalBuilds } from '../../client/src/lib/local-builds';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('local builds', () => {
  it('keeps, reads and removes builds made while signed out', () => {
    const storage = memoryStorage();
    expect(addLocalBuild(storage, { source: 'copy', buildId: 'b1', name: 'One' })).toBe(true);
    expect(addLocalBuild(storage, { source: 'fields', input: { name: 'Two' }, name: 'Two' })).toBe(true);
    const builds = readLocalBuilds(storage);
    expect(builds.map((b) => b.name)).toEqual(['One', 'Two']);
    removeLocalBuilds(storage, new Set([builds[0]!.localId]));
    expect(readLocalBuilds(storage).map((b) => b.name)).toEqual(['Two']);
    removeLocalBuilds(storage, new Set([builds[1]!.localId]));
    expect(storage.data.has(LOCAL_BUILDS_KEY)).toBe(false);
  });

  it('ignores stored values it cannot read instead of failing', () => {
    expect(readLocalBuilds(memoryStorage({ [LOCAL_BUILDS_KEY]: '{not json' }))).toEqual([]);
    expect(readLocalBuilds(memoryStorage({ [LOCAL_BUILDS_KEY]: '{"a":1}' }))).toEqual([]);
    const mixed = JSON.stringify([{ localId: 'x', name: 'ok', savedAt: 't', source: 'copy', buildId: 'b' }, { name: 'broken' }]);
    expect(readLocalBuilds(memoryStorage({ [LOCAL_BUILDS_KEY]: mixed })).map((b) => b.name)).toEqual(['ok']);
    expect(readLocalBuilds(null)).toEqual([]);
  });

  it('refuses more than the maximum', () => {
    const storage = memoryStorage();
    for (let i = 0; i < LOCAL_BUILDS_MAX; i += 1) expect(addLocalBuild(storage, { source: 'copy', buildId: `b${i}`, name: `B${i}` })).toBe(true);
    expect(addLocalBuild(storage, { source: 'copy', buildId: 'over', name: 'Over' })).toBe(false);
    expect(readLocalBuilds(storage)).toHaveLength(LOCAL_BUILDS_MAX);
  });
});
