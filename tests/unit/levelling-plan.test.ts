import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { ITEMS } from '../../server/game-data/data/items';
import { TRAITS } from '../../server/game-data/data/traits';
import { CLASS_IDS, MAX_LEVEL, STAT_IDS, type SlotId } from '../../server/game-data/rules/constants';
import { deriveNumbers, type PlannerItem, type PlannerTrait } from '../../server/game-data/rules/derived';
import type { TraitEffect } from '../../server/game-data/rules/effects';
import { numbersAcrossLevels } from '../../server/game-data/rules/levelling-numbers';
import { autoLevellingPlan, levellingPlanProblem, packLevellingPlan, planAt, readLevellingPlanJson, statPointLevel, traitPointLevel, unpackLevellingPlan, type LevellingPlan } from '../../server/game-data/rules/levelling-plan';
import { planTraitPath } from '../../server/game-data/rules/trait-paths';
import { defaultSharedBuild, encodeShareState, openShareState, type SharedBuild } from '../../server/game-data/rules/share-state';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';

const trait = (name: string) => TRAITS.find((t) => t.name === name)!;
const encodeRaw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const traitsOf = (points: ReadonlyMap<number, number>): PlannerTrait[] =>
  [...points].map(([number, value]) => ({ name: TRAIT_CATALOG.traits.get(number)!.name, points: value, effects: TRAIT_CATALOG.traits.get(number)!.effects as TraitEffect[] }));

/** A knight at level 12: 24 stat points and 6 trait points (5 in Tough Hide, 1 in the trait it opens). */
const knight = (): SharedBuild => {
  const second = TRAITS.find((t) => t.class === null && t.prerequisite === trait('Tough Hide').number)!;
  return { ...defaultSharedBuild(), characterClass: 'knight', level: 12, stats: { hp: 12, mp: 2, magic: 0, ability: 10, hpRegen: 0, mpRegen: 0, capacity: 0 }, points: [[trait('Tough Hide').number, 5], [second.number, 1]] };
};

describe('when each point is spent', () => {
  it('stat points two a level from level 1, trait points one every second level from level 2', () => {
    expect([0, 1, 2, 3, 4].map(statPointLevel)).toEqual([1, 1, 2, 2, 3]);
    expect([0, 1, 2].map(traitPointLevel)).toEqual([2, 4, 6]);
    const plan: LevellingPlan = { stats: ['hp', 'mp', 'hp', 'ability'], traits: [7, 7] };
    expect(planAt(plan, 1)).toEqual({ stats: { ...defaultSharedBuild().stats, hp: 1, mp: 1 }, points: new Map() });
    expect(planAt(plan, 4)).toEqual({ stats: { ...defaultSharedBuild().stats, hp: 2, mp: 1, ability: 1 }, points: new Map([[7, 2]]) });
  });
});

describe('levellingPlanProblem', () => {
  it('accepts the automatic plan and the empty plan of an empty build', () => {
    const build = knight();
    expect(levellingPlanProblem(TRAIT_CATALOG, build, autoLevellingPlan(TRAIT_CATALOG, build))).toBeNull();
    expect(levellingPlanProblem(TRAIT_CATALOG, defaultSharedBuild(), { stats: [], traits: [] })).toBeNull();
  });

  it('names the level where a stat passes the cap', () => {
    const build = knight();
    const plan = autoLevellingPlan(TRAIT_CATALOG, build);
    const greedy: LevellingPlan = { ...plan, stats: [...plan.stats].sort((a, b) => STAT_IDS.indexOf(a!) - STAT_IDS.indexOf(b!)) };
    expect(levellingPlanProblem(TRAIT_CATALOG, build, greedy)).toBe('At level 1: Each stat takes a whole number from 0 to 1 at level 1 (hp).');
  });

  it('names the level where a trait point comes before its tier opens', () => {
    const build = knight();
    const second = build.points[1]![0];
    const plan: LevellingPlan = { ...autoLevellingPlan(TRAIT_CATALOG, build), traits: [second, ...Array(5).fill(trait('Tough Hide').number)] };
    expect(levellingPlanProblem(TRAIT_CATALOG, build, plan)).toMatch(/^At level 2: .* is in tier 2, which opens at 5 points in this tree \(0 spent\)\.$/);
  });

  it('refuses a plan that spends other points than the build', () => {
    const build = knight();
    const plan = autoLevellingPlan(TRAIT_CATALOG, build);
    expect(levellingPlanProblem(TRAIT_CATALOG, build, { ...plan, stats: plan.stats.slice(1) })).toMatch(/^The plan spends \d+ \w+ points; the build has \d+\.$/);
    expect(levellingPlanProblem(TRAIT_CATALOG, build, { ...plan, traits: plan.traits.slice(1) })).toMatch(/^The plan spends 4 points in Tough Hide; the build has 5\.$/);
    expect(levellingPlanProblem(TRAIT_CATALOG, build, { ...plan, stats: [...plan.stats, 'hp'] })).toBe('The plan has 25 stat points; level 12 gives 24.');
  });
});

describe('autoLevellingPlan', () => {
  it('keeps points for later when a stat could not take them yet: 2 capacity points at level 2 are one at level 1 and one at level 2', () => {
    const build = { ...defaultSharedBuild(), level: 2, stats: { ...defaultSharedBuild().stats, capacity: 2 } };
    const plan = autoLevellingPlan(TRAIT_CATALOG, build);
    expect(plan.stats).toEqual(['capacity', null, 'capacity']);
    expect(levellingPlanProblem(TRAIT_CATALOG, build, plan)).toBeNull();
    expect(openShareState(encodeShareState({ ...build, plan })).build.plan).toEqual(plan);
  });

  it('puts the goal’s points first: with ability worth most, the first points go to ability', () => {
    const build = knight();
    const plan = autoLevellingPlan(TRAIT_CATALOG, build, (stat) => (stat === 'ability' ? 2 : stat === 'hp' ? 1 : 0));
    expect(plan.stats[0]).toBe('ability');
    expect(levellingPlanProblem(TRAIT_CATALOG, build, plan)).toBeNull();
  });
});

