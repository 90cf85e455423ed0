import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { ITEMS } from '../../server/game-data/data/items';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { NPCS } from '../../server/game-data/data/npcs';
import { TRAITS } from '../../server/game-data/data/traits';
import { CLASS_IDS, ITEM_STAT_IDS, SLOT_IDS, STAT_IDS, type ClassId, type SlotId } from '../../server/game-data/rules/constants';
import { cheapestOffer, packSources } from '../../server/game-data/rules/cost';
import { DERIVED_IDS, deriveNumbers, ITEM_STATS_READ, type PlannerInput, type PlannerTrait } from '../../server/game-data/rules/derived';
import type { TraitEffect } from '../../server/game-data/rules/effects';
import { fightAgainst, type TargetMonster } from '../../server/game-data/rules/calculators';
import { GEAR_GOAL_IDS, gearStatsRead, goalProblem, goalValue, optimizeGear, secondsToKill, type GearConstraints, type GearGoal, type GearItem } from '../../server/game-data/rules/optimize-gear';
import { mayWear } from '../../server/game-data/rules/wearing';

const PACK = ITEMS.filter((item) => item.slot !== null) as unknown as GearItem[];
const sources = packSources(NPCS, MONSTERS);
const classOf = (id: ClassId) => CLASSES.find((c) => c.id === id)!;
const noStats = () => Object.fromEntries(STAT_IDS.map((s) => [s, 0])) as PlannerInput['stats'];
const baseOf = (id: ClassId, level: number, equipment: Partial<Record<SlotId, GearItem>> = {}, traits: PlannerTrait[] = [], stats = noStats()) => ({
  characterClass: classOf(id), level, stats, equipment, traits,
});
const traitsOf = (picks: Array<[number, number]>): PlannerTrait[] =>
  picks.map(([index, points]) => {
    const trait = TRAITS[index % TRAITS.length]!;
    return { name: trait.name, points: Math.min(points, trait.maxPoints), effects: trait.effects as TraitEffect[] };
  });

/** Every allowed set by brute force: each open slot empty or any allowed item; the distinct goal values, best first. */
function bruteForce(base: ReturnType<typeof baseOf>, items: readonly GearItem[], goal: GearGoal, constraints: GearConstraints = {}, banned?: { slot: SlotId; like: GearItem | null }, target: TargetMonster | null = null) {
  const keep = new Set(constraints.keep ?? []);
  const withinCapacity = constraints.withinCapacity ?? true;
  const priceCap = constraints.priceCap ?? null;
  const soldOnly = constraints.soldOnly || priceCap !== null;
  const read = gearStatsRead(goal, withinCapacity);
  const keyOf = (item: GearItem | null) => [...read.map((stat) => item?.stats[stat] ?? 0), withinCapacity ? (item?.weight ?? 0) : 0].join(',');
  const priceOf = (slot: SlotId, item: GearItem) => (base.equipment[slot]?.id === item.id ? 0 : (cheapestOffer(sources(item.id)?.sellers ?? [])?.price ?? null));
  const options = SLOT_IDS.map((slot) => {
    if (keep.has(slot)) return [base.equipment[slot] ?? null];
    const all = [null, ...items.filter((i) => i.slot === slot && i.level <= base.level && mayWear(i, base.characterClass.id) && (!soldOnly || priceOf(slot, i) !== null))];
    return banned?.slot === slot ? all.filter((i) => keyOf(i) !== keyOf(banned.like)) : all;
  });
  const values = new Set<number>();
  const walk = (index: number, equipment: Partial<Record<SlotId, GearItem>>, price: number) => {
    if (priceCap !== null && price > priceCap) return;
    if (index === SLOT_IDS.length) {
      const derived = deriveNumbers({ ...base, equipment });
      if (withinCapacity && derived.overCapacity) return;
      values.add(goalValue(derived, goal, target));
      return;
    }
    const slot = SLOT_IDS[index]!;
    for (const item of options[index]!) {
      const extra = item && !keep.has(slot) && priceCap !== null ? priceOf(slot, item)! : 0;
      walk(index + 1, item ? { ...equipment, [slot]: item } : equipment, price + extra);
    }
  };
  walk(0, {}, 0);
  return [...values].sort((a, b) => b - a);
}

