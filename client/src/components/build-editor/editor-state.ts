import { BUILD_TAGS, type BuildTag } from '@game/rules/build-tags';
import { BUILD_NAME_MAX, copyBuildName } from '@game/rules/builds';
import type { ClassId } from '@game/rules/constants';
import { reshapeBuild, type ReshapeItemLookup } from '@game/rules/reshape';
import { defaultSharedBuild, type OpenedShareState, type SharedBuild } from '@game/rules/share-state';
import type { TraitCatalog } from '@game/rules/traits';
import { checkVariantName, findVariant, FIRST_VARIANT_NAME } from '@game/rules/variants';
import { pushHistory, redoHistory, startHistory, undoHistory, type History } from './history';
import { changedVariant, sameVariantSet, variantSetKey, type VariantEdit, type VariantSet } from './variant-set';

/**
 * The build editor's state as a pure reducer: what the tools show and what counts as saved. The
 * hook (useBuildEditor.ts) feeds it the URL, the saved build and the browser's builds; everything
 * that decides what the player sees after an action is here, where a unit test can drive it.
 */

export interface EditorNotice {
  kind: 'migrated' | 'missing' | 'saved' | 'kept' | 'problem';
  text: string;
  /** For a migration: every change, one line each. */
  changes?: string[];
}

export interface EditorState {
  /** Every variant of the build, undo and redo walking whole sets. */
  history: History<VariantSet>;
  /** The variant shown; read it through {@link shownVariant}, as an undo may leave it past the end. */
  active: number;
  /** The variants as last saved (or as opened), to tell unsaved changes. */
  savedKey: string;
  name: string;
  description: string;
  savedDescription: string;
  tags: BuildTag[];
  savedTags: BuildTag[];
  notice: EditorNotice | null;
  /** The saved build (`?build=`) already filled in, and the browser's build (`?local=`). */
  adoptedId: string | null;
  adoptedLocal: string | null;
  /** The preferred class and level the editor started with (`class:level`). */
  startedWith: string;
}

export interface EditorPreferences {
  toolClass: ClassId;
  toolLevel: number;
}

/** What the editor opens with, read from the URL (and a tool switch's handoff) by the hook. */
export interface EditorOpening {
  /** `?state=`, opened (migrated and repaired); null without one. */
  opened: OpenedShareState | null;
  /** The whole set of variants the other tool handed over, or null. */
  handoff: { variants: VariantSet; active: number; savedKey: string } | null;
  /** `?variant=` and `?name=` as written. */
  variantParam: string | null;
  nameParam: string | null;
  preferences: EditorPreferences;
}

/** A saved build as the editor takes it in. */
export interface AdoptedBuild {
  id: string;
  name: string;
  viewerIsOwner: boolean;
  description: string;
  tags: BuildTag[];
  variants: VariantSet;
  madeWithVersion: number;
  dataVersion: number;
  migrationNotes: string[];
}

export type EditorAction =
  /** The preferred class and level arrived (or changed): a fresh build nobody touched takes them. */
  | { type: 'preferences'; preferences: EditorPreferences; mayRestart: boolean }
  /**
   * The saved build arrived. `link` is what the URL's own state means for it: nothing ('none'), a
   * tool switch's set kept as it was ('handoff'), or the shown variant with unsaved edits.
   */
  | { type: 'adopt-saved'; saved: AdoptedBuild; variantParam: string | null; link: 'none' | 'handoff' | SharedBuild }
  /** A build kept in this browser (`?local=`), read once its storage could be. */
  | { type: 'adopt-local'; localId: string; variants: VariantSet; description: string | null; variantParam: string | null }
  /** A change to the variant shown; a class change reshapes every other variant the same way. */
  | { type: 'change'; next: SharedBuild | ((current: SharedBuild) => SharedBuild); itemOf: ReshapeItemLookup; catalog: TraitCatalog }
  | { type: 'undo' }
  | { type: 'redo' }
  /** An accepted variant edit (add, duplicate, rename, move, delete). */
  | { type: 'edit-variants'; edit: Extract<VariantEdit, { ok: true }> }
  | { type: 'select-variant'; index: number }
  | { type: 'name'; name: string }
  | { type: 'description'; description: string }
  | { type: 'toggle-tag'; tag: BuildTag }
  /** What was just saved (as it was when the save began) counts as saved now. */
  | { type: 'mark-saved'; key: string; description: string; tags: BuildTag[]; notice: EditorNotice | null }
  | { type: 'notice'; notice: EditorNotice | null };

