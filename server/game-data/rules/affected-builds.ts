import type { FieldChange, PackKind } from './pack-diff';

export type BuildPatchEffect = 'ITEM_CHANGED' | 'ITEM_REMOVED' | 'TRAIT_CHANGED' | 'TRAIT_RENUMBERED' | 'TRAIT_POINTS_LOST' | 'TRAIT_REMOVED';

/** One change of a patch as it touches one build. */
export interface BuildPatchChange {
  effect: BuildPatchEffect;
  kind: Extract<PackKind, 'items' | 'traits'>;
  id: string;
  name: string;
  variant: string;
  text: string;
  fields: FieldChange[];
}
