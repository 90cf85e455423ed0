/**
 * Best gear for a goal: the exact best set of items for a derived number, or a
 * weighted mix of them, under the player's constraints: slots kept as they are, capacity, a
 * level requirement at most the character's level, only what the class may wear (`mayWear`),
 * and optionally only items NPCs sell with a cap on their total price (the cost rules'
 * `cheapestOffer`). Every value is `deriveNumbers`'s own, so the optimizer can never disagree
 * with the planner's numbers.
 *
 * The search is branch and bound over the slots. It is exact because of two facts about
 * `deriveNumbers`, both checked by tests/unit/optimize-gear.test.ts:
 * - every number reads items only through the stats `ITEM_STATS_READ` names (and weight), and
 * - every number is non-decreasing in each stat it reads.
 * So items with the same values of the stats that matter are interchangeable (one stands for
 * all), an item another one beats or equals on every such stat (and on weight and price when
 * they count) is never needed (dominance), and a build whose open slots hold, stat by stat, the
 * most any item of that slot gives is an upper bound no real completion exceeds (an admissible
 * bound), so a branch whose bound does not beat the best set found is cut.
 */

import { fightAgainst, type TargetMonster } from './calculators';
import { SLOT_IDS, type ItemStatId, type SlotId } from './constants';
import { cheapestOffer, type ItemSources } from './cost';
import { deriveNumbers, ITEM_STATS_READ, type DerivedResult, type PlannerInput, type PlannerItem } from './derived';
import { mayWear } from './wearing';

/**
 * What the optimizer can maximise: a derived number, `hit`, the main-hand hit's average, or
 * `timeToKill`, the time to kill the chosen target (`fightAgainst`), which counts negatively: a
 * shorter time is a higher value (−seconds × weight), so every goal is still maximised.
 */
export const GEAR_GOAL_IDS = ['attack', 'defense', 'armor', 'health', 'mana', 'hitChance', 'hit', 'capacity', 'healthRegen', 'manaRegen', 'timeToKill'] as const;
export type GearGoalId = (typeof GEAR_GOAL_IDS)[number];

/** How players read each goal. */
export const GEAR_GOAL_NAMES: Record<GearGoalId, string> = {
  attack: 'Attack', defense: 'Defense', armor: 'Armor', health: 'Health', mana: 'Mana', hitChance: 'Hit chance',
  hit: 'Main-hand hit (average)', capacity: 'Capacity', healthRegen: 'Health regeneration', manaRegen: 'Mana regeneration',
  timeToKill: 'Time to kill the target',
};

/** The goals that need a target (the planner's "Against" monster). */
export const TARGET_GOAL_IDS: readonly GearGoalId[] = ['timeToKill'];

/** A goal: a weight per number (0 or absent for numbers that do not count). One number is `{ armor: 1 }`. */
export type GearGoal = Partial<Record<GearGoalId, number>>;

/** What the optimizer needs of an item: the planner's item, its level requirement and the classes that may wear it. */
export interface GearItem extends PlannerItem {
  level: number;
  classes: readonly string[];
}

export interface GearConstraints {
  /** Slots whose current item (or emptiness) stays as it is. */
  keep?: readonly SlotId[];
  /** The items must not weigh more than the character can carry (default true). */
  withinCapacity?: boolean;
  /** Only items an NPC sells (an item already worn in its slot is owned and always allowed). */
  soldOnly?: boolean;
  /** Most gold the new items may cost together, at each one's cheapest NPC; implies `soldOnly`. */
  priceCap?: number | null;
}

export interface GearProgress {
  /** Share of the search space done, 0 to 1. */
  fraction: number;
  /** Partial builds looked at so far. */
  explored: number;
}

export interface OptimizeGearOptions {
  /** How many runner-up sets to return besides the best (default 3, at most 10). */
  runnerUps?: number;
  /** Sellers and drops of an item (`packSources`), needed for `soldOnly` and `priceCap`. */
  sources?: (itemId: string) => ItemSources | undefined;
  /** The monster `timeToKill` is measured against; required when that goal has a weight. */
  target?: TargetMonster | null;
  /** Called every `progressEvery` builds looked at. */
  onProgress?: (progress: GearProgress) => void;
  /** Checked with each progress call; when it is aborted the search stops and returns the best so far (`complete: false`). */
  signal?: { readonly aborted: boolean };
  progressEvery?: number;
}