const freshBuild = (preferences: EditorPreferences): SharedBuild => ({ ...defaultSharedBuild(), characterClass: preferences.toolClass, level: preferences.toolLevel });
const preferenceKey = (preferences: EditorPreferences) => `${preferences.toolClass}:${preferences.toolLevel}`;

/** The name a link's `?variant=` gives the one variant it opens (a name the rule refuses gives the default). */
const linkVariantName = (raw: string | null) => {
  const checked = raw ? checkVariantName(raw) : null;
  return checked?.ok ? checked.value : FIRST_VARIANT_NAME;
};

/** The notice a link opens with: damaged, migrated or repaired; null for a link within today's rules. */
function openingNotice(opened: OpenedShareState | null): EditorNotice | null {
  if (!opened) return null;
  if (opened.damaged) return { kind: 'problem', text: 'This link is damaged; here is a new build.' };
  if (opened.changes.length === 0) return null;
  const text =
    opened.madeWith < opened.build.dataVersion
      ? `This link was made with game data version ${opened.madeWith}; it was brought up to version ${opened.build.dataVersion}.`
      : 'Parts of this link did not fit the rules and were refunded.';
  return { kind: 'migrated', text, changes: opened.changes };
}

/**
 * The editor as it opens: a tool switch's whole set, else the link's state as one variant, else
 * a fresh build of the preferred class and level. The link's name is cut to what a name may hold.
 */
export function openEditor({ opened, handoff, variantParam, nameParam, preferences }: EditorOpening): EditorState {
  const variants: VariantSet = handoff?.variants ?? [{ name: linkVariantName(variantParam), build: opened?.build ?? freshBuild(preferences) }];
  return {
    history: startHistory(variants),
    active: handoff?.active ?? 0,
    savedKey: handoff?.savedKey ?? variantSetKey(variants),
    name: (nameParam ?? '').slice(0, BUILD_NAME_MAX),
    description: '',
    savedDescription: '',
    tags: [],
    savedTags: [],
    notice: openingNotice(opened),
    adoptedId: null,
    adoptedLocal: null,
    startedWith: preferenceKey(preferences),
  };
}

/** The variant shown, its place and the whole set. */
export function shownVariant(state: EditorState) {
  const variants = state.history.present;
  const index = Math.min(state.active, variants.length - 1);
  return { variants, index, build: variants[index]!.build, name: variants[index]!.name };
}

/** The saved build fills the editor; `?variant=` (a name or a place from 1) picks the one shown. */
function adoptSaved(state: EditorState, { saved, variantParam, link }: Extract<EditorAction, { type: 'adopt-saved' }>): EditorState {
  const fromSaved = saved.variants;
  const shown = Math.max(0, findVariant(fromSaved.map((v) => v.name), variantParam));
  let { history, active } = state;
  if (link === 'none' || state.adoptedId !== null) {
    history = startHistory(fromSaved);
    active = shown;
  } else if (link !== 'handoff') {
    // The link's state is that variant with unsaved edits; the others are as saved.
    history = startHistory(fromSaved.map((variant, index) => (index === shown ? { ...variant, build: link } : variant)));
    active = shown;
  }
  const migrated = saved.madeWithVersion < saved.dataVersion && saved.migrationNotes.length > 0;
  return {
    ...state,
    adoptedId: saved.id,
    name: saved.viewerIsOwner ? saved.name : copyBuildName(saved.name),
    description: saved.description,
    savedDescription: saved.description,
    tags: saved.tags,
    savedTags: saved.tags,
    savedKey: variantSetKey(fromSaved),
    history,
    active,
    notice: migrated
      ? { kind: 'migrated', text: `This build was made for game data version ${saved.madeWithVersion}; it opens migrated to version ${saved.dataVersion}.`, changes: saved.migrationNotes }
      : state.notice,
  };
}

