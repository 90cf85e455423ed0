import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ITEMS } from '../../server/game-data/data/items';
import { TRAITS } from '../../server/game-data/data/traits';
import { SLOT_IDS } from '../../server/game-data/rules/constants';
import { mayWear } from '../../server/game-data/rules/wearing';
import { reshapeBuild, type ReshapeItemLookup } from '../../server/game-data/rules/reshape';
import { defaultSharedBuild, type SharedBuild } from '../../server/game-data/rules/share-state';
import { statPointsProblem } from '../../server/game-data/rules/stat-points';
import { pointsFromPairs, TRAIT_CATALOG, traitPointsProblem } from '../../server/game-data/rules/traits';

const knightOnly = ITEMS.find((item) => item.slot === 'chest' && !mayWear(item, 'mage') && mayWear(item, 'knight'))!;
const forAll = ITEMS.find((item) => item.slot === 'ring' && item.classes.length === 0)!;
const tierOne = (cls: 'knight' | null) => TRAITS.filter((t) => (t.class ?? null) === cls && t.tier === 1 && t.prerequisite === null)[0]!;

/** A level-40 knight with knight and shared traits, stats at the cap and a knight-only chest. */
const knight = (): SharedBuild => ({
  ...defaultSharedBuild(),
  characterClass: 'knight',
  level: 40,
  points: [[tierOne('knight').number, 1], [tierOne(null).number, 1]],
  stats: { hp: 40, mp: 20, magic: 0, ability: 10, hpRegen: 10, mpRegen: 0, capacity: 0 },
  equipment: { ...defaultSharedBuild().equipment, chest: knightOnly.id, ring: forAll.id, boots: 'an-id-from-an-old-link' },
});

// The planner looks items up in its full item list; the trait tree in the list its worn-items query gives.
const byId = new Map(ITEMS.map((item) => [item.id, item]));
const plannerLookup: ReshapeItemLookup = (id) => byId.get(id);
const traitTreeLookup: ReshapeItemLookup = (id) => {
  const item = ITEMS.find((candidate) => candidate.id === id);
  return item && { name: item.name, slot: item.slot, classes: item.classes };
};

describe('reshapeBuild: a class or level change, the same in both tools', () => {
  it('the planner and the trait tree give the same build after the same class and level change', () => {
    for (const [cls, level] of [['mage', 10], ['knight', 1], ['rogue', 200], ['knight', 40]] as const) {
      const planner = reshapeBuild(knight(), cls, level, TRAIT_CATALOG, plannerLookup);
      const traitTree = reshapeBuild(knight(), cls, level, TRAIT_CATALOG, traitTreeLookup);
      expect(traitTree).toEqual(planner);
      // What comes out is a build the server accepts for traits and stats.
      expect(traitPointsProblem(TRAIT_CATALOG, { characterClass: cls, level, points: pointsFromPairs(planner.build.points) })).toBeNull();
      expect(statPointsProblem(level, planner.build.stats)).toBeNull();
    }
  });

  it('refunds what no longer fits, takes off what the class may not wear, and says so', () => {
    const before = knight();
    const { build, refunds, takenOff, note } = reshapeBuild(before, 'mage', 10, TRAIT_CATALOG, plannerLookup);
    expect(build.characterClass).toBe('mage');
    expect(build.level).toBe(10);
    expect(build.points).toEqual([[tierOne(null).number, 1]]);
    expect(build.stats).toEqual({ hp: 10, mp: 10, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 });
    expect(build.equipment.chest).toBe('');
    expect(build.equipment.ring).toBe(forAll.id);
    expect(build.equipment.boots).toBe('an-id-from-an-old-link'); // unknown ids stay for the planner to show
    expect(takenOff).toEqual([{ slot: 'chest', name: knightOnly.name }]);
    expect(refunds[0]).toBe(`${tierOne('knight').name} 1 (a Knight trait)`);
    expect(refunds).toHaveLength(5); // the knight trait, hp, mp, ability, hpRegen
    expect(note).toContain('Refunded: ');
    expect(note).toContain(`Taken off (a mage cannot use it): ${knightOnly.name}.`);
    // Undo restores: the build given is left as it was.
    expect(before).toEqual(knight());
  });

  it('changes nothing else when everything still fits, and says nothing', () => {
    const result = reshapeBuild(knight(), 'knight', 60, TRAIT_CATALOG, plannerLookup);
    expect(result.build).toEqual({ ...knight(), level: 60 });
    expect(result.note).toBeNull();
    // An item lookup that does not know the items (not loaded yet) takes nothing off.
    expect(reshapeBuild(knight(), 'mage', 40, TRAIT_CATALOG, () => undefined).takenOff).toEqual([]);
  });

  it('both tools reshape through reshapeBuild and carry no repair of their own', () => {
    for (const file of ['client/src/features/planner/routes/PlannerRoute.tsx', 'client/src/features/trait-tree/routes/TraitTreeRoute.tsx']) {
      const source = readFileSync(file, 'utf8');
      expect(source).toMatch(/reshapeBuild\(build, characterClass, level, catalog,/);
      expect(source).not.toMatch(/repairTraitPoints|repairStatPoints|mayWear\(/);
    }
    expect(SLOT_IDS).toContain('chest');
  });
});
