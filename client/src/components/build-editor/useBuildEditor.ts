import { BUILD_TAGS, type BuildTag } from '@game/rules/build-tags';
import { useMutation, useQuery } from '@apollo/client/react';
import { CLASS_NAMES, SLOT_IDS, STAT_IDS } from '@game/rules/constants';
import { GAME_DATA_VERSION } from '@game/rules/migrations';
import { packLevellingPlan, readLevellingPlanJson } from '@game/rules/levelling-plan';
import { defaultSharedBuild, encodeShareState, openShareState, type SharedBuild } from '@game/rules/share-state';
import { reshapeBuild, type ReshapeItemLookup } from '@game/rules/reshape';
import { TRAIT_CATALOG } from '@game/rules/traits';
import { checkVariantName, findVariant, FIRST_VARIANT_NAME } from '@game/rules/variants';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBlocker, useLocation, useSearchParams } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { addLocalBuild, browserStorage, useLocalBuildInput } from '@/lib/local-builds';
import { localBuildStates } from '@/lib/local-build-views';
import { usePreferences } from '@/lib/preferences';
import { useSession } from '@/lib/session';
import { pushHistory, redoHistory, startHistory, undoHistory, type History } from './history';
import { handToOtherTool, takeToolHandoff } from './tool-handoff';
import {
  addVariant,
  changedVariant,
  deleteVariant,
  duplicateVariant,
  renameVariant,
  sameVariantSet,
  shiftVariant,
  variantSetKey,
  type EditorVariant,
  type VariantEdit,
  type VariantSet,
} from './variant-set';

/** Which tool edits the build: both edit the same build and the same `?state=` (DESIGN section 9). */
export type BuildTool = 'planner' | 'trait-tree';
export const TOOL_PATHS: Record<BuildTool, string> = { planner: '/tools/planner', 'trait-tree': '/tools/trait-tree' };

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
      hp
      mp
      magic
      ability
      hpRegen
      mpRegen
      capacity
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
        hp
        mp
        magic
        ability
        hpRegen
        mpRegen
        capacity
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

const CreateBuild = graphql(`
  mutation BuildEditorCreate($input: BuildInput!) {
    createBuild(input: $input) {
      id
      name
      isPublic
    }
  }
`);
const UpdateBuild = graphql(`
  mutation BuildEditorUpdate($id: ID!, $input: BuildInput!) {
    updateBuild(id: $id, input: $input) {
      id
      name
      isPublic
      updatedAt
      description
      tags
    }
  }
`);
const PublishBuild = graphql(`
  mutation BuildEditorPublish($id: ID!) {
    publishBuild(id: $id) {
      id
      isPublic
      publishDate
    }
  }
`);
const UnpublishBuild = graphql(`
  mutation BuildEditorUnpublish($id: ID!) {
    unpublishBuild(id: $id) {
      id
      isPublic
    }
  }
`);

const CreateShareLink = graphql(`
  mutation BuildEditorShareLink($tool: BuildKind!, $state: String!, $name: String, $variant: String) {
    createShareLink(tool: $tool, state: $state, name: $name, variant: $variant) {
      code
    }
  }
`);

const REFRESH_LISTS = ['BuildsBarPrivate', 'MyBuilds'];

/** What Copy link put on the clipboard, for the status beside it. */
export interface CopiedLink {
  /** The editor's state and name it was made for: a later change makes it stale. */
  for: string;
  result: 'copied' | 'failed';
  /** Why the long link was copied instead of a short one; null when the short (or the build's) link was. */
  fallback: string | null;
}

/** The loaded build with its saved part (the SavedBuild_build fragment) read. */
const readLoaded = (build: NonNullable<import('@/gql/graphql').BuildEditorLoadQuery['build']>) => ({ ...build, ...getFragmentData(SavedBuild_build, build) });

type SavedVariantFields = Pick<import('@/gql/graphql').SavedBuild_BuildFragment, 'characterLevel' | 'assignedPoints' | 'statAllocations' | 'equippedItemIds' | 'levellingPlan' | 'targetMonsterId'>;

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
    stats: Object.fromEntries(STAT_IDS.map((stat) => [stat, fields.statAllocations[stat]])) as SharedBuild['stats'],
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