/** A small pack: a few items of a few slots, with random stats, weights, levels and classes. */
const smallItem = (slot: SlotId, n: number) =>
  fc.record({
    stats: fc.record(Object.fromEntries(ITEM_STAT_IDS.map((stat) => [stat, fc.integer({ min: 0, max: 30 })])) as Record<string, fc.Arbitrary<number>>, { requiredKeys: [] }),
    weight: fc.integer({ min: 0, max: 400 }),
    level: fc.integer({ min: 1, max: 120 }),
    classes: fc.subarray([...CLASS_IDS], { maxLength: 2 }),
  }).map(({ stats, weight, level, classes }): GearItem => ({ id: `${slot}-${n}`, name: `${slot} ${n}`, slot, stats, weight: weight / 10, level, classes }));
const smallPack = fc
  .tuple(...(['head', 'hand-main', 'ring', 'boots'] as SlotId[]).map((slot) => fc.array(fc.nat(), { minLength: 0, maxLength: 4 }).chain((ns) => fc.tuple(...ns.map((_, i) => smallItem(slot, i))))))
  .map((lists) => lists.flat());
/** A monster to fight: any health, armor and physical modifier (most of the pack's monsters are out of a small pack's reach). */
const targetArb = fc
  .record({ health: fc.integer({ min: 1, max: 3000 }), armor: fc.integer({ min: 0, max: 40 }), modifier: fc.integer({ min: -100, max: 100 }) })
  .map(({ health, armor, modifier }): TargetMonster => ({ name: 'Target', health, armor, elements: [{ element: 'physical', modifier }] }));
const goalArb = fc.oneof(
  fc.constantFrom(...GEAR_GOAL_IDS).map((id): GearGoal => ({ [id]: 1 })),
  fc.dictionary(fc.constantFrom(...GEAR_GOAL_IDS), fc.integer({ min: 0, max: 5 }), { minKeys: 1 }).filter((goal) => goalProblem(goal) === null),
);

