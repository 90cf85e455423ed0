import { SLOT_IDS, STAT_IDS } from '@game/rules/constants';
import { GAME_DATA_VERSION } from '@game/rules/migrations';
import { packLevellingPlan, readLevellingPlanJson } from '@game/rules/levelling-plan';
import { defaultSharedBuild, type SharedBuild } from '@game/rules/share-state';
import { FIRST_VARIANT_NAME } from '@game/rules/variants';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { BuildEditorLoadQuery, SavedBuild_BuildFragment } from '@/gql/graphql';
import { readStatAllocations } from '@/components/builds/stat-allocations';
import type { EditorVariant, VariantSet } from './variant-set';

/**
 * A saved build as the editor reads it (the query and its fragment) and writes it back (the
 * save input): both tools and the planner's comparison go through these.
 */

/** What a saved build holds: the part the editor opens (here and for the planner's comparison) and the debug page lists. */
export const SavedBuild_build = graphql(`
  fragment SavedBuild_build on Build {
    class
    characterLevel
    isPlannerBuild
    dataVersion
    madeWithVersion
    assignedPoints {
      trait
      points
    }
    statAllocations {
      ...StatAllocations_stats
    }
    levellingPlan
    targetMonsterId
    equippedItemIds {
      slot
      itemId
      legacyValue
    }
    variants {
      name
      characterLevel
      assignedPoints {
        trait
        points
      }
      statAllocations {
        ...StatAllocations_stats
      }
      levellingPlan
      targetMonsterId
      equippedItemIds {
        slot
        itemId
        legacyValue
      }
    }
  }
`);

export const BuildEditorLoad = graphql(`
  query BuildEditorLoad($id: ID!) {
    build(id: $id) {
      id
      name
      ownerUsername
      isPublic
      viewerIsOwner
      # Hidden or held by moderation: what and why (its owner's only; null for a build shown normally).
      moderation {
        state
        rule
        reason
      }
      migrationNotes
      description
      tags
      basedOn {
        id
        name
        ownerUsername
      }
      ...SavedBuild_build
    }
  }
`);

/** The loaded build with its saved part (the SavedBuild_build fragment) read. */
export const readLoaded = (build: NonNullable<BuildEditorLoadQuery['build']>) => ({ ...build, ...getFragmentData(SavedBuild_build, build) });

type SavedVariantFields = Pick<SavedBuild_BuildFragment, 'characterLevel' | 'assignedPoints' | 'statAllocations' | 'equippedItemIds' | 'levellingPlan' | 'targetMonsterId'>;

/** One saved variant (or a build's own fields) as the editor's state (the share state's shape). */
function sharedFromFields(characterClass: SharedBuild['characterClass'], fields: SavedVariantFields): SharedBuild {
  const equipment = defaultSharedBuild().equipment;
  for (const entry of fields.equippedItemIds) {
    if ((SLOT_IDS as readonly string[]).includes(entry.slot)) equipment[entry.slot as keyof typeof equipment] = entry.itemId || entry.legacyValue || '';
  }
  return {
    characterClass,
    level: fields.characterLevel,
    points: fields.assignedPoints.map(({ trait, points }) => [trait, points]),
    stats: readStatAllocations(fields.statAllocations),
    equipment,
    dataVersion: GAME_DATA_VERSION,
    plan: readLevellingPlanJson(fields.levellingPlan),
    target: fields.targetMonsterId ?? null,
  };
}

/** A saved build as the editor's state: its first variant (the build's own fields). */
export function sharedFromSaved(ref: FragmentType<typeof SavedBuild_build>): SharedBuild {
  const build = getFragmentData(SavedBuild_build, ref);
  return sharedFromFields(build.class, build);
}

/** Every variant of a saved build as the editor's state, first one first (a build saved before variants has one). */
export function variantsFromSaved(ref: FragmentType<typeof SavedBuild_build>): EditorVariant[] {
  const build = getFragmentData(SavedBuild_build, ref);
  if (build.variants.length === 0) return [{ name: FIRST_VARIANT_NAME, build: sharedFromFields(build.class, build) }];
  return build.variants.map((variant) => ({ name: variant.name, build: sharedFromFields(build.class, variant) }));
}


/** True when a build holds planner data (stats or equipment). */
export const hasPlannerData = (build: SharedBuild) =>
  STAT_IDS.some((stat) => build.stats[stat] > 0) || SLOT_IDS.some((slot) => build.equipment[slot] !== '');

/** One variant's fields the server checks, from the editor's state. A trait build carries no stats and no equipment. */
function variantInputOf(build: SharedBuild, isPlannerBuild: boolean) {
  return {
    characterLevel: build.level,
    assignedPoints: build.points.map(([trait, points]) => ({ trait, points })),
    // The server checks the plan level by level and refuses one that breaks a rule, naming the level.
    levellingPlan: build.plan ? JSON.stringify(packLevellingPlan(build.plan)) : null,
    // The planner's target ("Against"); the server checks it names a monster.
    targetMonsterId: build.target ?? null,
    ...(isPlannerBuild
      ? { statAllocations: { ...build.stats }, equippedItemIds: SLOT_IDS.map((slot) => ({ slot, itemId: build.equipment[slot] })) }
      : { statAllocations: Object.fromEntries(STAT_IDS.map((stat) => [stat, 0])), equippedItemIds: [] }),
  };
}

/** The fields the server checks, from the editor's variants: the class once, each variant's own fields. */
export function buildInputOf(set: VariantSet, isPlannerBuild: boolean) {
  return {
    class: set[0]!.build.characterClass,
    isPlannerBuild,
    variants: set.map((variant) => ({ name: variant.name, ...variantInputOf(variant.build, isPlannerBuild) })),
  };
}
