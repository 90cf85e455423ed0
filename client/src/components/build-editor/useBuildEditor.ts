import type { BuildTag } from '@game/rules/build-tags';
import { useQuery } from '@apollo/client/react';
import { CLASS_NAMES } from '@game/rules/constants';
import { defaultSharedBuild, encodeShareState, openShareState, type SharedBuild } from '@game/rules/share-state';
import type { ReshapeItemLookup } from '@game/rules/reshape';
import { FIRST_VARIANT_NAME } from '@game/rules/variants';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBlocker } from '@/lib/route-data';
import { afterNextPaint } from '@/lib/after-paint';
import { useLocalBuildInput } from '@/lib/local-builds';
import { localBuildStates } from '@/lib/local-build-views';
import { usePreferences } from '@/lib/preferences';
import { editorReducer, hasUnsavedChanges, openEditor, shownVariant } from './editor-state';
import { BuildEditorLoad, hasPlannerData, readLoaded, variantsFromSaved } from './saved-build';
import { handToOtherTool, takeToolHandoff } from './tool-handoff';
import { useBuildSave } from './useBuildSave';
import { useCopyLink } from './useCopyLink';
import { useServedTraits } from './served-traits';
import { addVariant, deleteVariant, duplicateVariant, renameVariant, shiftVariant, variantSetKey, type VariantEdit, type VariantSet } from './variant-set';

/** Which tool edits the build: both edit the same build and the same `?state=`. */
export type BuildTool = 'planner' | 'trait-tree';
export const TOOL_PATHS: Record<BuildTool, string> = { planner: '/tools/planner', 'trait-tree': '/tools/trait-tree' };

/** Leaving with unsaved changes asks first; the sibling tool keeps the same state, so going there does not. */
function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && currentLocation.pathname !== nextLocation.pathname && !Object.values(TOOL_PATHS).includes(nextLocation.pathname),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}

/**
 * The build editor both tools share: one build state (editor-state.ts), kept in `?state=`
 * (replacing the history entry, so Back leaves the tool instead of undoing clicks), undo and redo,
 * `?build={id}` opening a saved build, `?local={id}` one kept in this browser, the save flow
 * (useBuildSave.ts) and the links (useCopyLink.ts). Leaving with unsaved changes asks first.
 */
