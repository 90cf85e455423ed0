import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../server/game-data/data/traits';
import { ITEMS } from '../../server/game-data/data/items';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { CLASS_IDS, MAX_LEVEL, SLOT_IDS, STAT_IDS } from '../../server/game-data/rules/constants';
import { GAME_DATA_VERSION, migrateBuild, V1_TO_V2_TRAITS } from '../../server/game-data/rules/migrations';
import { decodeShareState, encodeShareState, openShareState, type SharedBuild } from '../../server/game-data/rules/share-state';
import { pointsFromPairs, TRAIT_CATALOG, traitPointsProblem } from '../../server/game-data/rules/traits';
import { checkBuildFields, type BuildCatalog } from '../../server/src/modules/builds/build.rules';

const encodeRaw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const v2 = (name: string) => TRAITS.find((t) => t.name === name)!.number;
const catalog: BuildCatalog = { traits: TRAIT_CATALOG, item: (id) => ITEMS.find((item) => item.id === id), monster: (id) => MONSTERS.find((monster) => monster.id === id) };

/** The server's own check of what a tool would save from a share state. */
function serverAccepts(build: SharedBuild) {
  return checkBuildFields(
    {
      name: 'From a link',
      class: build.characterClass,
      characterLevel: build.level,
      isPlannerBuild: true,
      assignedPoints: build.points.map(([trait, points]) => ({ trait, points })),
      statAllocations: build.stats,
      equippedItemIds: [],
    },
    catalog,
  );
}

describe('the version 1 to 2 migration', () => {
  it('maps every version 1 trait to its version 2 number by name, or to null when it was removed', () => {
    expect(V1_TO_V2_TRAITS.size).toBe(30);
    expect(V1_TO_V2_TRAITS.get(1)).toBe(v2('Tough Hide'));
    expect(V1_TO_V2_TRAITS.get(16)).toBe(v2('Cleave'));
    expect(V1_TO_V2_TRAITS.get(4)).toBeNull(); // Quick Study
    expect(V1_TO_V2_TRAITS.get(22)).toBeNull(); // Light Step
  });

  it('renumbers a real version 1 knight build, refunds what the new tree refuses and says so', () => {
    // Version 1: Tough Hide 5, Shield Wall 5, Iron Skin 3 (needed a point in Shield Wall), Quick Study 2 at level 40.
    const { build, changes, from } = migrateBuild({ characterClass: 'knight', level: 40, points: [[1, 5], [13, 5], [15, 3], [4, 2]] }, 1);
    expect(from).toBe(1);
    expect(build.points).toEqual([[v2('Tough Hide'), 5], [v2('Shield Wall'), 5]]);
    expect(changes).toEqual([
      'The trait trees were redrawn in version 2: traits have new numbers, tiers and prerequisites.',
      'Quick Study was removed: 2 points refunded.',
      'Iron Skin: 3 points refunded (needs 5 points in Shield Bash).',
    ]);
    expect(traitPointsProblem(TRAIT_CATALOG, { characterClass: 'knight', level: 40, points: pointsFromPairs(build.points) })).toBeNull();
  });

  it('changes nothing for a build of the current version', () => {
    const input = { characterClass: 'mage' as const, level: 10, points: [[v2('Ember Heart'), 2]] as Array<[number, number]> };
    expect(migrateBuild(input, 2)).toEqual({ build: input, from: 2, changes: [] });
  });

  it('reads an unknown version as the current one and says so', () => {
    expect(migrateBuild({ characterClass: 'mage', level: 10, points: [] }, 9).changes).toEqual(['Game data version 9 is unknown; the build was read as version 2.']);
  });
});

describe('openShareState', () => {
  it('opens a version 1 link migrated, with the notice of what changed', () => {
    const opened = openShareState(encodeRaw([1, 40, [[13, 5], [4, 2]], [0, 0, 0, 0, 0, 0, 0], []]));
    expect(opened.madeWith).toBe(1);
    expect(opened.build.dataVersion).toBe(GAME_DATA_VERSION);
    expect(opened.build.points).toEqual([[v2('Shield Wall'), 5]]);
    expect(opened.changes).toContain('Quick Study was removed: 2 points refunded.');
  });

  it('opens a current link unchanged', () => {
    const state = encodeShareState({ ...decodeShareState(null), characterClass: 'mage', level: 10, points: [[v2('Ember Heart'), 3]] });
    expect(openShareState(state)).toMatchObject({ madeWith: 2, changes: [], build: { points: [[v2('Ember Heart'), 3]] } });
  });

  it('refunds stats past the level’s budget, keeping the first in share-state order', () => {
    const opened = openShareState(encodeRaw([0, 3, [], [3, 3, 3, 0, 0, 0, 0], [], 2]));
    expect(opened.build.stats).toMatchObject({ hp: 3, mp: 3, magic: 0 });
    expect(opened.changes).toEqual(['3 magic stat points refunded (level 3 gives 6 stat points, at most 3 in one stat).']);
  });
});

