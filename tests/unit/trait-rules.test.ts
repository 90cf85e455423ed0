import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../server/game-data/data/traits';
import { MAX_LEVEL } from '../../server/game-data/rules/constants';
import {
  addPoint,
  checkAdd,
  checkRemove,
  pointsInTree,
  pointsSpent,
  removePoint,
  removeWithDependents,
  repairTraitPoints,
  resetAll,
  resetTree,
  tierHint,
  tierOpen,
  TRAIT_CATALOG,
  traitPointsAvailable,
  traitPointsProblem,
  treeTraits,
  type TraitBuild,
} from '../../server/game-data/rules/traits';

const trait = (name: string) => {
  const found = TRAITS.find((t) => t.name === name);
  if (!found) throw new Error(`No trait ${name}`);
  return found;
};
const build = (characterClass: TraitBuild['characterClass'], level: number, points: Record<string, number> = {}): TraitBuild => ({
  characterClass,
  level,
  points: new Map(Object.entries(points).map(([name, value]) => [trait(name).number, value])),
});
/** Adds points one by one through the rules, failing the test on any refusal. */
function spend(start: TraitBuild, ...names: string[]): TraitBuild {
  return names.reduce((current, name) => {
    const { build: next, blocked } = addPoint(TRAIT_CATALOG, current, trait(name).number);
    if (blocked) throw new Error(`${name}: ${blocked.reason}`);
    return next;
  }, start);
}
const times = (name: string, count: number) => Array.from({ length: count }, () => name);
/** A knight with the Bulwark branch opened up to Iron Skin (tier 4) at its maximum. */
const toIronSkin = () =>
  spend(build('knight', 60), ...times('Shield Wall', 5), ...times('Bastion', 5), ...times('Shield Bash', 5), ...times('Iron Skin', 3));