/** One slot the set changes: the item worn now and the item it would wear (null for empty). */
export interface GearChange<T> {
  slot: SlotId;
  from: T | null;
  to: T | null;
}

export interface GearSet<T> {
  equipment: Partial<Record<SlotId, T>>;
  /** The goal's value with this set. */
  value: number;
  derived: DerivedResult;
  /** Slots that differ from the current build, in slot order. */
  changes: GearChange<T>[];
  /** Gold the new items cost at their cheapest NPCs (items no NPC sells are not counted). */
  price: number;
  /** For a runner-up: the slot whose choice in the best set it does without (null for the best set). */
  instead: SlotId | null;
}

export interface OptimizeGearResult<T> {
  /** The goal's value with the current equipment (its kept and other items as worn). */
  current: { value: number; derived: DerivedResult };
  /** A set no other allowed set beats for the goal; null when no set is allowed (`problem` says why). */
  best: GearSet<T> | null;
  /**
   * Runner-ups: for each slot the best set changes, the best set that does without the best set's
   * choice there (and any item equal to it in what the goal reads), best first; each a different set.
   */
  runnerUps: GearSet<T>[];
  explored: number;
  /** False when the search was cancelled: `best` is then only the best found so far. */
  complete: boolean;
  problem: string | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const NO_TARGET = 'Choose a monster under Against first: the time to kill is measured against it.';

/** The seconds to kill `target` with the build's main-hand hit and hit chance (`fightAgainst`); unbounded when it cannot. */
export const secondsToKill = (derived: DerivedResult, target: TargetMonster) => fightAgainst(derived.weapon, derived.numbers.hitChance.value, target).seconds;

/**
 * The goal's value for derived numbers: the weighted sum, rounded to hundredths. `timeToKill`
 * adds −seconds × weight (−Infinity when the build cannot hurt the target).
 */
export function goalValue(derived: DerivedResult, goal: GearGoal, target?: TargetMonster | null): number {
  let total = 0;
  for (const id of GEAR_GOAL_IDS) {
    const weight = goal[id];
    if (!weight) continue;
    if (id === 'timeToKill') {
      if (!target) throw new RangeError(NO_TARGET);
      total -= weight * secondsToKill(derived, target);
    } else total += weight * (id === 'hit' ? derived.weapon.average : derived.numbers[id].value);
  }
  return round2(total);
}


/** Why a goal cannot be searched for, or null: weights are numbers of 0 or more, at least one is above 0, and a target goal has its target. */
export function goalProblem(goal: GearGoal, target?: TargetMonster | null): string | null {
  const entries = Object.entries(goal) as Array<[string, number | undefined]>;
  for (const [id, weight] of entries) {
    if (!(GEAR_GOAL_IDS as readonly string[]).includes(id)) return `There is no goal named ${id}.`;
    if (weight !== undefined && (!Number.isFinite(weight) || weight < 0)) return `The weight of ${GEAR_GOAL_NAMES[id as GearGoalId]} must be a number of 0 or more, got ${weight}.`;
  }
  if (!target && TARGET_GOAL_IDS.some((id) => (goal[id] ?? 0) > 0)) return NO_TARGET;
  return entries.some(([, weight]) => (weight ?? 0) > 0) ? null : 'Choose at least one number to maximise.';
}

/** The item stats the goal reads (and capacity when the set must be carried). */
export function gearStatsRead(goal: GearGoal, withinCapacity: boolean): ItemStatId[] {
  const read = new Set<ItemStatId>();
  // The time to kill reads the main-hand hit and the hit chance, both within what `weapon` reads.
  for (const id of GEAR_GOAL_IDS) if ((goal[id] ?? 0) > 0) for (const stat of ITEM_STATS_READ[id === 'hit' || id === 'timeToKill' ? 'weapon' : id]) read.add(stat);
  if (withinCapacity) read.add('capacity');
  return [...read];
}

/** One choice for a slot: an item (null for empty) standing for every item with the same values of what matters. */
interface Choice<T> {
  item: T | null;
  /** The stats read, then −weight (with capacity), then −price (with a price cap): higher is better in each. */
  key: number[];
  weight: number;
  price: number;
  /** The goal with this choice alone in its slot, to try the promising ones first. */
  alone: number;
}

class Stopped extends Error {}

/**
 * The best sets of items for `goal`, from `items` (every item of the pack; the rule picks the
 * allowed ones). `base` is the build as it is: class, level, stats, traits and the items worn.
 * Throws a RangeError for a goal `goalProblem` refuses or a missing `sources` with `soldOnly`.
 */
export function optimizeGear<T extends GearItem>(base: PlannerInput & { equipment: Partial<Record<SlotId, T>> }, items: readonly T[], goal: GearGoal, constraints: GearConstraints = {}, options: OptimizeGearOptions = {}): OptimizeGearResult<T> {
  const target = options.target ?? null;
  const problem = goalProblem(goal, target);
  if (problem) throw new RangeError(problem);
  const valueOf = (derived: DerivedResult) => goalValue(derived, goal, target);
  const runnerUps = options.runnerUps ?? 3;
  if (!Number.isInteger(runnerUps) || runnerUps < 0 || runnerUps > 10) throw new RangeError(`Runner-ups must be a whole number from 0 to 10, got ${runnerUps}.`);
  const withinCapacity = constraints.withinCapacity ?? true;
  const priceCap = constraints.priceCap ?? null;
  if (priceCap !== null && (!Number.isFinite(priceCap) || priceCap < 0)) throw new RangeError(`The price cap must be a number of 0 or more, got ${priceCap}.`);
  const soldOnly = (constraints.soldOnly ?? false) || priceCap !== null;
  if (soldOnly && !options.sources) throw new RangeError('Only items sold by NPCs needs the sellers of each item (sources).');
  const keep = new Set(constraints.keep ?? []);
  const read = gearStatsRead(goal, withinCapacity);
  const current = base.equipment;
  // Spells do not enter any goal; the search leaves them out and the returned sets put them back.
  const searchBase: PlannerInput = { ...base, spells: [] };
  const evaluate = (equipment: Partial<Record<SlotId, PlannerItem>>) => deriveNumbers({ ...searchBase, equipment });

  const priceOf = (slot: SlotId, item: T): number | null => {
    if (current[slot]?.id === item.id) return 0;
    const offer = options.sources ? cheapestOffer(options.sources(item.id)?.sellers ?? []) : null;
    return offer ? offer.price : soldOnly ? null : 0;
  };
  const keyOf = (item: T | null, price: number) => [
    ...read.map((stat) => item?.stats[stat] ?? 0),
    ...(withinCapacity ? [-(item?.weight ?? 0)] : []),
    ...(priceCap !== null ? [-price] : []),
  ];

  // The kept slots, fixed as they are.
  const fixed: Partial<Record<SlotId, T>> = {};
  for (const slot of keep) if (current[slot]) fixed[slot] = current[slot];

  // Each open slot's choices: empty, and each allowed item, one per key.
  const open: Array<{ slot: SlotId; groups: Choice<T>[]; choices: Choice<T>[] }> = [];
  /**
   * The choices worth trying in a slot, promising ones first. Dominance: a choice another one
   * beats or equals in every part of its key is never needed.
   */
  const frontier = (slot: SlotId, groups: Choice<T>[]): Choice<T>[] => {
    const kept = groups.filter((choice) => !groups.some((other) => other !== choice && other.key.every((v, i) => v >= choice.key[i]!)));
    for (const choice of kept) if (Number.isNaN(choice.alone)) choice.alone = valueOf(evaluate({ ...fixed, ...(choice.item ? { [slot]: choice.item } : {}) }));
    const worn = current[slot]?.id;
    return kept.sort((a, b) => b.alone - a.alone || Number(b.item?.id === worn) - Number(a.item?.id === worn) || a.price - b.price || a.weight - b.weight);
  };
  for (const slot of SLOT_IDS) {
    if (keep.has(slot)) continue;
    const byKey = new Map<string, Choice<T>>();
    const offer = (item: T | null, price: number) => {
      const key = keyOf(item, price);
      const id = key.join(',');
      const found = byKey.get(id);
      const weight = item?.weight ?? 0;
      if (!found) {
        byKey.set(id, { item, key, weight, price, alone: Number.NaN });
        return;
      }
      // Which item stands for its group: the one worn now, then empty, then the cheapest, lightest, lowest level, by name and id.
      const rank = (c: { item: T | null; price: number; weight: number }) => [c.item && current[slot]?.id === c.item.id ? 0 : 1, c.item ? 1 : 0, c.price, c.weight, c.item?.level ?? 0];
      const a = rank({ item, price, weight });
      const b = rank(found);
      const order = a.findIndex((v, i) => v !== b[i]);
      const better = order >= 0 ? a[order]! < b[order]! : item !== null && found.item !== null && (item.name < found.item.name || (item.name === found.item.name && item.id < found.item.id));
      if (better) byKey.set(id, { item, key, weight, price, alone: Number.NaN });
    };
    offer(null, 0);
    for (const item of items) {
      if (item.slot !== slot || item.level > base.level || !mayWear(item, base.characterClass.id)) continue;
      const price = priceOf(slot, item);
      if (price === null || (priceCap !== null && price > priceCap)) continue;
      offer(item, price);
    }
    const groups = [...byKey.values()];
    open.push({ slot, groups, choices: frontier(slot, groups) });
  }

  // The most each open slot could add, stat by stat (the bound's stand-in item), and each choice's value alone.
  const optimistic = new Map<SlotId, PlannerItem>();
  for (const { slot, choices } of open) {
    const stats: PlannerItem['stats'] = {};
    for (const stat of read) stats[stat] = Math.max(...choices.map((c) => c.item?.stats[stat] ?? 0));
    optimistic.set(slot, { id: `optimistic-${slot}`, name: 'Best possible', slot, stats, weight: Math.min(...choices.map((c) => c.weight)) });
  }
  /** With a price cap, the stand-in item of an open slot: the most of each stat among the choices the gold left can buy. */
  const within = (slot: SlotId, choices: Choice<T>[], gold: number): PlannerItem => {
    const stats: PlannerItem['stats'] = {};
    for (const stat of read) stats[stat] = 0;
    for (const choice of choices) {
      if (choice.price > gold || !choice.item) continue;
      for (const stat of read) stats[stat] = Math.max(stats[stat]!, choice.item.stats[stat] ?? 0);
    }
    return { id: `optimistic-${slot}`, name: 'Best possible', slot, stats, weight: 0 };
  };
  // Slots where the choice matters most first: the bound tightens fastest.
  const spread = (choices: Choice<T>[]) => (choices.length ? choices[0]!.alone - choices.at(-1)!.alone : 0);
  open.sort((a, b) => spread(b.choices) - spread(a.choices) || b.choices.length - a.choices.length);

  const currentDerived = deriveNumbers(base);
  const currentValue = valueOf(currentDerived);

  // Depth-first branch and bound for the best set, optionally without one key in one slot (a runner-up).
  let explored = 0;
  const every = Math.max(1, options.progressEvery ?? 2000);
  const searches = 1 + Math.min(runnerUps, open.length);
  let searchIndex = 0;
  const search = (banned: { depth: number; key: string } | null): Array<Choice<T>> | null => {
    // Without a choice, the choices it dominated may be needed again: that slot's frontier is drawn anew.
    const bannedChoices = banned ? frontier(open[banned.depth]!.slot, open[banned.depth]!.groups.filter((c) => c.key.join(',') !== banned.key)) : null;
    const choicesAt = (depth: number) => (bannedChoices && banned!.depth === depth ? bannedChoices : open[depth]!.choices);
    let best: { value: number; picks: Array<Choice<T>> } | null = null;
    const picks: Array<Choice<T>> = [];
    const at = new Array<number>(open.length).fill(0);
    const fraction = () => {
      let done = 0;
      let scale = 1;
      for (let depth = 0; depth < picks.length; depth += 1) {
        const size = choicesAt(depth).length;
        done += (at[depth]! / size) * scale;
        scale /= size;
      }
      return Math.min(1, (searchIndex + done) / searches);
    };
    const visit = (depth: number, price: number) => {
      explored += 1;
      if (explored % every === 0) {
        if (options.signal?.aborted) throw new Stopped();
        options.onProgress?.({ fraction: fraction(), explored });
      }
      const equipment: Partial<Record<SlotId, PlannerItem>> = { ...fixed };
      for (let i = 0; i < open.length; i += 1) {
        const { slot } = open[i]!;
        const item = i < depth ? picks[i]!.item : priceCap === null ? optimistic.get(slot)! : within(slot, choicesAt(i), priceCap - price);
        if (item) equipment[slot] = item;
      }
      const derived = evaluate(equipment);
      if (withinCapacity && derived.overCapacity) return;
      const bound = valueOf(derived);
      // Nothing below can beat the best found (ties keep the first, which prefers what is worn now).
      if (best && bound <= best.value) return;
      if (depth === open.length) {
        best = { value: bound, picks: [...picks] };
        return;
      }
      const choices = choicesAt(depth);
      for (let i = 0; i < choices.length; i += 1) {
        const choice = choices[i]!;
        if (priceCap !== null && price + choice.price > priceCap) continue;
        at[depth] = i;
        picks.push(choice);
        visit(depth + 1, price + choice.price);
        picks.pop();
      }
      at[depth] = 0;
    };
    visit(0, 0);
    searchIndex += 1;
    // Set inside `visit`: TypeScript cannot see that, so it is read through its declared type.
    const found = best as { picks: Array<Choice<T>> } | null;
    return found === null ? null : found.picks;
  };

  let complete = true;
  const found: Array<{ picks: Array<Choice<T>>; instead: SlotId | null }> = [];
  try {
    const first = search(null);
    if (first) {
      found.push({ picks: first, instead: null });
      // Runner-ups: for each slot the best set changes, the best set without its choice there.
      for (let depth = 0; depth < open.length && found.length <= runnerUps; depth += 1) {
        const choice = first[depth]!;
        const { slot } = open[depth]!;
        if ((choice.item?.id ?? '') === (current[slot]?.id ?? '')) continue;
        const other = search({ depth, key: choice.key.join(',') });
        if (other) found.push({ picks: other, instead: slot });
      }
    }
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    complete = false;
  }
  options.onProgress?.({ fraction: complete ? 1 : Math.min(1, searchIndex / searches), explored });

  const setOf = (entry: { picks: Array<Choice<T>>; instead: SlotId | null }): GearSet<T> => {
    const equipment: Partial<Record<SlotId, T>> = { ...fixed };
    entry.picks.forEach((choice, i) => {
      if (choice.item) equipment[open[i]!.slot] = choice.item;
    });
    const changes = SLOT_IDS.flatMap((slot) => ((current[slot]?.id ?? '') === (equipment[slot]?.id ?? '') ? [] : [{ slot, from: current[slot] ?? null, to: equipment[slot] ?? null }]));
    // Price: what the new items cost at their cheapest NPCs (items no NPC sells are not counted).
    const sources = options.sources;
    const price = sources ? changes.reduce((sum, change) => sum + (change.to ? (cheapestOffer(sources(change.to.id)?.sellers ?? [])?.price ?? 0) : 0), 0) : 0;
    const derived = deriveNumbers({ ...base, equipment });
    return { equipment, value: valueOf(derived), derived, changes, price, instead: entry.instead };
  };
  const seen = new Set<string>();
  const sets = found.map(setOf).filter((set) => {
    const id = SLOT_IDS.map((slot) => set.equipment[slot]?.id ?? '').join('|');
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const rest = sets.slice(1).sort((a, b) => b.value - a.value);
  const noSet = found.length === 0 && complete;
  return {
    current: { value: currentValue, derived: currentDerived },
    best: sets[0] ?? null,
    runnerUps: rest.slice(0, runnerUps),
    explored,
    complete,
    problem: noSet ? (withinCapacity ? 'No allowed set can be carried: the kept items already weigh more than the character can carry.' : 'No allowed set was found.') : null,
  };
}
