/** The stored shapes of game data versions and the draft patch, and the models the resolvers receive (codegen mappers). */
import type { Pack } from '../../../game-data/schemas';
import type { EntryChange, FieldChange, PackDiff } from '../../../game-data/rules/pack-diff';
import type { BuildPatchChange } from '../../../game-data/rules/affected-builds';

/** One published version of the pack: written once, never changed or deleted. */
export interface GameDataVersionDocument {
  /** `v<number>`. */
  _id: string;
  number: number;
  name: string;
  notes: string;
  publishedAt: string;
  /** The whole pack as this version has it. */
  pack: Pack;
  /** The explicit migrations the admin gave when publishing it, from the version before. */
  mappings: GameDataMappingModel[];
  /** Slug of the drafted patch-notes article, when published through a draft. */
  patchNotesSlug: string | null;
}

/** A published version without its pack, as the API lists it. */
export type GameDataVersionModel = Omit<GameDataVersionDocument, 'pack'>;

export interface GameDataMappingModel {
  kind: 'items' | 'traits';
  from: string;
  to: string | null;
}

/** One save of the draft. */
export interface DraftEditModel {
  revision: number;
  actor: string;
  at: string;
  kind: keyof Pack;
  id: string;
  /** The entry's fields it changed; `*` for a whole entry added, removed or imported. */
  fields: string[];
}

/** The one open draft patch. */
export interface GameDataDraftDocument {
  /** Always `draft`: one draft at a time. */
  _id: string;
  base: number;
  revision: number;
  openedBy: string;
  openedAt: string;
  updatedAt: string;
  pack: Pack;
  mappings: GameDataMappingModel[];
  edits: DraftEditModel[];
}

export type GameDataDiffModel = PackDiff & { to: number | null };
export type GameDataEntryChangeModel = EntryChange;
export type GameDataFieldChangeModel = FieldChange;
export type BuildPatchChangeModel = BuildPatchChange;

export interface GameDataHistoryEntryModel {
  version: GameDataVersionModel;
  change: 'ADDED' | 'REMOVED' | 'CHANGED';
  fields: FieldChange[];
  values: string | null;
}

/** The draft's affected builds (the resolver pages `builds`). */
export type AffectedBuildsModel = Awaited<ReturnType<typeof import('./build-patch').affectedBuilds>>;
export type AffectedBuildModel = AffectedBuildsModel['builds'][number];
