/**
 * Comparing two planner builds side by side: every derived number
 * with its difference, the traits added and removed, and the slots that differ. Pure functions
 * over two share states and their derived numbers, so the planner and the tests share one copy.
 */

import { fightAgainst, type TargetMonster } from './calculators';
import { SLOT_IDS, STAT_IDS, type SlotId, type StatId } from './constants';
import { DERIVED_IDS, type DerivedId, type DerivedResult } from './derived';
import type { SharedBuild } from './share-state';

export interface CompareRow {
  id: DerivedId | 'weaponMin' | 'weaponMax' | 'timeToKill';
  label: string;
  unit: string;
  /** This build's value (the one being edited). */
  mine: number;
  /** The other build's value. */
  other: number;
  /** other − mine, rounded to hundredths: what switching to the other build would change (±Infinity when only one can kill the target). */
  difference: number;
  /** A fall is a gain (weight, time to kill). */
  lowerIsBetter: boolean;
}

export interface TraitChange {
  trait: number;
  /** Points in this build and in the other one (0 when absent). */
  mine: number;
  other: number;
}

export interface SlotChange {
  slot: SlotId;
  mine: string;
  other: string;
}

export interface StatChange {
  stat: StatId;
  mine: number;
  other: number;
}

export interface BuildComparison {
  rows: CompareRow[];
  /** Traits only the other build has points in. */
  added: TraitChange[];
  /** Traits only this build has points in. */
  removed: TraitChange[];
  /** Traits both have, with different points. */
  changed: TraitChange[];
  slots: SlotChange[];
  stats: StatChange[];
  sameClass: boolean;
  levelDifference: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Compares `mine` with `other`: differences read as "other minus mine". With a `target` (the
 * planner's "Against" monster) a row gives each build's time to kill it (`fightAgainst`).
 */
export function compareBuilds(mine: { build: SharedBuild; derived: DerivedResult }, other: { build: SharedBuild; derived: DerivedResult }, target?: (TargetMonster & { name: string }) | null): BuildComparison {
  const rows: CompareRow[] = DERIVED_IDS.map((id) => {
    const a = mine.derived.numbers[id];
    const b = other.derived.numbers[id];
    return { id, label: a.label, unit: a.unit, mine: a.value, other: b.value, difference: round2(b.value - a.value), lowerIsBetter: id === 'weight' };
  });
  rows.push(
    { id: 'weaponMin', label: 'Main-hand hit, lowest', unit: 'points', mine: mine.derived.weapon.min, other: other.derived.weapon.min, difference: other.derived.weapon.min - mine.derived.weapon.min, lowerIsBetter: false },
    { id: 'weaponMax', label: 'Main-hand hit, highest', unit: 'points', mine: mine.derived.weapon.max, other: other.derived.weapon.max, difference: other.derived.weapon.max - mine.derived.weapon.max, lowerIsBetter: false },
  );
  if (target) {
    const seconds = (derived: DerivedResult) => fightAgainst(derived.weapon, derived.numbers.hitChance.value, target).seconds;
    const a = seconds(mine.derived);
    const b = seconds(other.derived);
    rows.push({ id: 'timeToKill', label: `Time to kill ${target.name}`, unit: 'seconds', mine: a, other: b, difference: a === b ? 0 : Number.isFinite(a) && Number.isFinite(b) ? round2(b - a) : b - a, lowerIsBetter: true });
  }

  const minePoints = new Map(mine.build.points.filter(([, p]) => p > 0));
  const otherPoints = new Map(other.build.points.filter(([, p]) => p > 0));
  const numbers = [...new Set([...minePoints.keys(), ...otherPoints.keys()])].sort((x, y) => x - y);
  const added: TraitChange[] = [];
  const removed: TraitChange[] = [];
  const changed: TraitChange[] = [];
  for (const trait of numbers) {
    const change = { trait, mine: minePoints.get(trait) ?? 0, other: otherPoints.get(trait) ?? 0 };
    if (change.mine === 0) added.push(change);
    else if (change.other === 0) removed.push(change);
    else if (change.mine !== change.other) changed.push(change);
  }

  const slots = SLOT_IDS.flatMap((slot) => (mine.build.equipment[slot] === other.build.equipment[slot] ? [] : [{ slot, mine: mine.build.equipment[slot], other: other.build.equipment[slot] }]));
  const stats = STAT_IDS.flatMap((stat) => (mine.build.stats[stat] === other.build.stats[stat] ? [] : [{ stat, mine: mine.build.stats[stat], other: other.build.stats[stat] }]));
  return { rows, added, removed, changed, slots, stats, sameClass: mine.build.characterClass === other.build.characterClass, levelDifference: other.build.level - mine.build.level };
}

/**
 * What "Compare with..." accepts as a pasted link: a full planner or trait-tree address, a
 * `/builds/{id}` address, a bare `state` value, or any text holding `state=` or `build=`.
 * Returns what to compare with, or a message saying why the text is not a build link.
 */
export function readCompareLink(text: string): { state: string } | { buildId: string } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Paste a planner link, a build page link or a share state.' };
  let params: URLSearchParams | null = null;
  let path = '';
  try {
    const url = new URL(trimmed, 'http://almanac.invalid');
    params = url.searchParams;
    path = url.pathname;
  } catch {
    params = null;
  }
  const state = params?.get('state');
  if (state) return { state };
  const build = params?.get('build');
  if (build && /^[A-Za-z0-9_-]{1,64}$/.test(build)) return { buildId: build };
  const page = /^\/builds\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  if (page) return { buildId: page[1]! };
  if (/^[A-Za-z0-9_-]{8,4000}$/.test(trimmed)) return { state: trimmed };
  return { error: 'That is not a build link: paste the address of a planner, trait tree or build page.' };
}
