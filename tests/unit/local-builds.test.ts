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

describe('local builds as the lists show them', () => {
  it('gives a kept planner build its class, level and a tool link with its state and name', async () => {
    const { localBuildView } = await import('../../client/src/lib/local-build-views');
    const { decodeShareState } = await import('../../server/game-data/rules/share-state');
    const view = localBuildView({
      localId: 'l1', name: 'Kept & named', savedAt: '2026-11-27T00:00:00.000Z', source: 'fields',
      input: { class: 'knight', characterLevel: 20, isPlannerBuild: true, assignedPoints: [{ trait: 13, points: 2 }], statAllocations: { hp: 4 }, equippedItemIds: [{ slot: 'hand-main', itemId: 'rusty-shortsword' }] },
    });
    expect(view).toMatchObject({ name: 'Kept & named', className: 'Knight', level: 20, kind: 'planner', variantCount: 1 });
    const url = new URL(view.openPath, 'http://x');
    expect(url.pathname).toBe('/tools/planner');
    expect(url.searchParams.get('name')).toBe('Kept & named');
    const state = decodeShareState(url.searchParams.get('state'));
    expect(state).toMatchObject({ characterClass: 'knight', level: 20, points: [[13, 2]] });
    expect(state.stats.hp).toBe(4);
    expect(state.equipment['hand-main']).toBe('rusty-shortsword');
  });

  it('reads a kept build with variants: the first for the lists, every one for the editor, and a link that opens them all', async () => {
    const { localBuildStates, localBuildView } = await import('../../client/src/lib/local-build-views');
    const input = {
      class: 'mage', isPlannerBuild: true,
      variants: [{ name: 'Levelling', characterLevel: 30, statAllocations: { magic: 5 } }, { name: 'Endgame', characterLevel: 200, assignedPoints: [{ trait: 13, points: 1 }] }],
    };
    const view = localBuildView({ localId: 'l2', name: 'Two setups', savedAt: '2026-11-27T00:00:00.000Z', source: 'fields', input });
    expect(view).toMatchObject({ className: 'Mage', level: 30, kind: 'planner', variantCount: 2 });
    const url = new URL(view.openPath, 'http://x');
    expect([url.searchParams.get('local'), url.searchParams.get('variant')]).toEqual(['l2', 'Levelling']);
    const states = localBuildStates(input, 'Main');
    expect(states.map((s) => [s.name, s.build.characterClass, s.build.level])).toEqual([['Levelling', 'mage', 30], ['Endgame', 'mage', 200]]);
    expect(states[0]!.build.stats.magic).toBe(5);
    // An input kept before variants is one variant, and its link has no `local=`.
    expect(localBuildStates({ class: 'rogue', characterLevel: 7 }, 'Main').map((s) => [s.name, s.build.level])).toEqual([['Main', 7]]);
    expect(new URL(localBuildView({ localId: 'l3', name: 'Old', savedAt: '2026-11-27T00:00:00.000Z', source: 'fields', input: { class: 'rogue', characterLevel: 7 } }).openPath, 'http://x').searchParams.has('local')).toBe(false);
  });

  it('opens a kept copy on its public page; an old copy without class shows none', async () => {
    const { localBuildView } = await import('../../client/src/lib/local-build-views');
    expect(localBuildView({ localId: 'c', name: 'Copy', savedAt: 't', source: 'copy', buildId: 'b/1', characterClass: 'mage', level: 30 })).toMatchObject({ className: 'Mage', level: 30, kind: 'copy', openPath: '/builds/b%2F1' });
    expect(localBuildView({ localId: 'c', name: 'Old', savedAt: 't', source: 'copy', buildId: 'b' })).toMatchObject({ className: null, level: null });
    // A trait build with nonsense fields still opens: the tools repair the state.
    expect(localBuildView({ localId: 'f', name: 'Odd', savedAt: 't', source: 'fields', input: { class: 'wizard', characterLevel: 'x', assignedPoints: 'no' } })).toMatchObject({ className: 'Squire', level: 1, kind: 'trait tree' });
  });
});
