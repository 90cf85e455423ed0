import { describe, expect, it } from 'vitest';
import { ITEMS } from '../../server/game-data/data/items';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { TRAITS } from '../../server/game-data/data/traits';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';
import {
  checkVariantName,
  checkVariants,
  findVariant,
  FIRST_VARIANT_NAME,
  freeVariantName,
  moveVariant,
  storedVariantsOf,
  type StoredVariant,
  VARIANT_NAME_MAX,
  VARIANTS_MAX,
  variantsOfStored,
} from '../../server/game-data/rules/variants';
import { checkBuildFields, type BuildCatalog } from '../../server/src/modules/builds/build.rules';
import type { BuildDocument } from '../../server/src/modules/builds/build.model';

const catalog: BuildCatalog = { traits: TRAIT_CATALOG, item: (id) => ITEMS.find((item) => item.id === id), monster: (id) => MONSTERS.find((monster) => monster.id === id) };
const v2 = (name: string) => TRAITS.find((t) => t.name === name)!.number;
const NO_STATS = { hp: 0, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 };
const now = '2026-11-01T10:00:00.000Z';

/** Every shape a build has been stored in so far, before variants existed. */
const SAVED_SHAPES: Record<string, BuildDocument> = {
  'a trait build of version 2': {
    _id: 'trait', name: 'Ember mage', owner: 'p1', ownerUsername: 'p1', class: 'mage', characterLevel: 30, isPublic: true, isPlannerBuild: false,
    publishDate: now, buildIconId: null, assignedPoints: { [String(v2('Ember Heart'))]: 3 }, dataVersion: 2, statAllocations: NO_STATS, equippedItemIds: {},
    likeCount: 2, commentCount: 0, createdAt: now, updatedAt: now,
  },
  'a planner build with an unknown item kept as legacyValue': {
    _id: 'planner', name: 'Old gear', owner: 'p1', ownerUsername: null, class: 'knight', characterLevel: 12, isPublic: false, isPlannerBuild: true,
    publishDate: null, buildIconId: 'sword', assignedPoints: {}, dataVersion: 2, statAllocations: { ...NO_STATS, hp: 6, ability: 4 },
    equippedItemIds: { 'hand-main': { itemId: 'rusty-shortsword', legacyValue: null }, head: { itemId: '', legacyValue: 'helm-of-old' } },
    likeCount: 0, commentCount: 0, createdAt: now, updatedAt: now,
  },
  'a build with a levelling plan, a target, notes and tags': {
    _id: 'planned', name: 'Planned', owner: 'p2', ownerUsername: 'p2', class: 'rogue', characterLevel: 2, isPublic: false, isPlannerBuild: true,
    publishDate: null, buildIconId: null, assignedPoints: {}, dataVersion: 2, statAllocations: { ...NO_STATS, hp: 2 }, equippedItemIds: {},
    levellingPlan: '[1,"00",[]]', targetMonsterId: 'cellar-rat', description: '# Notes', tags: ['levelling'], likeCount: 0, commentCount: 0, createdAt: now, updatedAt: now,
  },
  'a build migrated from version 1, with the old likes and comments arrays': {
    _id: 'old', name: 'Old knight', owner: 'p3', ownerUsername: 'p3', class: 'knight', characterLevel: 40, isPublic: false, isPlannerBuild: false,
    publishDate: null, buildIconId: null, assignedPoints: { '13': 5 }, madeWithVersion: 1, migrationNotes: ['x'], forkedFrom: null,
    statAllocations: NO_STATS, equippedItemIds: {}, ratings: {}, comments: [], likeCount: 0, commentCount: 0, createdAt: now, updatedAt: now,
  },
  'a build saved before data versions (no dataVersion), plan and target null': {
    _id: 'v1', name: 'Very old', owner: 'p3', ownerUsername: 'p3', class: 'squire', characterLevel: 1, isPublic: false, isPlannerBuild: false,
    publishDate: null, buildIconId: null, assignedPoints: {}, statAllocations: NO_STATS, equippedItemIds: {}, levellingPlan: null, targetMonsterId: null,
    likeCount: 0, commentCount: 0, createdAt: now, updatedAt: now,
  },
};

describe('variantsOfStored (the read-time migration)', () => {
  for (const [shape, build] of Object.entries(SAVED_SHAPES)) {
    it(`reads ${shape} as one variant holding exactly its fields`, () => {
      expect(variantsOfStored(build)).toEqual([
        {
          name: FIRST_VARIANT_NAME,
          characterLevel: build.characterLevel,
          assignedPoints: build.assignedPoints,
          statAllocations: build.statAllocations,
          equippedItemIds: build.equippedItemIds,
          levellingPlan: build.levellingPlan ?? null,
          targetMonsterId: build.targetMonsterId ?? null,
        },
      ]);
    });
  }

  it('reads the stored form back as the list it was made from, first variant first', () => {
    const list: Array<StoredVariant<BuildDocument['equippedItemIds']>> = [
      { name: 'Levelling 1–60', characterLevel: 60, assignedPoints: { '1': 2 }, statAllocations: { ...NO_STATS, hp: 3 }, equippedItemIds: {}, levellingPlan: null, targetMonsterId: 'cellar-rat' },
      { name: 'Endgame', characterLevel: 200, assignedPoints: {}, statAllocations: NO_STATS, equippedItemIds: { ring: { itemId: 'x', legacyValue: null } }, levellingPlan: null, targetMonsterId: null },
    ];
    const stored = storedVariantsOf(list);
    expect(stored.variantName).toBe('Levelling 1–60');
    expect(stored.characterLevel).toBe(60);
    expect(stored.variants).toEqual([list[1]]);
    expect(variantsOfStored(stored)).toEqual(list);
  });
});

