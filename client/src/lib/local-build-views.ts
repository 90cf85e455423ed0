import { CLASS_IDS, CLASS_NAMES, SLOT_IDS, STAT_IDS, type ClassId, type SlotId } from '@game/rules/constants';
import { defaultSharedBuild, encodeShareState, isTargetId, type SharedBuild } from '@game/rules/share-state';
import type { LocalBuild, LocalBuildView } from './local-build-types';

/**
 * What the lists show of the builds kept in this browser, and the tools' states they open with:
 * the share-state rules and their migrations, loaded when a local build is first shown or opened
 * (useLocalBuilds), not with every page.
 */

const asClass = (value: unknown): ClassId | null => (CLASS_IDS as readonly unknown[]).includes(value) ? (value as ClassId) : null;
const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The variants of a build kept as fields: the save input's `variants`, or for an
 * input kept before variants, its own fields as one variant. Each with its name (null for the old shape).
 */
export function localBuildVariants(input: Record<string, unknown>): Array<{ name: string | null; fields: Record<string, unknown> }> {
  if (!Array.isArray(input.variants) || input.variants.length === 0) return [{ name: null, fields: input }];
  return (input.variants as unknown[]).flatMap((variant) =>
    typeof variant === 'object' && variant !== null ? [{ name: typeof (variant as { name?: unknown }).name === 'string' ? ((variant as { name: string }).name) : null, fields: variant as Record<string, unknown> }] : [],
  );
}

/** Every variant of a build kept as fields, as the tools' states with their names (`fallbackName` for the old shape). */
export function localBuildStates(input: Record<string, unknown>, fallbackName: string): Array<{ name: string; build: SharedBuild }> {
  return localBuildVariants(input).map((variant) => ({ name: variant.name ?? fallbackName, build: stateOfFields(asClass(input.class), variant.fields) }));
}

/** The tools' state of a build kept as fields (the save input the editor wrote): its first variant. */
export function localBuildState(input: Record<string, unknown>): SharedBuild {
  return stateOfFields(asClass(input.class), localBuildVariants(input)[0]?.fields ?? input);
}

function stateOfFields(characterClass: ClassId | null, input: Record<string, unknown>): SharedBuild {
  const build = defaultSharedBuild();
  build.characterClass = characterClass ?? build.characterClass;
  build.level = asNumber(input.characterLevel) ?? build.level;
  if (Array.isArray(input.assignedPoints)) {
    build.points = input.assignedPoints.flatMap((entry: { trait?: unknown; points?: unknown }) => {
      const trait = asNumber(entry?.trait);
      const points = asNumber(entry?.points);
      return trait !== null && points !== null ? [[trait, points] as [number, number]] : [];
    });
  }
  const stats = (input.statAllocations ?? {}) as Record<string, unknown>;
  for (const stat of STAT_IDS) build.stats[stat] = asNumber(stats[stat]) ?? 0;
  if (Array.isArray(input.equippedItemIds)) {
    for (const entry of input.equippedItemIds as Array<{ slot?: unknown; itemId?: unknown }>) {
      if ((SLOT_IDS as readonly unknown[]).includes(entry?.slot) && typeof entry.itemId === 'string') build.equipment[entry.slot as SlotId] = entry.itemId;
    }
  }
  if (isTargetId(input.targetMonsterId)) build.target = input.targetMonsterId;
  return build;
}

export function localBuildView(build: LocalBuild): LocalBuildView {
  if (build.source === 'copy') {
    const characterClass = asClass(build.characterClass);
    return {
      localId: build.localId, name: build.name, savedAt: build.savedAt,
      className: characterClass ? CLASS_NAMES[characterClass] : null, level: build.level ?? null,
      kind: 'copy', variantCount: 1, openPath: `/builds/${encodeURIComponent(build.buildId)}`,
    };
  }
  const state = localBuildState(build.input);
  const planner = build.input.isPlannerBuild === true;
  const search = new URLSearchParams({ state: encodeShareState(state), name: build.name });
  // A build with variants opens with all of them (`local=`, read by the editor after hydration), on its first.
  const variants = localBuildVariants(build.input);
  if (variants.length > 1) {
    search.set('local', build.localId);
    if (variants[0]!.name) search.set('variant', variants[0]!.name);
  }
  return {
    localId: build.localId, name: build.name, savedAt: build.savedAt,
    className: CLASS_NAMES[state.characterClass], level: state.level,
    kind: planner ? 'planner' : 'trait tree', variantCount: variants.length, openPath: `${planner ? '/tools/planner' : '/tools/trait-tree'}?${search}`,
  };
}