describe('what optimizeGear relies on in deriveNumbers', () => {
  it('each number reads items only through the stats ITEM_STATS_READ names, and never falls when one of them rises', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLASS_IDS), fc.integer({ min: 1, max: 200 }), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 5 })), { maxLength: 8 }), fc.constantFrom(...ITEM_STAT_IDS), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 50 }), (id, level, picks, stat, amount, start) => {
        const base = baseOf(id, level, {}, traitsOf(picks));
        const at = (value: number) => deriveNumbers({ ...base, equipment: { ring: { id: 'probe', name: 'Probe', slot: 'ring', stats: { [stat]: value }, weight: 1 } } });
        const before = at(start);
        const after = at(start + amount);
        const keeps = (id: keyof typeof ITEM_STATS_READ, a: number, b: number) => (ITEM_STATS_READ[id].includes(stat) ? b >= a : b === a);
        for (const number of DERIVED_IDS) expect(keeps(number, before.numbers[number].value, after.numbers[number].value), `${number} and ${stat}`).toBe(true);
        expect(keeps('weapon', before.weapon.min, after.weapon.min) && keeps('weapon', before.weapon.max, after.weapon.max)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('optimizeGear at the edges', () => {
  it('refuses a goal without a positive weight, a negative or unknown weight, and soldOnly without sellers', () => {
    const base = baseOf('knight', 50);
    expect(() => optimizeGear(base, PACK, {})).toThrow('Choose at least one number to maximise.');
    expect(() => optimizeGear(base, PACK, { armor: 0 })).toThrow('Choose at least one number');
    expect(() => optimizeGear(base, PACK, { armor: -1 })).toThrow('The weight of Armor must be a number of 0 or more, got -1.');
    expect(() => optimizeGear(base, PACK, { luck: 1 } as GearGoal)).toThrow('There is no goal named luck.');
    expect(() => optimizeGear(base, PACK, { armor: 1 }, { soldOnly: true })).toThrow('sellers');
    expect(() => optimizeGear(base, PACK, { armor: 1 }, {}, { runnerUps: 11 })).toThrow('Runner-ups');
  });

  it('finds the best armor a level 1 squire may wear, each item at most level 1, and says what changes', () => {
    const result = optimizeGear(baseOf('squire', 1), PACK, { armor: 1 });
    expect(result.complete).toBe(true);
    const best = result.best!;
    expect(best.value).toBe(bruteForce(baseOf('squire', 1), PACK, { armor: 1 })[0]);
    for (const item of Object.values(best.equipment)) {
      expect(item!.level).toBeLessThanOrEqual(1);
      expect(mayWear(item!, 'squire')).toBe(true);
    }
    expect(best.changes.length).toBeGreaterThan(0);
    expect(best.changes.every((change) => change.from === null)).toBe(true);
    expect(result.current.value).toBe(0);
  });

  it('keeps the slots it is told to keep, even an item above the level', () => {
    const helmet = PACK.find((i) => i.slot === 'head' && i.level > 100 && (i.stats.armor ?? 0) > 0)!;
    const result = optimizeGear(baseOf('knight', 10, { head: helmet }), PACK, { armor: 1 }, { keep: ['head'] });
    expect(result.best!.equipment.head).toBe(helmet);
    expect(result.best!.changes.some((c) => c.slot === 'head')).toBe(false);
  });

  it('leaves an irrelevant slot as it is: a ring worn for health stays when the goal is attack', () => {
    const ring = PACK.find((i) => i.slot === 'ring' && i.level === 1 && (i.stats.attack ?? 0) === 0)!;
    const result = optimizeGear(baseOf('knight', 100, { ring }), PACK, { attack: 1 }, { withinCapacity: false });
    expect(result.best!.equipment.ring?.id).toBe(ring.id);
  });

  it('stays within capacity: a level 1 character who can carry almost nothing gets only what fits', () => {
    const feeble = { ...baseOf('mage', 1), characterClass: { ...classOf('mage'), capacity: { base: 30, perLevel: 0 } } };
    const result = optimizeGear(feeble, PACK, { armor: 1, defense: 1 });
    expect(result.best!.derived.overCapacity).toBe(false);
    expect(result.best!.value).toBe(bruteForce(feeble, PACK, { armor: 1, defense: 1 })[0]);
    const loose = optimizeGear(feeble, PACK, { armor: 1, defense: 1 }, { withinCapacity: false });
    expect(loose.best!.value).toBeGreaterThanOrEqual(result.best!.value);
  });

  it('buys only from NPCs within a price cap, counting items already worn as owned', () => {
    const base = baseOf('knight', 12);
    const unlimited = optimizeGear(base, PACK, { armor: 1 }, { soldOnly: true }, { sources });
    for (const item of Object.values(unlimited.best!.equipment)) expect(cheapestOffer(sources(item!.id)?.sellers ?? [])).not.toBeNull();
    const capped = optimizeGear(base, PACK, { armor: 1 }, { priceCap: 200 }, { sources });
    expect(capped.best!.price).toBeLessThanOrEqual(200);
    expect(capped.best!.value).toBe(bruteForce(base, PACK, { armor: 1 }, { priceCap: 200 })[0]);
    const nothing = optimizeGear(base, PACK, { armor: 1 }, { priceCap: 0 }, { sources });
    expect(nothing.best!.changes).toEqual([]);
  });

  it('says so when no set can be carried (the kept items are too heavy)', () => {
    const heavy = { id: 'anvil', name: 'Anvil', slot: 'chest' as SlotId, stats: {}, weight: 100_000, level: 1, classes: [] };
    const result = optimizeGear(baseOf('knight', 10, { chest: heavy }), PACK, { armor: 1 }, { keep: ['chest'] });
    expect(result.best).toBeNull();
    expect(result.problem).toMatch(/weigh more than the character can carry/);
  });

  it('reports progress and stops when cancelled, returning the best so far', () => {
    const seen: number[] = [];
    const signal = { aborted: false };
    const result = optimizeGear(baseOf('knight', 200), PACK, { hit: 2, armor: 1, health: 0.1, hitChance: 3 }, { withinCapacity: false }, {
      progressEvery: 1,
      signal,
      onProgress: (progress) => {
        seen.push(progress.fraction);
        if (progress.explored >= 5) signal.aborted = true;
      },
    });
    expect(result.complete).toBe(false);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('returns runner-ups best first, each doing without one of the best set’s new items, all different sets', () => {
    const result = optimizeGear(baseOf('rogue', 80), PACK, { attack: 1, armor: 1 }, {}, { runnerUps: 3 });
    const values = result.runnerUps.map((s) => s.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(result.runnerUps.length).toBe(3);
    for (const set of result.runnerUps) {
      expect(set.value).toBeLessThanOrEqual(result.best!.value);
      expect(set.instead).not.toBeNull();
      expect(set.equipment[set.instead!]?.id).not.toBe(result.best!.equipment[set.instead!]?.id);
    }
    const ids = [result.best!, ...result.runnerUps].map((s) => Object.values(s.equipment).map((i) => i!.id).join());
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('optimizeGear for the time to kill a target', () => {
  const guard = MONSTERS.find((m) => m.id === 'skeleton-guard')!;
  it('refuses the goal without a target, and counts it as −seconds with one', () => {
    expect(goalProblem({ timeToKill: 1 })).toBe('Choose a monster under Against first: the time to kill is measured against it.');
    expect(() => optimizeGear(baseOf('knight', 40), PACK, { timeToKill: 1 })).toThrow('Choose a monster under Against first');
    expect(goalProblem({ timeToKill: 1 }, guard)).toBeNull();
    const derived = deriveNumbers(baseOf('knight', 40));
    expect(goalValue(derived, { timeToKill: 2, armor: 1 }, guard)).toBe(Math.round((derived.numbers.armor.value - 2 * secondsToKill(derived, guard)) * 100) / 100);
    expect(secondsToKill(derived, guard)).toBe(fightAgainst(derived.weapon, derived.numbers.hitChance.value, guard).seconds);
  });

  it('finds the fastest kill of the Skeleton Guard for a level 40 knight, as brute force does over the main hand and what adds ability', () => {
    const base = baseOf('knight', 40);
    const result = optimizeGear(base, PACK, { timeToKill: 1 }, { withinCapacity: false }, { target: guard });
    const best = result.best!;
    expect(-best.value).toBe(secondsToKill(best.derived, guard));
    expect(-best.value).toBeLessThan(-result.current.value);
    // No single-slot swap makes the kill faster.
    for (const slot of SLOT_IDS) {
      for (const item of PACK.filter((i) => i.slot === slot && i.level <= 40 && mayWear(i, 'knight'))) {
        expect(secondsToKill(deriveNumbers({ ...base, equipment: { ...best.equipment, [slot]: item } }), guard)).toBeGreaterThanOrEqual(-best.value);
      }
    }
  });

  it('returns a set worth −Infinity when nothing allowed can hurt the target (an immune monster)', () => {
    const ghost = { name: 'Ghost', health: 500, armor: 0, elements: [{ element: 'physical', modifier: -100 }] };
    const result = optimizeGear(baseOf('rogue', 30), PACK, { timeToKill: 1 }, {}, { target: ghost });
    expect(result.best!.value).toBe(-Infinity);
    expect(result.current.value).toBe(-Infinity);
  });
});

// Many runs each: they take a few seconds, longer on a loaded machine.
describe('property tests (fast-check)', { timeout: 180_000 }, () => {
  it('equals brute force on small packs: the best value and each runner-up value', () => {
    fc.assert(
      fc.property(smallPack, fc.constantFrom(...CLASS_IDS), fc.integer({ min: 1, max: 120 }), goalArb, fc.boolean(), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 5 })), { maxLength: 6 }), targetArb, (items, id, level, goal, withinCapacity, picks, target) => {
        const base = { ...baseOf(id, level, {}, traitsOf(picks)), characterClass: { ...classOf(id), capacity: { base: 40, perLevel: 0.5 } } };
        const result = optimizeGear(base, items, goal, { withinCapacity }, { runnerUps: 4, target });
        expect(result.best!.value).toBe(bruteForce(base, items, goal, { withinCapacity }, undefined, target)[0]);
        for (const set of result.runnerUps) {
          const without = { slot: set.instead!, like: result.best!.equipment[set.instead!] ?? null };
          expect(set.value).toBe(bruteForce(base, items, goal, { withinCapacity }, without, target)[0]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('equals brute force for the time to kill a target, alone and mixed with another number', () => {
    const timeGoal = fc.oneof(fc.constant<GearGoal>({ timeToKill: 1 }), fc.record({ timeToKill: fc.integer({ min: 1, max: 5 }), armor: fc.integer({ min: 0, max: 5 }), health: fc.integer({ min: 0, max: 2 }) }));
    fc.assert(
      fc.property(smallPack, fc.constantFrom(...CLASS_IDS), fc.integer({ min: 1, max: 120 }), timeGoal, fc.boolean(), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 5 })), { maxLength: 6 }), targetArb, (items, id, level, goal, withinCapacity, picks, target) => {
        const base = { ...baseOf(id, level, {}, traitsOf(picks)), characterClass: { ...classOf(id), capacity: { base: 40, perLevel: 0.5 } } };
        const result = optimizeGear(base, items, goal, { withinCapacity }, { runnerUps: 3, target });
        expect(result.best!.value).toBe(bruteForce(base, items, goal, { withinCapacity }, undefined, target)[0]);
        for (const set of result.runnerUps) {
          const without = { slot: set.instead!, like: result.best!.equipment[set.instead!] ?? null };
          expect(set.value).toBe(bruteForce(base, items, goal, { withinCapacity }, without, target)[0]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('no single-slot swap to any allowed item improves a returned set (full pack, random class, level, goal, traits, stats)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLASS_IDS), fc.integer({ min: 1, max: 200 }), goalArb, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 5 })), { maxLength: 8 }), fc.array(fc.nat({ max: 40 }), { minLength: 7, maxLength: 7 }), fc.boolean(), fc.constantFrom(...MONSTERS), (id, level, goal, picks, points, withinCapacity, target) => {
        const stats = Object.fromEntries(STAT_IDS.map((s, i) => [s, Math.min(points[i]!, level)])) as PlannerInput['stats'];
        const base = baseOf(id, level, {}, traitsOf(picks), stats);
        const result = optimizeGear(base, PACK, goal, { withinCapacity }, { runnerUps: 0, target });
        const best = result.best!;
        for (const slot of SLOT_IDS) {
          for (const item of [null, ...PACK.filter((i) => i.slot === slot && i.level <= level && mayWear(i, id))]) {
            const equipment = { ...best.equipment };
            if (item) equipment[slot] = item;
            else delete equipment[slot];
            const derived = deriveNumbers({ ...base, equipment });
            if (withinCapacity && derived.overCapacity) continue;
            expect(goalValue(derived, goal, target)).toBeLessThanOrEqual(best.value);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('is never beaten by a random allowed set', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLASS_IDS), fc.integer({ min: 1, max: 200 }), goalArb, fc.array(fc.nat(), { minLength: 10, maxLength: 10 }), fc.constantFrom(...MONSTERS), (id, level, goal, picks, target) => {
        const base = baseOf(id, level);
        const best = optimizeGear(base, PACK, goal, {}, { runnerUps: 0, target }).best!;
        const equipment: Partial<Record<SlotId, GearItem>> = {};
        SLOT_IDS.forEach((slot, i) => {
          const allowed = PACK.filter((item) => item.slot === slot && item.level <= level && mayWear(item, id));
          const pick = allowed[picks[i]! % (allowed.length + 1)];
          if (pick) equipment[slot] = pick;
        });
        const derived = deriveNumbers({ ...base, equipment });
        expect(derived.overCapacity || goalValue(derived, goal, target) <= best.value).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