describe('checkVariantName', () => {
  it(`accepts ${VARIANT_NAME_MAX} characters and refuses ${VARIANT_NAME_MAX + 1}`, () => {
    expect(checkVariantName('x'.repeat(VARIANT_NAME_MAX))).toEqual({ ok: true, value: 'x'.repeat(VARIANT_NAME_MAX) });
    expect(checkVariantName('x'.repeat(VARIANT_NAME_MAX + 1))).toEqual({ ok: false, message: 'A variant name needs 1 to 32 characters.' });
  });

  it('trims the name and counts what is left', () => {
    expect(checkVariantName(`  ${'y'.repeat(VARIANT_NAME_MAX)}  `)).toEqual({ ok: true, value: 'y'.repeat(VARIANT_NAME_MAX) });
    expect(checkVariantName('   ').ok).toBe(false);
  });

  it('refuses a name another variant has, ignoring case and spaces', () => {
    expect(checkVariantName(' endgame ', ['Levelling', 'Endgame'])).toEqual({ ok: false, message: 'Another variant is already named “endgame”.' });
    expect(checkVariantName('Endgame 2', ['Endgame']).ok).toBe(true);
  });

  it('refuses control and direction characters and invisible names', () => {
    expect(checkVariantName('End\u202Egame').ok).toBe(false);
    expect(checkVariantName('\u200B\u200B').ok).toBe(false);
  });
});

describe('checkVariants', () => {
  const one = (name: string, characterLevel = 10) => ({ name, characterLevel });
  const check = (list: Array<{ name: string; characterLevel: number; class?: string | null; assignedPoints?: Array<{ trait: number; points: number }> }>) =>
    checkVariants(list, 'mage', (variant) => {
      const outcome = checkBuildFields({ name: 'Build', class: 'mage', characterLevel: variant.characterLevel, assignedPoints: variant.assignedPoints ?? [] }, catalog);
      return outcome.ok ? { ok: true as const, value: { characterLevel: outcome.value.characterLevel } } : outcome;
    });

  it(`accepts ${VARIANTS_MAX} variants and refuses ${VARIANTS_MAX + 1}`, () => {
    const eight = Array.from({ length: VARIANTS_MAX }, (_, i) => one(`V${i + 1}`));
    const accepted = check(eight);
    expect(accepted.ok && accepted.value.map((v) => v.name)).toEqual(eight.map((v) => v.name));
    expect(check([...eight, one('V9')])).toEqual({ ok: false, problem: { field: 'variants', message: 'A build can have at most 8 variants.' } });
  });

  it('refuses an empty list', () => {
    expect(check([])).toMatchObject({ ok: false, problem: { field: 'variants' } });
  });

  it('names the variant and field of a name problem: a 33-character name, a duplicate', () => {
    expect(check([one('A'), one('b'.repeat(33))])).toMatchObject({ ok: false, problem: { field: 'variants[1].name' } });
    expect(check([one('A'), one('B'), one('C'), one(' a ')])).toEqual({ ok: false, problem: { field: 'variants[3].name', message: 'Another variant is already named “a”.' } });
  });

  it('refuses a variant of another class', () => {
    expect(check([one('A'), { ...one('B'), class: 'knight' }])).toMatchObject({ ok: false, problem: { field: 'variants[1].class' } });
    expect(check([{ ...one('A'), class: 'mage' }]).ok).toBe(true);
  });

  it("checks each variant by the build's own rules and names its field", () => {
    expect(check([one('A'), one('B', 0)])).toMatchObject({ ok: false, problem: { field: 'variants[1].characterLevel', message: expect.stringMatching(/^B: The level must be/) } });
    expect(check([one('A'), { ...one('B', 1), assignedPoints: [{ trait: v2('Ember Heart'), points: 50 }] }])).toMatchObject({ ok: false, problem: { field: 'variants[1].assignedPoints' } });
  });

  it('trims the names it returns', () => {
    const outcome = check([one('  Endgame ')]);
    expect(outcome.ok && outcome.value[0]!.name).toBe('Endgame');
  });
});

describe('findVariant', () => {
  const names = ['Levelling', 'Endgame', 'Budget'];
  it('finds by name ignoring case, by place from 1, and 0 for no parameter', () => {
    expect(findVariant(names, 'endgame')).toBe(1);
    expect(findVariant(names, '3')).toBe(2);
    expect(findVariant(names, null)).toBe(0);
    expect(findVariant(names, '')).toBe(0);
  });
  it('says -1 for a name or place the build does not have', () => {
    expect(findVariant(names, 'PvP')).toBe(-1);
    expect(findVariant(names, '4')).toBe(-1);
    expect(findVariant(names, '0')).toBe(-1);
  });
  it('prefers a variant named by digits over the place', () => {
    expect(findVariant(['A', '1'], '1')).toBe(1);
  });
});

describe('freeVariantName and moveVariant', () => {
  it('numbers a taken name and keeps it within 32 characters', () => {
    expect(freeVariantName('Endgame', ['Endgame'])).toBe('Endgame 2');
    expect(freeVariantName('Endgame 2', ['Endgame', 'Endgame 2'])).toBe('Endgame 3');
    expect(freeVariantName('Fresh', ['Endgame'])).toBe('Fresh');
    const long = 'z'.repeat(VARIANT_NAME_MAX);
    expect(freeVariantName(long, [long])).toBe(`${'z'.repeat(VARIANT_NAME_MAX - 2)} 2`);
    expect(freeVariantName('\u202E', [])).toBe('Variant');
  });

  it('moves an entry and clamps the place', () => {
    expect(moveVariant(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveVariant(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveVariant(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
