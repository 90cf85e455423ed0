/**
 * Game data versions and the migration of builds between them: a link or a
 * saved build made with an older pack is brought up to the current one when it is opened, and
 * the player is told exactly what changed. Nothing is dropped silently.
 */

import { repairTraitPoints, TRAIT_CATALOG, type TraitCatalog } from './traits';
import type { ClassId } from './constants';

/** The version of the game data pack. Version 1 had 30 traits; version 2 has the branching trees. */
export const GAME_DATA_VERSION = 2;

/** The 30 traits of version 1, by their old number (1 to 30). */
export const V1_TRAIT_NAMES = [
  'Tough Hide', 'Deep Well', 'Pack Mule', 'Quick Study', 'Second Wind', 'Steady Hands',
  'Oath of Service', 'Practice Drills', 'Field Dressing', 'Jack of All Trades', 'Rally', 'Earned Spurs',
  'Shield Wall', 'Heavy Arms', 'Iron Skin', 'Cleave', 'Taunt', 'Unbroken',
  'Keen Edge', 'Eagle Eye', 'Bleed', 'Light Step', 'Vanish', 'Deadly Precision',
  'Ember Heart', 'Frost Mind', 'Mana Tides', 'Arc Weaving', 'Mending Light', 'Archmage',
] as const;

/** Version 1 trait number to its version 2 number; null where the trait was removed. */
export const V1_TO_V2_TRAITS: ReadonlyMap<number, number | null> = new Map(
  V1_TRAIT_NAMES.map((name, index) => [index + 1, [...TRAIT_CATALOG.traits.values()].find((trait) => trait.name === name)?.number ?? null]),
);

/** The part of a build a migration touches. */
export interface MigratableBuild {
  characterClass: ClassId;
  level: number;
  points: Array<[trait: number, points: number]>;
}

export interface Migration<T extends MigratableBuild> {
  build: T;
  /** The version the build was made with. */
  from: number;
  /** What changed, one line each, as players read it; empty when nothing did. */
  changes: string[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Version 1 to 2: renumber traits, refund removed ones, then refund whatever the new trees' rules refuse. */
function v1ToV2<T extends MigratableBuild>(build: T, catalog: TraitCatalog): { build: T; changes: string[] } {
  const changes: string[] = [];
  const renumbered: Array<[number, number]> = [];
  for (const [oldNumber, points] of build.points) {
    const newNumber = V1_TO_V2_TRAITS.get(oldNumber);
    const oldName = V1_TRAIT_NAMES[oldNumber - 1] ?? `Trait ${oldNumber}`;
    if (newNumber === undefined || newNumber === null) {
      changes.push(`${oldName} was removed: ${plural(points, 'point')} refunded.`);
      continue;
    }
    renumbered.push([newNumber, points]);
  }
  const { build: repaired, refunds } = repairTraitPoints(catalog, { characterClass: build.characterClass, level: build.level, points: new Map(renumbered) });
  for (const refund of refunds) changes.push(`${refund.name}: ${plural(refund.points, 'point')} refunded (${refund.reason}).`);
  if (build.points.length > 0) changes.unshift('The trait trees were redrawn in version 2: traits have new numbers, tiers and prerequisites.');
  return { build: { ...build, points: [...repaired.points] }, changes };
}

/**
 * Brings a build made with game data `fromVersion` up to the committed pack's version (the code's
 * own step, version 1 to 2). `served` is the newest version the caller knows (the one served): a
 * version above the committed pack's up to it is kept as it is, for the published versions' own
 * steps (version-migration.ts) to move on. A version newer than `served`, or not a whole number,
 * is read as `served` (and said so).
 */
export function migrateBuild<T extends MigratableBuild>(build: T, fromVersion: number, catalog: TraitCatalog = TRAIT_CATALOG, served: number = GAME_DATA_VERSION): Migration<T> {
  const changes: string[] = [];
  let version = fromVersion;
  const newest = Math.max(served, GAME_DATA_VERSION);
  if (!Number.isInteger(version) || version < 1 || version > newest) {
    changes.push(`Game data version ${String(fromVersion)} is unknown; the build was read as version ${newest}.`);
    version = newest;
  }
  let current = build;
  if (version === 1) {
    // The code's step ends at the committed pack's version: its trait rules are that version's, whatever is served now.
    const step = v1ToV2(current, newest === GAME_DATA_VERSION ? catalog : TRAIT_CATALOG);
    current = step.build;
    changes.push(...step.changes);
    version = 2;
  }
  return { build: current, from: fromVersion, changes };
}

/**
 * The "outdated" badge: a build made with an older game data version than the
 * current one. Null when the build is current, otherwise the sentence its badge explains it with.
 */
export function outdatedNote(madeWithVersion: number, current: number = GAME_DATA_VERSION): string | null {
  return madeWithVersion < current ? `Made with game data v${madeWithVersion}; current is v${current}.` : null;
}
