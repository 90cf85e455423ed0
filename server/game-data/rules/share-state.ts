/**
 * The share-state codec: a build in a URL's
 * `?state=` parameter as URL-safe base64 of
 * `[classIndex, level, [[trait, points], ...], [hp, mp, magic, ability, hpRegen, mpRegen, capacity], [10 item ids], dataVersion, plan]`.
 * A missing sixth element means game data version 1. The seventh, the levelling plan
 * (`packLevellingPlan`: `[1, "<stat index per point>", [[trait, run], ...]]`), is written only
 * for a build that has one, so links without a plan read as before and older links still open. The
 * eighth, the planner's target ("Against"), is a monster id, written only for a
 * build that has one (the seventh is then `null` when there is no plan). Decoding never throws and always yields a
 * build of the specification's shape; `openShareState` also migrates it to the current data
 * version and refunds what the rules refuse, so the result is a build the server accepts.
 */

import { CLASS_IDS, MAX_LEVEL, SLOT_IDS, STAT_IDS, type ClassId, type SlotId, type StatId } from './constants';
import { levellingPlanProblem, packLevellingPlan, unpackLevellingPlan, type LevellingPlan } from './levelling-plan';
import { GAME_DATA_VERSION, migrateBuild } from './migrations';
import { repairStatPoints } from './stat-points';
import { pointsFromPairs, repairTraitPoints, TRAIT_CATALOG, type TraitCatalog } from './traits';

/** Class order of the share state: index 0 to 3. */
export const SHARE_CLASSES = CLASS_IDS;
export type ShareClass = ClassId;
/** The seven allocatable stats, in share-state order. */
export const SHARE_STATS = STAT_IDS;
export type ShareStat = StatId;
/** The ten equipment slots, in share-state order. */
export const SHARE_SLOTS = SLOT_IDS;
export type ShareSlot = SlotId;

export interface SharedBuild {
  characterClass: ShareClass;
  level: number;
  /** Trait number to points, in the order they were given. */
  points: Array<[trait: number, points: number]>;
  stats: Record<ShareStat, number>;
  /** Item id per slot; `""` for an empty slot. Unknown ids are kept as they are. */
  equipment: Record<ShareSlot, string>;
  /** The game data version the build was made with. */
  dataVersion: number;
  /** The order its points were spent in as it levelled; absent or null for none. */
  plan?: LevellingPlan | null;
  /** The monster the planner measures the build against (its id); absent or null for none. */
  target?: string | null;
}

/** What a target id looks like (a monster id of the pack: lower-case words joined by hyphens). */
export const isTargetId = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 64;

export interface DecodeOptions {
  /** Highest level a build may have; higher levels are brought down to it. */
  maxLevel?: number;
}

const emptyStats = (): Record<ShareStat, number> =>
  Object.fromEntries(SHARE_STATS.map((stat) => [stat, 0])) as Record<ShareStat, number>;
const emptyEquipment = (): Record<ShareSlot, string> =>
  Object.fromEntries(SHARE_SLOTS.map((slot) => [slot, ''])) as Record<ShareSlot, string>;

/** The build a broken or missing state decodes to. */
export const defaultSharedBuild = (): SharedBuild => ({
  characterClass: 'squire',
  level: 1,
  points: [],
  stats: emptyStats(),
  equipment: emptyEquipment(),
  dataVersion: GAME_DATA_VERSION,
});

const isPositiveWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Accepts URL-safe and standard base64, with or without padding; null when it is neither. */
function fromBase64(state: string): string | null {
  const normalized = state.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normalized) || normalized.length % 4 === 1) return null;
  try {
    const binary = atob(normalized + '='.repeat((4 - (normalized.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Encodes a build into the `state` query parameter's value. */
export function encodeShareState(build: SharedBuild): string {
  return toBase64Url(
    JSON.stringify([
      SHARE_CLASSES.indexOf(build.characterClass),
      build.level,
      build.points.map(([trait, points]) => [trait, points]),
      SHARE_STATS.map((stat) => build.stats[stat]),
      SHARE_SLOTS.map((slot) => build.equipment[slot]),
      build.dataVersion,
      ...(build.plan || build.target ? [build.plan ? packLevellingPlan(build.plan) : null] : []),
      ...(build.target ? [build.target] : []),
    ]),
  );
}

/**
 * Decodes a `state` value by the specification's rules: an unknown class index gives the first
 * class; a level that is not a positive whole number gives 1; point entries without a positive
 * trait number and positive points are dropped; each stat is floored, 0 unless positive, and at
 * most the level; a missing or empty slot gives `""`.
 */
export function decodeShareState(state: string | null | undefined, options: DecodeOptions = {}): SharedBuild {
  const build = defaultSharedBuild();
  const json = typeof state === 'string' ? fromBase64(state) : null;
  if (json === null) return build;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return build;
  }
  if (!Array.isArray(raw)) return build;
  const [classIndex, level, points, stats, equipment, dataVersion, plan, target] = raw as unknown[];
  if (plan !== undefined && plan !== null) build.plan = unpackLevellingPlan(plan);
  // A target that is no monster id at all is dropped; whether the monster exists is for `openShareState` (`monsterKnown`).
  if (isTargetId(target)) build.target = target;
  // No sixth element: a link made before data versions existed, which is version 1.
  build.dataVersion = dataVersion === undefined ? 1 : isPositiveWhole(dataVersion) ? dataVersion : GAME_DATA_VERSION;

  build.characterClass = (typeof classIndex === 'number' && SHARE_CLASSES[classIndex]) || SHARE_CLASSES[0];
  build.level = isPositiveWhole(level) ? Math.min(level, options.maxLevel ?? Number.MAX_SAFE_INTEGER) : 1;

  if (Array.isArray(points)) {
    const byTrait = new Map<number, number>();
    for (const entry of points) {
      if (!Array.isArray(entry)) continue;
      const [trait, value] = entry as unknown[];
      if (isPositiveWhole(trait) && isPositiveWhole(value)) byTrait.set(trait, value);
    }
    build.points = [...byTrait];
  }

  if (Array.isArray(stats)) {
    SHARE_STATS.forEach((stat, i) => {
      const value = stats[i];
      const floored = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : 0;
      build.stats[stat] = floored > 0 ? Math.min(floored, build.level) : 0;
    });
  }

  if (Array.isArray(equipment)) {
    SHARE_SLOTS.forEach((slot, i) => {
      const value = equipment[i];
      build.equipment[slot] = typeof value === 'string' ? value : '';
    });
  }
  return build;
}

/** What opening a link changed, for the notice the tools show. */
export interface OpenedShareState {
  build: SharedBuild;
  /** The data version the link was made with. */
  madeWith: number;
  /** Every change made to bring it to the current version and rules; empty when none. */
  changes: string[];
  /** The value was no share state at all (not base64, not JSON, not an array): the build is the default one. */
  damaged: boolean;
}

/**
 * True when a `state` value cannot be read at all ("This link is damaged"): not
 * base64, not JSON, or not an array. A readable state with odd values is not damaged; its
 * values are repaired and listed as changes.
 */
export function isDamagedShareState(state: string): boolean {
  const json = fromBase64(state);
  if (json === null) return true;
  try {
    return !Array.isArray(JSON.parse(json));
  } catch {
    return true;
  }
}

export interface OpenOptions {
  /**
   * The version `catalog` is (the one served, or a link's own): the build comes out stamped with it. A link of a
   * version above the committed pack's up to it is read as it is; a newer one is read as this one (and said so).
   * Without it, the committed pack's version.
   */
  version?: number;
  /** Whether a monster id names a monster of the pack; without it any well-formed target is kept (the page says when it is unknown). */
  monsterKnown?: (id: string) => boolean;
}

/**
 * Opens a `state` value as the tools do: decodes it, migrates it from the data version it was
 * made with, and refunds what the rules refuse (traits the class cannot take, closed tiers,
 * missing prerequisites, points past the level's budget, stats past the level's budget). The
 * result always passes the server's build checks for traits and stats; every refund is listed.
 */
export function openShareState(state: string | null | undefined, catalog: TraitCatalog = TRAIT_CATALOG, options: OpenOptions = {}): OpenedShareState {
  const decoded = decodeShareState(state, { maxLevel: MAX_LEVEL });
  const version = options.version ?? GAME_DATA_VERSION;
  const migration = migrateBuild(decoded, decoded.dataVersion, catalog, version);
  const changes = [...migration.changes];
  const build: SharedBuild = { ...migration.build, dataVersion: version };
  // A migrated build is already valid; this refunds what a hand-made or current link breaks.
  const { build: repaired, refunds } = repairTraitPoints(catalog, { characterClass: build.characterClass, level: build.level, points: pointsFromPairs(build.points) });
  build.points = [...repaired.points];
  for (const refund of refunds) changes.push(`${refund.name}: ${refund.points} point${refund.points === 1 ? '' : 's'} refunded (${refund.reason}).`);
  const stats = repairStatPoints(build.level, build.stats);
  build.stats = stats.stats;
  changes.push(...stats.changes);
  if (build.plan) {
    const problem = levellingPlanProblem(catalog, build, build.plan);
    if (problem) {
      build.plan = null;
      changes.push(`The levelling plan was left out: ${problem}`);
    }
  } else if (build.plan === null) {
    changes.push('The levelling plan could not be read and was left out.');
  }
  if (build.target && options.monsterKnown && !options.monsterKnown(build.target)) {
    changes.push(`The target “${build.target}” is not a monster any more and was left out.`);
    build.target = null;
  }
  return { build, madeWith: decoded.dataVersion, changes, damaged: typeof state === 'string' && isDamagedShareState(state) };
}