/** The fields the server checks, from the editor's variants (issue 25 part 2): the class once, each variant's own fields. */
export function buildInputOf(set: VariantSet, isPlannerBuild: boolean) {
  return {
    class: set[0]!.build.characterClass,
    isPlannerBuild,
    variants: set.map((variant) => ({ name: variant.name, ...variantInputOf(variant.build, isPlannerBuild) })),
  };
}

export interface EditorNotice {
  kind: 'migrated' | 'missing' | 'saved' | 'kept' | 'problem';
  text: string;
  /** For a migration: every change, one line each. */
  changes?: string[];
}

/** The name a link's `?variant=` gives the one variant it opens (a name the rule refuses gives the default). */
const linkVariantName = (raw: string | null) => {
  const checked = raw ? checkVariantName(raw) : null;
  return checked?.ok ? checked.value : FIRST_VARIANT_NAME;
};

/**
 * The build editor both tools share: one build state, kept in `?state=` (replacing the history
 * entry, so Back leaves the tool instead of undoing clicks), undo and redo, `?build={id}` opening
 * a saved build, and the save flow (save new, save changes, save a copy, keep in the browser when
 * signed out, publish and unpublish). Leaving with unsaved changes asks first.
 *
 * Why its file passes 400 lines: the URL state, the history, the saved build, the notes and the
 * share link all read and write the one build state here, and each flow (save, copy, publish,
 * sign-in offer, leave guard) must see the others' latest values; split apart, each would need
 * the whole state handed to it again.
 */
