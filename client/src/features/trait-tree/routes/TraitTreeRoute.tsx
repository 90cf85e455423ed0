import { useQuery } from '@apollo/client/react';
import { CLASSES } from '@game/data/classes';
import type { TraitEffect } from '@game/rules/effects';
import { CLASS_IDS, CLASS_NAMES, MAX_LEVEL, type ClassId, type SlotId } from '@game/rules/constants';
import { reshapeBuild } from '@game/rules/reshape';
import {
  addPoint,
  checkAdd,
  pointsFromPairs,
  pointsInTree,
  pointsSpent,
  removePoint,
  removeWithDependents,
  resetAll,
  resetTree,
  tierHint,
  traitPointsAvailable,
  treeName,
  treeOfTrait,
  type TraitBuild,
  type TraitPoints,
  type TraitTreeId,
} from '@game/rules/traits';
import { startTransition, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { BuildEditorBar } from '@/components/build-editor/BuildEditorBar';
import { LevellingPlan } from '@/components/build-editor/LevellingPlan';
import { BuildNotesPanel } from '@/components/build-editor/BuildNotesPanel';
import { BuildTagsChooser } from '@/components/build-editor/BuildTagsChooser';
import { LevelField } from '@/components/build-editor/LevelField';
import { useBuildEditor } from '@/components/build-editor/useBuildEditor';
import { useServedTraits, WithServedTraits } from '@/components/build-editor/served-traits';
import { VariantTabs } from '@/components/build-editor/VariantTabs';
import { TraitTreeWornItems, wearsSomething } from '../trait-tree-route-queries';
import { effectText, TraitTree } from '../components/TraitTree';
import { TraitPaths, useWantedTraits, WantedToggle } from '../components/TraitPaths';
import '../trait-tree.css';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { useLatestHandler } from '@/lib/use-latest-handler';

interface Blocked {
  trait: number;
  reason: string;
  dependents: number[];
}


/** The points spent in one tree, the same map while they are unchanged (a memoised tree is then not drawn again). */
function useTreePoints(points: TraitPoints, tree: TraitTreeId, treeOf: (number: number) => TraitTreeId | null): TraitPoints {
  const key = [...points].filter(([number]) => treeOf(number) === tree).map(([number, value]) => `${number}:${value}`).join(',');
  return useMemo(() => new Map(key ? key.split(',').map((pair) => pair.split(':').map(Number) as [number, number]) : []), [key]);
}

/** /tools/trait-tree: plan a class's tree and the shared tree within the level's points, in the served version's traits. */
export function TraitTreeRoute() {
  return (
    <WithServedTraits waiting="Opening the trait tree…">
      <TraitTreePage />
    </WithServedTraits>
  );
}

function TraitTreePage() {
  const { catalog } = useServedTraits();
  const nameOf = (number: number) => catalog.traits.get(number)?.name ?? `Trait ${number}`;
  // A class change reshapes every variant: what the others wear is looked up in the worn items below.
  const worn = useRef<ReadonlyMap<string, { slot: SlotId | null; classes: readonly string[]; name: string }>>(new Map());
  const itemOf = useCallback((id: string) => worn.current.get(id), []);
  const editor = useBuildEditor('trait-tree', itemOf);
  const { build, change } = editor;
  const points = useMemo(() => pointsFromPairs(build.points), [build.points]);
  const traitBuild: TraitBuild = useMemo(() => ({ characterClass: build.characterClass, level: build.level, points }), [build.characterClass, build.level, points]);
  // The trait pointed at or moved to shows its details once drawn: a transition, which a click or a key that follows
  // at once does not wait behind (the pointer comes onto a trait just before it clicks it).
  const [focused, setFocusedNow] = useState<number | null>(null);
  const setFocused = useCallback((number: number) => startTransition(() => setFocusedNow(number)), []);
  const [announcement, setAnnouncement] = useState('');
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [refundNote, setRefundNote] = useState<string | null>(null);
  const classId = useId();
  const levelId = useId();
  // A class change takes off what the new class may not wear, as in the planner: the worn items' classes are needed only when something is worn.
  const { data: itemData } = useQuery(TraitTreeWornItems, { skip: !wearsSomething(editor.variants) });
  const wornItems = useMemo(() => new Map((itemData?.itemList ?? []).map((item) => [item.id, { ...item, slot: item.slot as SlotId | null }])), [itemData]);
  useEffect(() => {
    worn.current = wornItems;
  }, [wornItems]);
  const available = traitPointsAvailable(build.level);
  const left = available - pointsSpent(points);
  const wishes = useWantedTraits(setAnnouncement);

  useEffect(() => {
    document.title = 'Trait tree · Tools · Almanac';
  }, []);

  const commit = (next: TraitBuild) => change((current) => ({ ...current, characterClass: next.characterClass, level: next.level, points: [...next.points] }));
  const announceRank = (number: number, next: TraitBuild) => {
    const trait = catalog.traits.get(number)!;
    const remaining = traitPointsAvailable(next.level) - pointsSpent(next.points);
    setAnnouncement(`${trait.name} ${next.points.get(number) ?? 0}/${trait.maxPoints}, ${remaining} point${remaining === 1 ? '' : 's'} left`);
  };

  const add = (number: number) => {
    const result = addPoint(catalog, traitBuild, number);
    if (result.blocked) {
      setBlocked({ trait: number, ...result.blocked });
      setAnnouncement(result.blocked.reason);
      return;
    }
    setBlocked(null);
    commit(result.build);
    announceRank(number, result.build);
  };
  const remove = (number: number) => {
    const result = removePoint(catalog, traitBuild, number);
    if (result.blocked) {
      setBlocked({ trait: number, ...result.blocked });
      setAnnouncement(result.blocked.dependents.length > 0 ? `${result.blocked.reason} Remove with the traits that need it is offered below the counters.` : result.blocked.reason);
      return;
    }
    setBlocked(null);
    commit(result.build);
    announceRank(number, result.build);
  };
  const removeWithNeeds = (number: number) => {
    const result = removeWithDependents(catalog, traitBuild, number);
    setBlocked(null);
    commit(result.build);
    const others = result.removed.filter((n) => n !== number);
    const remaining = traitPointsAvailable(result.build.level) - pointsSpent(result.build.points);
    setAnnouncement(`${nameOf(number)} ${result.build.points.get(number) ?? 0}/${catalog.traits.get(number)!.maxPoints}; also removed ${others.map(nameOf).join(', ')}. ${remaining} points left`);
  };

  /** Class and level changes: the shared rule (`reshapeBuild`, as in the planner) keeps what fits and says what went. */
  const reshape = (characterClass: ClassId, level: number) => {
    const reshaped = reshapeBuild(build, characterClass, level, catalog, (id) => wornItems.get(id));
    setBlocked(null);
    change(reshaped.build);
    setRefundNote(reshaped.note);
    if (reshaped.note) setAnnouncement(reshaped.note);
  };

  const reset = (tree: TraitTreeId | 'all') => {
    commit(tree === 'all' ? resetAll(traitBuild) : resetTree(catalog, traitBuild, tree));
    setBlocked(null);
    setAnnouncement(tree === 'all' ? `All trees reset, ${available} points left` : `${treeName(tree)} reset`);
  };

  // Undo and redo (the bar's buttons or the keys) say what the build came back to, once it has:
  // the announcement of the undone click would otherwise stay, stale.
  const [stepped, setStepped] = useState<'Undone' | 'Redone' | null>(null);
  if (stepped) {
    setStepped(null);
    setBlocked(null);
    setAnnouncement(`${stepped}: ${left} of ${available} point${available === 1 ? '' : 's'} left`);
  }
  const { undo: undoChange, redo: redoChange } = editor;
  const undo = useCallback(() => {
    undoChange();
    setStepped('Undone');
  }, [undoChange]);
  const redo = useCallback(() => {
    redoChange();
    setStepped('Redone');
  }, [redoChange]);
  const onPageKey = useCallback(
    (event: KeyboardEvent | globalThis.KeyboardEvent) => {
      // W marks the trait in focus as wanted (trait paths), or unmarks it.
      if (event.key.toLowerCase() === 'w' && !(event.ctrlKey || event.metaKey || event.altKey) && event.target instanceof HTMLElement && event.target.dataset.trait) {
        event.preventDefault();
        wishes.toggle(Number(event.target.dataset.trait));
        return;
      }
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
        event.preventDefault();
        redo();
      }
    },
    [undo, redo, wishes],
  );
  // The trees are memoised: each is given only its own points, and handlers that keep their identity, so a click
  // draws the clicked tree again and the other not at all.
  const onAdd = useLatestHandler(add);
  const onRemove = useLatestHandler(remove);
  const onTreeKey = useLatestHandler(onPageKey);
  // Undo and redo work anywhere on the page except while typing in a field. Listened to once: the handler keeps its
  // identity and calls the latest undo and redo (a point given no longer takes the listener off and puts it back).
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="grid"]')) return;
      onTreeKey(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onTreeKey]);
  const traitTree = (number: number) => {
    const trait = catalog.traits.get(number);
    return trait ? treeOfTrait(trait) : null;
  };
  const trees = [
    { tree: build.characterClass as TraitTreeId, points: useTreePoints(points, build.characterClass, traitTree) },
    { tree: 'shared' as TraitTreeId, points: useTreePoints(points, 'shared', traitTree) },
  ];

  // The levelling plan's numbers follow a click: drawn from the build once the click's points are painted.
  const derived = useDeferredValue(build);
  const levellingInput = useMemo(
    () => ({ characterClass: CLASSES.find((c) => c.id === derived.characterClass)!, level: derived.level, stats: derived.stats, equipment: {}, traits: derived.points.flatMap(([n, p]) => { const t = catalog.traits.get(n); return t ? [{ name: t.name, points: p, effects: t.effects as TraitEffect[] }] : []; }) }),
    [derived, catalog],
  );

  const focusedTrait = focused === null ? null : (catalog.traits.get(focused) ?? null);
  const treeVisible = focusedTrait && (treeOfTrait(focusedTrait) === 'shared' || treeOfTrait(focusedTrait) === build.characterClass) ? focusedTrait : null;

  const details = treeVisible && (
    <>
      <h2>{treeVisible.name}</h2>
      <p className="muted">
        {treeVisible.branch ?? 'Shared'} · tier {treeVisible.tier} · rank {points.get(treeVisible.number) ?? 0}/{treeVisible.maxPoints}
      </p>
      <p>{treeVisible.description}</p>
      <WantedToggle trait={treeVisible.number} wanted={wishes.wantedSet.has(treeVisible.number)} onToggle={wishes.toggle} />
      <p>
        <strong>Now:</strong> {effectText(treeVisible, points.get(treeVisible.number) ?? 0)}
      </p>
      <p>
        <strong>Next rank:</strong> {(points.get(treeVisible.number) ?? 0) < treeVisible.maxPoints ? effectText(treeVisible, (points.get(treeVisible.number) ?? 0) + 1) : 'at its maximum'}
      </p>
      {treeVisible.prerequisite !== null && (
        <p>
          Needs {catalog.traits.get(treeVisible.prerequisite)!.maxPoints} points in {nameOf(treeVisible.prerequisite)}.
        </p>
      )}
      {tierHint(catalog, points, treeOfTrait(treeVisible), treeVisible.tier) && <p>{tierHint(catalog, points, treeOfTrait(treeVisible), treeVisible.tier)}.</p>}
      {checkAdd(catalog, traitBuild, treeVisible.number) && <p className="muted">{checkAdd(catalog, traitBuild, treeVisible.number)!.reason}</p>}
    </>
  );

  return (
    <section className="page trait-tree-page" aria-labelledby="trait-tree-heading">
      <h1 id="trait-tree-heading">Trait tree</h1>
      <NeedsJavaScript tool="trait tree" />
      <p className="muted">
        Spend the level’s trait points in your class’s tree and the shared tree. Keyboard: arrow keys move, Enter or + adds, Backspace or - removes, W marks a trait as wanted, Ctrl+Z undoes. Mouse: click adds, right-click or Shift-click removes; on a touch screen a long press removes.
      </p>
      <VariantTabs editor={editor}>
      <div className="trait-tree-controls">
        <label htmlFor={classId}>Class</label>
        <select id={classId} value={build.characterClass} onChange={(event) => reshape(event.target.value as ClassId, build.level)}>
          {CLASS_IDS.map((id) => (
            <option key={id} value={id}>
              {CLASS_NAMES[id]}
            </option>
          ))}
        </select>
        <label htmlFor={levelId}>Level</label>
        <LevelField id={levelId} level={build.level} onLevel={(level) => reshape(build.characterClass, level)} />
        <input
          type="range"
          aria-label="Level slider"
          min={1}
          max={MAX_LEVEL}
          value={build.level}
          onChange={(event) => reshape(build.characterClass, Number(event.target.value))}
        />
        <Link to={editor.otherToolLink.to} onClick={editor.otherToolLink.onClick}>Open in the planner</Link>
      </div>
      <BuildEditorBar editor={{ ...editor, undo, redo }} />
      <div className="trait-tree-counters">
        <p data-testid="points-left">
          <strong>{left}</strong> of {available} points left (level {build.level} gives {available})
        </p>
        <p>
          {CLASS_NAMES[build.characterClass]} tree: {pointsInTree(catalog, points, build.characterClass)} · Shared tree: {pointsInTree(catalog, points, 'shared')}
        </p>
        <div className="trait-tree-counters__actions">
          <button type="button" className="button" onClick={() => reset(build.characterClass)}>
            Reset {CLASS_NAMES[build.characterClass]} tree
          </button>
          <button type="button" className="button" onClick={() => reset('shared')}>
            Reset shared tree
          </button>
          <button type="button" className="button" onClick={() => reset('all')}>
            Reset all
          </button>
        </div>
      </div>
      <div className="trait-tree-message" aria-live="polite" role="status" data-testid="trait-announcer">
        {announcement}
      </div>
      {refundNote && <p className="muted">{refundNote}</p>}
      {blocked && (
        <div className="trait-tree-blocked" role="alert">
          <p>{blocked.reason}</p>
          {blocked.dependents.length > 0 && (
            <button type="button" className="button" onClick={() => removeWithNeeds(blocked.trait)}>
              Remove with the traits that need it ({blocked.dependents.map(nameOf).join(', ')})
            </button>
          )}
        </div>
      )}
      <div className="trait-tree-layout">
        <div className="trait-tree-trees">
          {trees.map(({ tree, points: inTree }) => (
            <TraitTree key={tree} tree={tree} points={inTree} focused={focused !== null && traitTree(focused) === tree ? focused : null} onFocusTrait={setFocused} onAdd={onAdd} onRemove={onRemove} onPageKey={onTreeKey} wanted={wishes.wantedSet} />
          ))}
        </div>
        <aside className="trait-details" aria-label="Trait details">
          {/* Drawn once for every width, placed by the stylesheet: at the top of the side panel, or on a phone (where
              the side panel falls about 1,360 px below the trees) along the bottom of the screen while the trees are
              in view. The server does not know the width, so nothing here depends on it. */}
          <section className={details ? 'trait-selected' : 'trait-selected trait-selected--none'} aria-label="Selected trait">
            {details || <p className="muted">Point at a trait or move to it with the arrow keys to read what it does now and at its next rank.</p>}
          </section>
          <TraitPaths build={traitBuild} wanted={wishes.wanted} onToggle={wishes.toggle} onPlan={commit} announce={setAnnouncement} />
        </aside>
      </div>
      <LevellingPlan
        build={derived}
        catalog={catalog}
        input={levellingInput}
        change={change}
        note="Its numbers here leave out equipment; the planner counts it."
      />
      </VariantTabs>
      <BuildTagsChooser editor={editor} />
      <BuildNotesPanel editor={editor} />
    </section>
  );
}