describe('the plan in the share state', () => {
  it('travels in the link as a seventh element and comes back the same', () => {
    const build = knight();
    const plan = autoLevellingPlan(TRAIT_CATALOG, build);
    const opened = openShareState(encodeShareState({ ...build, plan }));
    expect(opened.build.plan).toEqual(plan);
    expect(opened.changes).toEqual([]);
    expect(packLevellingPlan(plan)[2][0]).toEqual([trait('Tough Hide').number, 5]);
  });

  it('opens older links (six elements) with no plan and no change, and writes no seventh element without a plan', () => {
    const build = knight();
    const opened = openShareState(encodeShareState(build));
    expect(opened.build.plan ?? null).toBeNull();
    expect(opened.changes).toEqual([]);
    expect(JSON.parse(Buffer.from(encodeShareState(build), 'base64url').toString())).toHaveLength(6);
  });

  it('leaves out a plan that breaks the rules, saying at which level', () => {
    const build = knight();
    const plan = autoLevellingPlan(TRAIT_CATALOG, build);
    const broken = { ...plan, stats: [...plan.stats].sort((a, b) => STAT_IDS.indexOf(a!) - STAT_IDS.indexOf(b!)) };
    const opened = openShareState(encodeShareState({ ...build, plan: broken }));
    expect(opened.build.plan).toBeNull();
    expect(opened.changes).toEqual(['The levelling plan was left out: At level 1: Each stat takes a whole number from 0 to 1 at level 1 (hp).']);
  });

  it('leaves out a plan it cannot read (another version, a bad digit, a huge run)', () => {
    for (const raw of [[2, '', []], [1, '7', []], [1, '', [[1, 500]]], 'plan']) {
      expect(unpackLevellingPlan(raw)).toBeNull();
      const opened = openShareState(encodeRaw([1, 12, [], [0, 0, 0, 0, 0, 0, 0], [], 2, raw]));
      expect(opened.build.plan).toBeNull();
      expect(opened.changes).toEqual(['The levelling plan could not be read and was left out.']);
    }
  });
});

describe('readLevellingPlanJson (the plan a build saves)', () => {
  it('reads the JSON a build saves, and gives null for none, bad JSON or a form it cannot read', () => {
    const plan = autoLevellingPlan(TRAIT_CATALOG, knight());
    expect(readLevellingPlanJson(JSON.stringify(packLevellingPlan(plan)))).toEqual(plan);
    for (const text of [null, undefined, '', 'not json', JSON.stringify([2, '', []])]) expect(readLevellingPlanJson(text)).toBeNull();
  });
});

describe('numbersAcrossLevels', () => {
  it('gives one row per level; the last is the build’s own numbers, and items above a level are not worn at it', () => {
    const build = knight();
    const plan = autoLevellingPlan(TRAIT_CATALOG, build);
    const sword = ITEMS.find((i) => i.slot === 'hand-main' && i.level === 10 && (i.classes.length === 0 || i.classes.includes('knight')))! as unknown as PlannerItem & { level: number };
    const input = { characterClass: CLASSES.find((c) => c.id === 'knight')!, equipment: { 'hand-main': sword } as Partial<Record<SlotId, PlannerItem & { level: number }>> };
    const rows = numbersAcrossLevels(input, build.level, plan, traitsOf);
    expect(rows.map((r) => r.level)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const final = deriveNumbers({ ...input, level: 12, stats: build.stats, traits: traitsOf(new Map(build.points)) });
    expect(rows.at(-1)!.derived.numbers).toEqual(final.numbers);
    expect(rows[8]!.derived.numbers.attack.value).toBe(0);
    expect(rows[9]!.derived.numbers.attack.value).toBe(sword.stats.attack ?? 0);
  });
});

describe('property tests (fast-check)', { timeout: 120_000 }, () => {
  it('the automatic plan of any valid build keeps the rules at every level', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLASS_IDS),
        fc.integer({ min: 1, max: MAX_LEVEL }),
        fc.array(fc.nat({ max: MAX_LEVEL }), { minLength: 7, maxLength: 7 }),
        fc.array(fc.constantFrom(...TRAITS.map((t) => t.number)), { maxLength: 6 }),
        fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 7, maxLength: 7 }),
        (characterClass, level, stats, wanted, worth) => {
          // Valid builds made by the rules: stats repaired by opening the link, traits by a planned path.
          const opened = openShareState(encodeRaw([CLASS_IDS.indexOf(characterClass), level, [], stats, [], 2])).build;
          const path = planTraitPath(TRAIT_CATALOG, { characterClass, level, points: new Map() }, wanted);
          const build = { ...opened, points: [...path.build.points] as Array<[number, number]> };
          const plan = autoLevellingPlan(TRAIT_CATALOG, build, (stat) => worth[STAT_IDS.indexOf(stat)]!);
          expect(levellingPlanProblem(TRAIT_CATALOG, build, plan)).toBeNull();
          expect(openShareState(encodeShareState({ ...build, plan })).build.plan).toEqual(plan);
        },
      ),
      { numRuns: 400 },
    );
  });
});