function change(state: EditorState, { next, itemOf, catalog }: Extract<EditorAction, { type: 'change' }>): EditorState {
  const index = Math.min(state.active, state.history.present.length - 1);
  const before = state.history.present[index]!.build;
  const after = typeof next === 'function' ? next(before) : next;
  const set = state.history.present.map((variant, i) => {
    if (i === index) return { ...variant, build: after };
    if (after.characterClass === variant.build.characterClass) return variant;
    return { ...variant, build: reshapeBuild(variant.build, after.characterClass, variant.build.level, catalog, itemOf).build };
  });
  const history = pushHistory(state.history, set, sameVariantSet);
  return history === state.history ? state : { ...state, history };
}

/** Undo and redo walk whole sets: a step in another variant shows that variant. */
function step(state: EditorState, walk: (history: History<VariantSet>) => History<VariantSet>): EditorState {
  const history = walk(state.history);
  if (history === state.history) return state;
  const changed = changedVariant(state.history.present, history.present);
  return { ...state, history, active: Math.min(changed ?? state.active, history.present.length - 1) };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'preferences': {
      const key = preferenceKey(action.preferences);
      if (key === state.startedWith) return state;
      const untouched = state.history.past.length === 0 && state.history.future.length === 0;
      if (!action.mayRestart || !untouched) return { ...state, startedWith: key };
      const variants: VariantSet = [{ name: FIRST_VARIANT_NAME, build: freshBuild(action.preferences) }];
      return { ...state, startedWith: key, history: startHistory(variants), savedKey: variantSetKey(variants) };
    }
    case 'adopt-saved':
      return adoptSaved(state, action);
    case 'adopt-local': {
      if (action.variants.length === 0) return { ...state, adoptedLocal: action.localId };
      return {
        ...state,
        adoptedLocal: action.localId,
        history: startHistory(action.variants),
        savedKey: variantSetKey(action.variants),
        active: Math.max(0, findVariant(action.variants.map((v) => v.name), action.variantParam)),
        ...(action.description !== null ? { description: action.description, savedDescription: action.description } : {}),
      };
    }
    case 'change':
      return change(state, action);
    case 'undo':
      return step(state, undoHistory);
    case 'redo':
      return step(state, redoHistory);
    case 'edit-variants':
      return { ...state, history: pushHistory(state.history, action.edit.set, sameVariantSet), active: action.edit.active };
    case 'select-variant':
      return { ...state, active: Math.max(0, Math.min(action.index, state.history.present.length - 1)) };
    case 'name':
      return { ...state, name: action.name };
    case 'description':
      return { ...state, description: action.description };
    case 'toggle-tag':
      // Kept in the fixed list's order.
      return { ...state, tags: BUILD_TAGS.filter((t) => (t === action.tag ? !state.tags.includes(t) : state.tags.includes(t))) };
    case 'mark-saved':
      return { ...state, savedKey: action.key, savedDescription: action.description, savedTags: action.tags, notice: action.notice ?? state.notice };
    case 'notice':
      return { ...state, notice: action.notice };
  }
}

/** True when the variants, the notes or the tags differ from what was saved. */
export const hasUnsavedChanges = (state: EditorState): boolean =>
  variantSetKey(state.history.present) !== state.savedKey || state.description !== state.savedDescription || state.tags.join() !== state.savedTags.join();