export function useBuildEditor(tool: BuildTool, itemOf: ReshapeItemLookup = () => undefined) {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  // A new build starts with the class and level the player chose in their preferences (issue 14).
  const { preferences } = usePreferences();
  const buildId = params.get('build');
  // The link as it was opened: its state wins over a saved build's, as it may hold unsaved edits.
  const [initialState] = useState(() => params.get('state'));
  const [opened] = useState(() => (initialState ? openShareState(initialState) : null));
  // Switching tools hands the whole set of variants over (only the shown one is in the URL).
  const [handoff] = useState(() => takeToolHandoff(initialState, params.get('variant')));
  const [history, setHistory] = useState<History<VariantSet>>(() =>
    startHistory(handoff?.variants ?? [{ name: linkVariantName(params.get('variant')), build: opened?.build ?? { ...defaultSharedBuild(), characterClass: preferences.toolClass, level: preferences.toolLevel } }]),
  );
  const [active, setActive] = useState(() => handoff?.active ?? 0);
  const [savedState, setSavedState] = useState(() => handoff?.savedKey ?? variantSetKey(history.present));
  // On a cold load the profile's preferences arrive after the tool started (with the browser's or
  // the defaults): a fresh build the player has not touched yet takes them when they come.
  const startPreference = `${preferences.toolClass}:${preferences.toolLevel}`;
  const [startedWith, setStartedWith] = useState(startPreference);
  if (startedWith !== startPreference) {
    setStartedWith(startPreference);
    if (!opened && !buildId && history.past.length === 0 && history.future.length === 0) {
      const fresh = startHistory<VariantSet>([{ name: FIRST_VARIANT_NAME, build: { ...defaultSharedBuild(), characterClass: preferences.toolClass, level: preferences.toolLevel } }]);
      setHistory(fresh);
      setSavedState(variantSetKey(fresh.present));
    }
  }
  const [notice, setNotice] = useState<EditorNotice | null>(() =>
    opened?.damaged
      ? { kind: 'problem', text: 'This link is damaged; here is a new build.' }
      : opened && opened.changes.length > 0
      ? { kind: 'migrated', text: opened.madeWith < GAME_DATA_VERSION ? `This link was made with game data version ${opened.madeWith}; it was brought up to version ${GAME_DATA_VERSION}.` : 'Parts of this link did not fit the rules and were refunded.', changes: opened.changes }
      : null,
  );
  // A shared link carries the build's name (`?name=`, issue 25); so does the editor's own URL, so it survives signing in.
  const [name, setName] = useState(() => (params.get('name') ?? '').slice(0, 48));
  // The build's notes (issue 25): saved with the build, not part of the share state.
  const [description, setDescription] = useState('');
  const [savedDescription, setSavedDescription] = useState('');
  // The build's tags (issue 25 part 8): saved with the build like its notes, not part of the share state.
  const [tags, setTags] = useState<BuildTag[]>([]);
  const [savedTags, setSavedTags] = useState<BuildTag[]>([]);
  const [busy, setBusy] = useState(false);

  const loaded = useQuery(BuildEditorLoad, { variables: { id: buildId ?? '' }, skip: !buildId });
  const loadedBuild = loaded.data?.build;
  const saved = useMemo(() => (buildId && loadedBuild ? readLoaded(loadedBuild) : null), [buildId, loadedBuild]);
  const missing = Boolean(buildId) && !loaded.loading && !loaded.error && loaded.data !== undefined && loaded.data.build === null;

  // A saved build fills the editor once it arrives (adjusting state while rendering, as React
  // recommends for state derived from new data), unless the link also carried unsaved edits.
  const [adoptedId, setAdoptedId] = useState<string | null>(null);
  if (saved && adoptedId !== saved.id) {
    setAdoptedId(saved.id);
    setName(saved.viewerIsOwner ? saved.name : `${saved.name.slice(0, 41)} (copy)`);
    setDescription(saved.description);
    setSavedDescription(saved.description);
    setTags(saved.tags);
    setSavedTags(saved.tags);
    const fromSaved = variantsFromSaved(saved);
    setSavedState(variantSetKey(fromSaved));
    // `?variant=` (a name or a place from 1) opens that variant; one the build does not have opens the first.
    const shown = Math.max(0, findVariant(fromSaved.map((v) => v.name), params.get('variant')));
    if (!initialState || adoptedId !== null) {
      setHistory(startHistory(fromSaved));
      setActive(shown);
    } else if (!handoff && opened) {
      // The link's state is that variant with unsaved edits; the others are as saved.
      setHistory(startHistory(fromSaved.map((variant, index) => (index === shown ? { ...variant, build: opened.build } : variant))));
      setActive(shown);
    }
    if (saved.madeWithVersion < saved.dataVersion && saved.migrationNotes.length > 0) {
      setNotice({ kind: 'migrated', text: `This build was made for game data version ${saved.madeWithVersion}; it opens migrated to version ${saved.dataVersion}.`, changes: saved.migrationNotes });
    }
  }

  // A build kept in this browser with variants (`?local=`, from /me or the bar) opens with all of
  // them once the browser's storage can be read (after hydration), adopted as a saved build is.
  const localId = buildId ? null : params.get('local');
  const localInput = useLocalBuildInput(localId);
  const [adoptedLocal, setAdoptedLocal] = useState<string | null>(null);
  if (localInput && localId && adoptedLocal !== localId) {
    setAdoptedLocal(localId);
    const set = localBuildStates(localInput, FIRST_VARIANT_NAME);
    if (set.length > 0) {
      setHistory(startHistory(set));
      setSavedState(variantSetKey(set));
      setActive(Math.max(0, findVariant(set.map((v) => v.name), params.get('variant'))));
      if (typeof localInput.description === 'string') {
        setDescription(localInput.description);
        setSavedDescription(localInput.description);
      }
    }
  }

  const variants = history.present;
  const shownIndex = Math.min(active, variants.length - 1);
  const build = variants[shownIndex]!.build;
  const variantName = variants[shownIndex]!.name;
  const encoded = useMemo(() => encodeShareState(build), [build]);
  const setKey = useMemo(() => variantSetKey(variants), [variants]);
  const tagsDirty = tags.join() !== savedTags.join();
  const dirty = (setKey !== savedState || description !== savedDescription || tagsDirty) && !(buildId && !saved);
  // A link names the variant when the build has several, or one not named as a build of today's is.
  const urlVariant = variants.length > 1 || variantName !== FIRST_VARIANT_NAME ? variantName : null;

  // The URL follows every change (and the name and the variant shown) without a history entry per click.
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
    setParams(next, { replace: true, preventScrollReset: true });
  }, [encoded, urlName, urlVariant, params, setParams, buildId, saved, initialState]);

  /**
   * Changes the variant shown. The class is the build's: a class change reshapes every other
   * variant by the same rule (`reshapeBuild`), as one step of the history.
   */
  const change = useCallback(
    (next: SharedBuild | ((current: SharedBuild) => SharedBuild)) => {
      setHistory((current) => {
        const index = Math.min(active, current.present.length - 1);
        const before = current.present[index]!.build;
        const after = typeof next === 'function' ? next(before) : next;
        const set = current.present.map((variant, i) => {
          if (i === index) return { ...variant, build: after };
          if (after.characterClass === variant.build.characterClass) return variant;
          return { ...variant, build: reshapeBuild(variant.build, after.characterClass, variant.build.level, TRAIT_CATALOG, itemOf).build };
        });
        return pushHistory(current, set, sameVariantSet);
      });
    },
    [active, itemOf],
  );
  /** Undo and redo walk whole sets: a step in another variant shows that variant. */
  const stepHistory = useCallback(
    (step: (history: History<VariantSet>) => History<VariantSet>) => {
      const next = step(history);
      if (next === history) return;
      setHistory(next);
      const changed = changedVariant(history.present, next.present);
      setActive((current) => Math.min(changed ?? current, next.present.length - 1));
    },
    [history],
  );
  const undo = useCallback(() => stepHistory(undoHistory), [stepHistory]);
  const redo = useCallback(() => stepHistory(redoHistory), [stepHistory]);

  /** A variant edit (add, duplicate, rename, move, delete): one step of the history; the message when it is refused. */
  const editVariants = (edit: (set: VariantSet) => VariantEdit): string | null => {
    const outcome = edit(variants);
    if (!outcome.ok) return outcome.message;
    setHistory((current) => pushHistory(current, outcome.set, sameVariantSet));
    setActive(outcome.active);
    return null;
  };

  // Leaving with unsaved changes asks first; the sibling tool keeps the same state, so it does not.
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && currentLocation.pathname !== nextLocation.pathname && !Object.values(TOOL_PATHS).includes(nextLocation.pathname),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const [createBuild] = useMutation(CreateBuild, { refetchQueries: REFRESH_LISTS });
  const [updateBuild] = useMutation(UpdateBuild, { refetchQueries: REFRESH_LISTS });
  const [publishBuild] = useMutation(PublishBuild, { refetchQueries: REFRESH_LISTS });
  const [unpublishBuild] = useMutation(UnpublishBuild, { refetchQueries: REFRESH_LISTS });
  const [createShareLink] = useMutation(CreateShareLink);

  const isPlannerBuild = saved ? saved.isPlannerBuild || variants.some((v) => hasPlannerData(v.build)) : tool === 'planner' || variants.some((v) => hasPlannerData(v.build));
  const defaultName = `${CLASS_NAMES[build.characterClass]} level ${build.level}`;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setNotice({ kind: 'problem', text: error instanceof Error ? error.message : 'The build could not be saved. Try again.' });
    } finally {
      setBusy(false);
    }
  };

  /** Saves: changes to the player's own build, else a new build (a copy of someone else's keeps its origin). */
  const save = (mode: 'changes' | 'new' = saved?.viewerIsOwner ? 'changes' : 'new') =>
    run(async () => {
      const finalName = (name.trim() || defaultName).slice(0, 48);
      const input = { ...buildInputOf(variants, isPlannerBuild), name: finalName, description, tags };
      if (session.status !== 'signed-in') {
        const kept = addLocalBuild(browserStorage(), { name: finalName, source: 'fields', input });
        setNotice(kept ? { kind: 'kept', text: 'Kept in this browser. Sign in to save it to your account.' } : { kind: 'problem', text: 'This browser already keeps the most builds it can. Sign in to save them.' });
        if (kept) {
          setSavedState(setKey);
          setSavedDescription(description);
          setSavedTags(tags);
        }
        return;
      }
      if (mode === 'changes' && saved?.viewerIsOwner) {
        await updateBuild({ variables: { id: saved.id, input } });
        setSavedState(setKey);
        setSavedDescription(description);
        setSavedTags(tags);
        setNotice({ kind: 'saved', text: `Saved “${finalName}”.` });
        return;
      }
      const result = await createBuild({ variables: { input: { ...input, forkedFrom: saved && !saved.viewerIsOwner ? saved.id : undefined } } });
      const id = result.data?.createBuild.id;
      if (!id) throw new Error('The build could not be saved. Try again.');
      setSavedState(setKey);
      setSavedDescription(description);
      setSavedTags(tags);
      setNotice({ kind: 'saved', text: saved && !saved.viewerIsOwner ? `Saved a copy: “${finalName}”.` : `Saved “${finalName}” to your builds.` });
      const next = new URLSearchParams(params);
      next.set('build', id);
      next.set('state', encoded);
      if (urlVariant) next.set('variant', urlVariant);
      setParams(next, { replace: true });
    });

  const setPublished = (publish: boolean) =>
    run(async () => {
      if (!saved?.viewerIsOwner) return;
      if (publish) await publishBuild({ variables: { id: saved.id } });
      else await unpublishBuild({ variables: { id: saved.id } });
      setNotice({ kind: 'saved', text: publish ? 'Published: the build is public now.' : 'Unpublished: only you can see the build now.' });
    });

  /**
   * The page's path with the current state and name: the long link, kept when no short one can be
   * made (made absolute when copied: the server rendering the page knows no origin).
   */
  const { pathname } = useLocation();
  const shareUrl = useMemo(() => {
    const params = new URLSearchParams({ state: encoded });
    if (urlName) params.set('name', urlName);
    if (urlVariant) params.set('variant', urlVariant);
    return `${pathname}?${params.toString()}`;
  }, [pathname, encoded, urlName, urlVariant]);
  const linkKey = `${encoded}\n${urlName ?? ''}\n${urlVariant ?? ''}`;

  /**
   * Copy link (issue 25): a published build without unsaved changes copies its page
   * (`/builds/{id}`); anything else gets a short link `/s/{code}` from the server. Offline, or
   * when the server refuses, the long link is copied and the player is told why.
   */
  const copyLink = async (): Promise<CopiedLink> => {
    const origin = window.location.origin;
    let url = new URL(shareUrl, window.location.href).href;
    let fallback: string | null = null;
    if (saved?.isPublic && !dirty) {
      // A published build's link to the variant shown: `?variant=<name>` opens the page (and the tool) on it.
      url = `${origin}/builds/${encodeURIComponent(saved.id)}${variants.length > 1 ? `?variant=${encodeURIComponent(variantName)}` : ''}`;
    } else {
      try {
        const result = await createShareLink({ variables: { tool: tool === 'planner' ? 'PLANNER' : 'TRAIT', state: encoded, name: name.trim() || defaultName, variant: urlVariant } });
        const code = result.data?.createShareLink.code;
        if (!code) throw new Error('No short link came back.');
        url = `${origin}/s/${code}`;
      } catch (error) {
        fallback = typeof navigator !== 'undefined' && navigator.onLine === false ? 'you are offline' : error instanceof Error ? error.message : 'the server did not answer';
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      return { for: linkKey, result: 'copied', fallback };
    } catch {
      return { for: linkKey, result: 'failed', fallback };
    }
  };

  return {
    build,
    change,
    /** Every variant of the build, first one first (issue 25 part 2), and the one shown. */
    variants,
    active: shownIndex,
    variantName,
    /** Shows another variant (not a step of the history). */
    selectVariant: (index: number) => setActive(Math.max(0, Math.min(index, variants.length - 1))),
    addVariant: () => editVariants((set) => addVariant(set, build, defaultSharedBuild())),
    duplicateVariant: (index: number) => editVariants((set) => duplicateVariant(set, index)),
    renameVariant: (index: number, newName: string) => editVariants((set) => renameVariant(set, index, newName)),
    moveVariant: (index: number, by: number) => editVariants((set) => shiftVariant(set, index, by)),
    deleteVariant: (index: number) => editVariants((set) => deleteVariant(set, index)),
    /** The other tool on the same build, all its variants handed over (the URL holds only the one shown). */
    otherToolLink: {
      to: `${TOOL_PATHS[tool === 'planner' ? 'trait-tree' : 'planner']}?${new URLSearchParams({ state: encoded, ...(saved ? { build: saved.id } : {}), ...(urlName ? { name: urlName } : {}), ...(urlVariant ? { variant: urlVariant } : {}) })}`,
      onClick: () => handToOtherTool({ state: encoded, variant: urlVariant, variants, active: shownIndex, savedKey: savedState }),
    },
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
    setName,
    description,
    setDescription,
    /** The notes differ from what was saved. */
    notesDirty: description !== savedDescription,
    tags,
    /** Adds or removes a tag (kept in the fixed list's order; the chooser offers at most 5). */
    toggleTag: (tag: BuildTag) => setTags((current) => BUILD_TAGS.filter((t) => (t === tag ? !current.includes(t) : current.includes(t)))),
    tagsDirty,
    defaultName,
    busy,
    notice,
    dismissNotice: () => setNotice(null),
    save,
    setPublished,
    blocker,
  };
}

export type BuildEditor = ReturnType<typeof useBuildEditor>;