export function useBuildEditor(tool: BuildTool, itemOf: ReshapeItemLookup = () => undefined) {
  const [params, setParams] = useSearchParams();
  // A new build starts with the class and level the player chose in their preferences.
  const { preferences } = usePreferences();
  const buildId = params.get('build');
  // The link as it was opened: its state wins over a saved build's, as it may hold unsaved edits.
  const [initialState] = useState(() => params.get('state'));
  // Read in the served version's trait tree (the tool is drawn inside WithServedTraits).
  const served = useServedTraits();
  const [opened] = useState(() => (initialState ? openShareState(initialState, served.catalog, { version: served.version }) : null));
  // Switching tools hands the whole set of variants over (only the shown one is in the URL).
  const [handoff] = useState(() => takeToolHandoff(initialState, params.get('variant')));
  const [state, dispatch] = useReducer(editorReducer, null, () =>
    openEditor({ opened, handoff, variantParam: params.get('variant'), nameParam: params.get('name'), preferences }),
  );

  // On a cold load the profile's preferences arrive after the tool started (with the browser's or
  // the defaults): a fresh build the player has not touched yet takes them when they come.
  if (state.startedWith !== `${preferences.toolClass}:${preferences.toolLevel}`) {
    dispatch({ type: 'preferences', preferences, mayRestart: !opened && !buildId });
  }

  const loaded = useQuery(BuildEditorLoad, { variables: { id: buildId ?? '' }, skip: !buildId });
  const loadedBuild = loaded.data?.build;
  const saved = useMemo(() => (buildId && loadedBuild ? readLoaded(loadedBuild) : null), [buildId, loadedBuild]);
  const missing = Boolean(buildId) && !loaded.loading && !loaded.error && loaded.data !== undefined && loaded.data.build === null;

  // A saved build fills the editor once it arrives (adjusting state while rendering, as React
  // recommends for state derived from new data), unless the link also carried unsaved edits.
  if (saved && state.adoptedId !== saved.id) {
    dispatch({
      type: 'adopt-saved',
      saved: { ...saved, variants: variantsFromSaved(saved) },
      variantParam: params.get('variant'),
      link: !initialState ? 'none' : handoff ? 'handoff' : opened!.build,
    });
  }

  // A build kept in this browser with variants (`?local=`, from /me or the bar) opens with all of
  // them once the browser's storage can be read (after hydration), adopted as a saved build is.
  const localId = buildId ? null : params.get('local');
  const localInput = useLocalBuildInput(localId);
  if (localInput && localId && state.adoptedLocal !== localId) {
    const description = typeof localInput.description === 'string' ? localInput.description : null;
    dispatch({ type: 'adopt-local', localId, variants: localBuildStates(localInput, FIRST_VARIANT_NAME), description, variantParam: params.get('variant') });
  }

  const { variants, index: shownIndex, build, name: variantName } = shownVariant(state);
  const { name, description, tags, history } = state;
  // A link carries the version whose trait numbers it holds: the served one.
  const encoded = useMemo(() => encodeShareState({ ...build, dataVersion: served.version }), [build, served.version]);
  const setKey = useMemo(() => variantSetKey(variants), [variants]);
  const tagsDirty = tags.join() !== state.savedTags.join();
  const dirty = hasUnsavedChanges(state) && !(buildId && !saved);
  // A link names the variant when the build has several, or one not named as a build of today's is.
  const urlVariant = variants.length > 1 || variantName !== FIRST_VARIANT_NAME ? variantName : null;

  // The URL follows every change (and the name and the variant shown) without a history entry per click, once the
  // change is painted: rewriting the address (the router's navigation, the browser's replaceState and the redraw of
  // every route the new location reaches) is not what the click shows, and clicks faster than frames write it once.
  const urlName = name.trim() ? name : null;
  useEffect(() => {
    if (params.get('state') === encoded && params.get('name') === urlName && params.get('variant') === urlVariant) return;
    if (buildId && !saved && !initialState) return; // wait for the saved build before writing its state
    const next = new URLSearchParams(params);
    next.set('state', encoded);
    if (urlName) next.set('name', urlName);
    else next.delete('name');
    if (urlVariant) next.set('variant', urlVariant);
    else next.delete('variant');
    return afterNextPaint(() => setParams(next, { replace: true, preventScrollReset: true }));
  }, [encoded, urlName, urlVariant, params, setParams, buildId, saved, initialState]);

  /** A variant edit (add, duplicate, rename, move, delete): one step of the history; the message when it is refused. */
  const editVariants = (edit: (set: VariantSet) => VariantEdit): string | null => {
    const outcome = edit(variants);
    if (!outcome.ok) return outcome.message;
    dispatch({ type: 'edit-variants', edit: outcome });
    return null;
  };

  const change = useCallback((next: SharedBuild | ((current: SharedBuild) => SharedBuild)) => dispatch({ type: 'change', next, itemOf, catalog: served.catalog }), [itemOf, served.catalog]);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const blocker = useLeaveGuard(dirty);
  const isPlannerBuild = saved ? saved.isPlannerBuild || variants.some((v) => hasPlannerData(v.build)) : tool === 'planner' || variants.some((v) => hasPlannerData(v.build));
  const defaultName = `${CLASS_NAMES[build.characterClass]} level ${build.level}`;
  const { busy, save, setPublished } = useBuildSave({ saved, variants, setKey, isPlannerBuild, name, defaultName, description, tags, encoded, urlVariant }, dispatch);
  const { shareUrl, linkKey, copyLink } = useCopyLink({
    tool,
    encoded,
    urlName,
    urlVariant,
    name: name.trim() || defaultName,
    published: saved?.isPublic && !dirty ? { id: saved.id, variantName: variants.length > 1 ? variantName : null } : null,
  });

  return {
    build,
    /**
     * Changes the variant shown. The class is the build's: a class change reshapes every other
     * variant by the same rule (`reshapeBuild`), as one step of the history.
     */
    change,
    /** Every variant of the build, first one first, and the one shown. */
    variants,
    active: shownIndex,
    variantName,
    /** Shows another variant (not a step of the history). */
    selectVariant: (index: number) => dispatch({ type: 'select-variant', index }),
    addVariant: () => editVariants((set) => addVariant(set, build, defaultSharedBuild())),
    duplicateVariant: (index: number) => editVariants((set) => duplicateVariant(set, index)),
    renameVariant: (index: number, newName: string) => editVariants((set) => renameVariant(set, index, newName)),
    moveVariant: (index: number, by: number) => editVariants((set) => shiftVariant(set, index, by)),
    deleteVariant: (index: number) => editVariants((set) => deleteVariant(set, index)),
    /** The other tool on the same build, all its variants handed over (the URL holds only the one shown). */
    otherToolLink: {
      to: `${TOOL_PATHS[tool === 'planner' ? 'trait-tree' : 'planner']}?${new URLSearchParams({ state: encoded, ...(saved ? { build: saved.id } : {}), ...(urlName ? { name: urlName } : {}), ...(urlVariant ? { variant: urlVariant } : {}) })}`,
      onClick: () => handToOtherTool({ state: encoded, variant: urlVariant, variants, active: shownIndex, savedKey: state.savedKey }),
    },
    /** Undo and redo walk whole sets: a step in another variant shows that variant. */
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    encoded,
    shareUrl,
    linkKey,
    copyLink,
    /** The saved build being edited (own or someone else's public one), once loaded. */
    saved,
    loadingSaved: Boolean(buildId) && loaded.loading,
    /** `?build=` named a build that does not exist or is someone else's private one. */
    missing,
    dirty,
    isPlannerBuild,
    name,
    setName: (value: string) => dispatch({ type: 'name', name: value }),
    description,
    setDescription: (value: string) => dispatch({ type: 'description', description: value }),
    /** The notes differ from what was saved. */
    notesDirty: description !== state.savedDescription,
    tags,
    /** Adds or removes a tag (kept in the fixed list's order; the chooser offers at most 5). */
    toggleTag: (tag: BuildTag) => dispatch({ type: 'toggle-tag', tag }),
    tagsDirty,
    defaultName,
    busy,
    notice: state.notice,
    dismissNotice: () => dispatch({ type: 'notice', notice: null }),
    save,
    setPublished,
    blocker,
  };
}

export type BuildEditor = ReturnType<typeof useBuildEditor>;