// Many runs each: they take a few seconds, longer on a loaded machine.
describe('property tests (fast-check)', { timeout: 120_000 }, () => {
  it('decodes 100,000 random strings without throwing, and opens each to a build the server accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        decodeShareState(text);
        const { build } = openShareState(text);
        expect(serverAccepts(build)).toMatchObject({ ok: true });
      }),
      { numRuns: 100_000 },
    );
  });

  it('opens random JSON arrays, encoded as links, to builds the server accepts', () => {
    const json = fc.jsonValue({ maxDepth: 2 });
    const entry = fc.oneof(fc.tuple(fc.integer({ min: -5, max: 130 }), fc.integer({ min: -3, max: 8 })), json);
    const raw = fc.tuple(
      fc.oneof(fc.integer({ min: -2, max: 6 }), json),
      fc.oneof(fc.integer({ min: -5, max: 260 }), json),
      fc.array(entry, { maxLength: 40 }),
      fc.array(fc.oneof(fc.integer({ min: -5, max: 260 }), fc.double(), json), { maxLength: 9 }),
      fc.array(fc.oneof(fc.constantFrom('', ...ITEMS.slice(0, 5).map((i) => i.id)), json), { maxLength: 12 }),
      fc.oneof(fc.constant(undefined), fc.integer({ min: -1, max: 4 })),
    );
    fc.assert(
      fc.property(raw, (array) => {
        const state = encodeRaw(array[5] === undefined ? array.slice(0, 5) : array);
        const outcome = serverAccepts(openShareState(state).build);
        // Equipment is the planner's to repair (an item in the wrong slot); traits and stats always pass.
        expect(outcome.ok || outcome.problem.field === 'equippedItemIds').toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  /** Valid current builds: made by the rules themselves from random choices. */
  const validBuild = fc
    .record({
      characterClass: fc.constantFrom(...CLASS_IDS),
      level: fc.integer({ min: 1, max: MAX_LEVEL }),
      picks: fc.array(fc.nat(), { maxLength: 120 }),
      stats: fc.array(fc.nat({ max: MAX_LEVEL }), { minLength: 7, maxLength: 7 }),
      items: fc.array(fc.constantFrom('', 'no-such-item', ...ITEMS.map((i) => i.id)), { minLength: 10, maxLength: 10 }),
    })
    .map(({ characterClass, level, picks, stats, items }): SharedBuild => {
      const opened = openShareState(encodeRaw([CLASS_IDS.indexOf(characterClass), level, picks.map((p) => [1 + (p % TRAITS.length), 1]), stats, items, 2]));
      return opened.build;
    });

  it('gives back every valid build after encode then decode', () => {
    fc.assert(
      fc.property(validBuild, (build) => {
        expect(decodeShareState(encodeShareState(build))).toEqual(build);
      }),
      { numRuns: 5_000 },
    );
  });

  it('migrates every version 1 state to a valid version 2 build', () => {
    const v1Points = fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 5 })), { maxLength: 30 });
    fc.assert(
      fc.property(fc.constantFrom(...CLASS_IDS), fc.integer({ min: 1, max: MAX_LEVEL }), v1Points, (characterClass, level, points) => {
        const opened = openShareState(encodeRaw([CLASS_IDS.indexOf(characterClass), level, points, STAT_IDS.map(() => 0), SLOT_IDS.map(() => '')]));
        expect(opened.madeWith).toBe(1);
        expect(serverAccepts(opened.build)).toMatchObject({ ok: true });
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('a damaged link', () => {
  it('says so for values that are no share state at all, and not for readable ones', async () => {
    const { isDamagedShareState } = await import('../../server/game-data/rules/share-state');
    for (const state of ['NOTBASE64!!', '', 'e30', btoa('not json'), btoa('{"a":1}'), 'A']) {
      expect({ state, opened: openShareState(state).damaged, checked: isDamagedShareState(state) }).toEqual({ state, opened: true, checked: true });
    }
    expect(openShareState(encodeRaw([1, 40, [], [0, 0, 0, 0, 0, 0, 0], []])).damaged).toBe(false);
    expect(openShareState(encodeRaw([9, -3, 'x'])).damaged).toBe(false);
  });
});