describe('the version 2 trees', () => {
  it('gives every class three branches of nine traits and a shared tree of twelve, tiers 1 to 6', () => {
    for (const cls of ['squire', 'knight', 'rogue', 'mage'] as const) {
      const traits = treeTraits(TRAIT_CATALOG, cls);
      expect(traits).toHaveLength(27);
      expect(new Set(traits.map((t) => t.branch)).size).toBe(3);
      expect(new Set(traits.map((t) => t.tier))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    }
    expect(treeTraits(TRAIT_CATALOG, 'shared')).toHaveLength(12);
  });

  it('takes at least 150 points to max a class tree and the shared tree, while level 200 gives 100', () => {
    for (const cls of ['squire', 'knight', 'rogue', 'mage'] as const) {
      const max = [...treeTraits(TRAIT_CATALOG, cls), ...treeTraits(TRAIT_CATALOG, 'shared')].reduce((sum, t) => sum + t.maxPoints, 0);
      expect(max).toBeGreaterThanOrEqual(150);
    }
    expect(traitPointsAvailable(MAX_LEVEL)).toBe(100);
  });

  it('gives a trait at most one prerequisite, in its own branch and a lower tier', () => {
    for (const t of TRAITS.filter((x) => x.prerequisite !== null)) {
      const required = TRAITS.find((x) => x.number === t.prerequisite)!;
      expect([required.branch, required.class, required.tier < t.tier]).toEqual([t.branch, t.class, true]);
    }
  });
});

describe('points available and spent', () => {
  it.each([[1, 0], [2, 1], [3, 1], [40, 20], [199, 99], [200, 100]])('level %i gives %i points', (level, points) => {
    expect(traitPointsAvailable(level)).toBe(points);
  });

  it('counts points per tree and in all', () => {
    const b = spend(build('mage', 40), 'Ember Heart', 'Ember Heart', 'Tough Hide');
    expect(pointsInTree(TRAIT_CATALOG, b.points, 'mage')).toBe(2);
    expect(pointsInTree(TRAIT_CATALOG, b.points, 'shared')).toBe(1);
    expect(pointsSpent(b.points)).toBe(3);
  });
});

describe('tier gating', () => {
  it('opens tier 2 at exactly 5 points in the tree, not 4, and counts only that tree', () => {
    const four = spend(build('knight', 60), ...times('Shield Wall', 4), ...times('Tough Hide', 5));
    expect(tierOpen(TRAIT_CATALOG, four.points, 'knight', 2)).toBe(false);
    expect(tierHint(TRAIT_CATALOG, four.points, 'knight', 2)).toBe('Tier 2 opens at 5 points in this tree');
    const five = spend(four, 'Plate Training');
    expect(tierOpen(TRAIT_CATALOG, five.points, 'knight', 2)).toBe(true);
    expect(tierHint(TRAIT_CATALOG, five.points, 'knight', 2)).toBeNull();
  });

  it('says "Tier 4 opens at 15 points in this tree" until 15 are spent below it', () => {
    expect(tierHint(TRAIT_CATALOG, new Map(), 'rogue', 4)).toBe('Tier 4 opens at 15 points in this tree');
  });

  it('refuses a trait of a closed tier with the points needed and spent', () => {
    const b = spend(build('knight', 60), ...times('Shield Wall', 5), ...times('Bastion', 4));
    expect(checkAdd(TRAIT_CATALOG, b, trait('Shield Bash').number)?.reason).toBe('Shield Bash is in tier 3, which opens at 10 points in this tree (9 spent).');
  });
});

describe('checkAdd', () => {
  it('names the prerequisite and the points it needs: "Cleave needs 3 points in Iron Skin"', () => {
    const b = spend(build('knight', 60), ...times('Shield Wall', 5), ...times('Bastion', 5), ...times('Shield Bash', 5), ...times('Iron Skin', 2), ...times('Plate Training', 5));
    expect(checkAdd(TRAIT_CATALOG, b, trait('Cleave').number)?.reason).toBe('Cleave needs 3 points in Iron Skin.');
    expect(checkAdd(TRAIT_CATALOG, spend(b, 'Iron Skin'), trait('Cleave').number)).toBeNull();
  });

  it('says the level is spent: "Level 40 gives 20 points; all are spent"', () => {
    const b = spend(build('mage', 40), ...times('Ember Heart', 5), ...times('Frost Mind', 5), ...times('Tough Hide', 5), ...times('Deep Well', 5));
    expect(checkAdd(TRAIT_CATALOG, b, trait('Pack Mule').number)?.reason).toBe('Level 40 gives 20 points; all are spent.');
  });

  it('says level 1 gives no point and level 2 one', () => {
    expect(checkAdd(TRAIT_CATALOG, build('mage', 1), trait('Tough Hide').number)?.reason).toBe('Level 1 gives 0 points; all are spent.');
    expect(checkAdd(TRAIT_CATALOG, build('mage', 2), trait('Tough Hide').number)).toBeNull();
  });

  it('refuses another class’s trait, a maxed trait and an unknown number', () => {
    expect(checkAdd(TRAIT_CATALOG, build('mage', 40), trait('Cleave').number)?.reason).toBe('Cleave is a Knight trait.');
    expect(checkAdd(TRAIT_CATALOG, build('mage', 40, { 'Ember Heart': 5 }), trait('Ember Heart').number)?.reason).toBe('Ember Heart is at its maximum (5/5).');
    expect(checkAdd(TRAIT_CATALOG, build('mage', 40), 9999)?.reason).toBe('There is no trait number 9999.');
  });
});

describe('checkRemove and removeWithDependents', () => {
  it('refuses to take a point from a trait another trait needs, and offers to remove them together', () => {
    const b = spend(toIronSkin(), ...times('Plate Training', 5), 'Cleave');
    const blocked = checkRemove(TRAIT_CATALOG, b, trait('Iron Skin').number);
    expect(blocked?.reason).toBe('Iron Skin is needed by Cleave.');
    expect(blocked?.dependents).toEqual([trait('Cleave').number]);
    const { build: after, removed } = removeWithDependents(TRAIT_CATALOG, b, trait('Iron Skin').number);
    expect(removed).toEqual([trait('Iron Skin').number, trait('Cleave').number]);
    expect(after.points.get(trait('Iron Skin').number)).toBe(2);
    expect(after.points.has(trait('Cleave').number)).toBe(false);
    expect(traitPointsProblem(TRAIT_CATALOG, after)).toBeNull();
  });

  it('refuses a removal that would close a tier where traits have points', () => {
    const b = spend(build('knight', 60), ...times('Shield Wall', 5), 'Bastion');
    const blocked = checkRemove(TRAIT_CATALOG, b, trait('Plate Training').number);
    expect(blocked?.reason).toBe('Plate Training has no points to remove.');
    const closing = checkRemove(TRAIT_CATALOG, b, trait('Shield Wall').number);
    expect(closing?.reason).toBe('Shield Wall is needed by Bastion.');
    // Taunt (tier 4) stands on Thick Gambeson and Plate Training (10 points) plus 5 in Shield Wall.
    const other = spend(build('knight', 60), ...times('Plate Training', 5), ...times('Thick Gambeson', 5), ...times('Shield Wall', 5), 'Taunt');
    const tierClosing = checkRemove(TRAIT_CATALOG, other, trait('Shield Wall').number);
    expect(tierClosing?.reason).toBe('Removing a point from Shield Wall would close tier 4, where Taunt has points.');
    expect(tierClosing?.dependents).toEqual([trait('Taunt').number]);
  });

  it('removes a point when nothing depends on it', () => {
    const b = spend(build('mage', 40), 'Ember Heart', 'Ember Heart');
    const { build: after, blocked } = removePoint(TRAIT_CATALOG, b, trait('Ember Heart').number);
    expect(blocked).toBeNull();
    expect(after.points.get(trait('Ember Heart').number)).toBe(1);
  });

  it('does nothing for a trait without points', () => {
    const b = build('mage', 40);
    expect(removeWithDependents(TRAIT_CATALOG, b, trait('Ember Heart').number)).toEqual({ build: b, removed: [] });
  });
});

describe('resets', () => {
  it('resets one tree and keeps the other, or resets all', () => {
    const b = spend(build('rogue', 40), 'Keen Edge', 'Tough Hide');
    expect([...resetTree(TRAIT_CATALOG, b, 'rogue').points.keys()]).toEqual([trait('Tough Hide').number]);
    expect([...resetTree(TRAIT_CATALOG, b, 'shared').points.keys()]).toEqual([trait('Keen Edge').number]);
    expect(resetAll(b).points.size).toBe(0);
  });
});

describe('traitPointsProblem (the server check) and repairTraitPoints', () => {
  it('accepts a build made by the rules and refuses one over the level', () => {
    expect(traitPointsProblem(TRAIT_CATALOG, toIronSkin())).toBeNull();
    expect(traitPointsProblem(TRAIT_CATALOG, { ...toIronSkin(), level: 20 })).toBe('Level 20 gives 10 trait points; this build spends 18.');
  });

  it('refunds unknown, foreign, excess, gated and over-budget points, and the result passes the check', () => {
    const { build: repaired, refunds } = repairTraitPoints(TRAIT_CATALOG, {
      characterClass: 'knight',
      level: 10,
      points: new Map([[9999, 2], [trait('Ember Heart').number, 1], [trait('Shield Wall').number, 7], [trait('Cleave').number, 1], [trait('Tough Hide').number, 3]]),
    });
    expect(traitPointsProblem(TRAIT_CATALOG, repaired)).toBeNull();
    expect(refunds.map((r) => [r.name, r.points, r.reason])).toEqual([
      ['Trait 9999', 2, 'no such trait'],
      ['Ember Heart', 1, 'a Mage trait'],
      ['Shield Wall', 2, 'at most 5 points'],
      ['Cleave', 1, 'needs 3 points in Iron Skin'],
      ['Tough Hide', 3, 'level 10 gives 5 points'],
    ]);
    expect(pointsSpent(repaired.points)).toBe(5);
  });
});
