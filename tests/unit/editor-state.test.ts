import { describe, expect, it } from 'vitest';
import { defaultSharedBuild, openShareState, encodeShareState, type SharedBuild } from '../../server/game-data/rules/share-state';
import { GAME_DATA_VERSION } from '../../server/game-data/rules/migrations';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';
import { addVariant, variantSetKey, type VariantSet } from '../../client/src/components/build-editor/variant-set';
import {
  editorReducer,
  hasUnsavedChanges,
  openEditor,
  shownVariant,
  type AdoptedBuild,
  type EditorAction,
  type EditorOpening,
  type EditorState,
} from '../../client/src/components/build-editor/editor-state';

/** The build editor's state (both tools): what the player sees after each action. */
const mage = (level: number): SharedBuild => ({ ...defaultSharedBuild(), characterClass: 'mage', level });
const opening = (over: Partial<EditorOpening> = {}): EditorOpening => ({
  opened: null,
  handoff: null,
  variantParam: null,
  nameParam: null,
  preferences: { toolClass: 'mage', toolLevel: 10 },
  ...over,
});
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const levels = (state: EditorState) => state.history.present.map((v) => v.build.level);
const savedBuild = (over: Partial<AdoptedBuild> = {}): AdoptedBuild => ({
  id: 'b1',
  name: 'Glass cannon',
  viewerIsOwner: true,
  description: 'Notes',
  tags: [],
  variants: [
    { name: 'Main', build: mage(30) },
    { name: 'Endgame', build: mage(60) },
  ],
  madeWithVersion: GAME_DATA_VERSION,
  dataVersion: GAME_DATA_VERSION,
  migrationNotes: [],
  ...over,
});

describe('opening the editor', () => {
  it('starts a fresh build of the preferred class and level when the URL holds none, with nothing unsaved', () => {
    const state = openEditor(opening({ preferences: { toolClass: 'knight', toolLevel: 25 } }));
    expect(shownVariant(state).build).toMatchObject({ characterClass: 'knight', level: 25 });
    expect(shownVariant(state).name).toBe('Main');
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(state.notice).toBeNull();
  });

  it("opens a link's state under the variant name it carries, and cuts its name to what a name may hold", () => {
    const opened = openShareState(encodeShareState(mage(42)));
    const state = openEditor(opening({ opened, variantParam: 'Endgame', nameParam: 'x'.repeat(60) }));
    expect(shownVariant(state)).toMatchObject({ name: 'Endgame', build: { level: 42 } });
    expect(state.name).toHaveLength(48);
  });

  it('says a damaged link gave a new build', () => {
    const state = openEditor(opening({ opened: openShareState('not a state') }));
    expect(state.notice).toMatchObject({ kind: 'problem', text: 'This link is damaged; here is a new build.' });
  });

  it("takes a tool switch's whole set, the variant shown and what counted as saved", () => {
    const variants: VariantSet = [
      { name: 'Main', build: mage(5) },
      { name: 'Two', build: mage(6) },
    ];
    const state = openEditor(opening({ handoff: { variants, active: 1, savedKey: 'older' } }));
    expect(shownVariant(state).name).toBe('Two');
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('restarts an untouched fresh build with preferences that arrive later, but not a touched one', () => {
    const fresh = openEditor(opening());
    const later = run(fresh, { type: 'preferences', preferences: { toolClass: 'knight', toolLevel: 50 }, mayRestart: true });
    expect(shownVariant(later).build).toMatchObject({ characterClass: 'knight', level: 50 });
    expect(hasUnsavedChanges(later)).toBe(false);
    const touched = run(fresh, { type: 'change', next: mage(11), itemOf: () => undefined, catalog: TRAIT_CATALOG }, { type: 'preferences', preferences: { toolClass: 'knight', toolLevel: 50 }, mayRestart: true });
    expect(shownVariant(touched).build).toMatchObject({ characterClass: 'mage', level: 11 });
    const linked = run(fresh, { type: 'preferences', preferences: { toolClass: 'knight', toolLevel: 50 }, mayRestart: false });
    expect(shownVariant(linked).build.characterClass).toBe('mage');
    expect(linked.startedWith).toBe('knight:50');
  });
});

describe('adopting a saved build', () => {
  it('fills every variant, the notes and the tags, shows the one `?variant=` names and counts nothing unsaved', () => {
    const state = run(openEditor(opening()), { type: 'adopt-saved', saved: savedBuild({ tags: ['solo'] }), variantParam: 'Endgame', link: 'none' });
    expect(levels(state)).toEqual([30, 60]);
    expect(shownVariant(state).name).toBe('Endgame');
    expect(state).toMatchObject({ name: 'Glass cannon', description: 'Notes', tags: ['solo'], adoptedId: 'b1' });
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it("names someone else's build as a copy, within the name's limit", () => {
    const state = run(openEditor(opening()), { type: 'adopt-saved', saved: savedBuild({ viewerIsOwner: false, name: 'y'.repeat(48) }), variantParam: null, link: 'none' });
    expect(state.name).toBe(`${'y'.repeat(41)} (copy)`);
  });

  it("keeps a link's unsaved edits in the variant it names, the others as saved, and counts them unsaved", () => {
    const opened = openShareState(encodeShareState(mage(61)));
    const state = run(openEditor(opening({ opened, variantParam: 'Endgame' })), { type: 'adopt-saved', saved: savedBuild(), variantParam: 'Endgame', link: opened.build });
    expect(levels(state)).toEqual([30, 61]);
    expect(state.active).toBe(1);
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it("keeps a tool switch's set as it was handed over", () => {
    const variants: VariantSet = [{ name: 'Main', build: mage(33) }];
    const start = openEditor(opening({ handoff: { variants, active: 0, savedKey: variantSetKey(variants) } }));
    const state = run(start, { type: 'adopt-saved', saved: savedBuild(), variantParam: null, link: 'handoff' });
    expect(levels(state)).toEqual([33]);
  });

  it('says a build was migrated, with every change', () => {
    const state = run(openEditor(opening()), { type: 'adopt-saved', saved: savedBuild({ madeWithVersion: GAME_DATA_VERSION - 1, migrationNotes: ['Fireball: 1 point refunded.'] }), variantParam: null, link: 'none' });
    expect(state.notice).toMatchObject({ kind: 'migrated', changes: ['Fireball: 1 point refunded.'] });
  });
});

describe('adopting a build kept in this browser', () => {
  it('opens all its variants and its notes, with nothing unsaved', () => {
    const variants: VariantSet = [
      { name: 'Main', build: mage(7) },
      { name: 'Late', build: mage(70) },
    ];
    const state = run(openEditor(opening()), { type: 'adopt-local', localId: 'l1', variants, description: 'kept', variantParam: '2' });
    expect(levels(state)).toEqual([7, 70]);
    expect(state).toMatchObject({ active: 1, description: 'kept', adoptedLocal: 'l1' });
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('leaves the editor as it was for a kept build with no variant it can read', () => {
    const start = openEditor(opening());
    const state = run(start, { type: 'adopt-local', localId: 'l1', variants: [], description: null, variantParam: null });
    expect(state.history).toBe(start.history);
    expect(state.adoptedLocal).toBe('l1');
  });
});

describe('changes, undo and redo', () => {
  const twoVariants = () => run(openEditor(opening()), { type: 'adopt-saved', saved: savedBuild(), variantParam: null, link: 'none' });

  it('changes the variant shown as one step, and a change to the same build is no step', () => {
    const state = run(twoVariants(), { type: 'change', next: (b) => ({ ...b, level: 31 }), itemOf: () => undefined, catalog: TRAIT_CATALOG });
    expect(levels(state)).toEqual([31, 60]);
    expect(state.history.past).toHaveLength(1);
    expect(hasUnsavedChanges(state)).toBe(true);
    expect(run(state, { type: 'change', next: (b) => b, itemOf: () => undefined, catalog: TRAIT_CATALOG }).history.past).toHaveLength(1);
  });

  it('reshapes every other variant to a new class in the same step', () => {
    const state = run(twoVariants(), { type: 'change', next: (b) => ({ ...b, characterClass: 'knight' }), itemOf: () => undefined, catalog: TRAIT_CATALOG });
    expect(state.history.present.map((v) => v.build.characterClass)).toEqual(['knight', 'knight']);
    expect(state.history.past).toHaveLength(1);
  });

  it('undoes a step made in another variant by showing that variant, and redoes it', () => {
    const changed = run(twoVariants(), { type: 'select-variant', index: 1 }, { type: 'change', next: (b) => ({ ...b, level: 65 }), itemOf: () => undefined, catalog: TRAIT_CATALOG }, { type: 'select-variant', index: 0 });
    const undone = run(changed, { type: 'undo' });
    expect(levels(undone)).toEqual([30, 60]);
    expect(undone.active).toBe(1);
    expect(hasUnsavedChanges(undone)).toBe(false);
    const redone = run(undone, { type: 'redo' });
    expect(levels(redone)).toEqual([30, 65]);
    expect(run(redone, { type: 'redo' })).toBe(redone);
  });

  it('applies an accepted variant edit as one step and shows the variant it names', () => {
    const start = twoVariants();
    const edit = addVariant(start.history.present, mage(30), defaultSharedBuild());
    if (!edit.ok) throw new Error(edit.message);
    const state = run(start, { type: 'edit-variants', edit });
    expect(state.history.present).toHaveLength(3);
    expect(state.active).toBe(2);
    expect(run(state, { type: 'undo' }).history.present).toHaveLength(2);
  });

  it('keeps the variant chosen within the set', () => {
    expect(run(twoVariants(), { type: 'select-variant', index: 9 }).active).toBe(1);
    expect(run(twoVariants(), { type: 'select-variant', index: -3 }).active).toBe(0);
  });
});

describe('marking saved', () => {
  it('counts what was saved as the saved state, even when more changed while the save was under way', () => {
    const edited = run(openEditor(opening()), { type: 'description', description: 'first' }, { type: 'toggle-tag', tag: 'solo' });
    const key = variantSetKey(edited.history.present);
    const later = run(edited, { type: 'description', description: 'second' });
    const saved = run(later, { type: 'mark-saved', key, description: 'first', tags: ['solo'], notice: { kind: 'saved', text: 'Saved.' } });
    expect(saved.notice).toMatchObject({ kind: 'saved' });
    expect(hasUnsavedChanges(saved)).toBe(true);
    expect(hasUnsavedChanges(run(saved, { type: 'description', description: 'first' }))).toBe(false);
  });

  it('keeps tags in the fixed order whatever order they were chosen in', () => {
    const state = run(openEditor(opening()), { type: 'toggle-tag', tag: 'damage' }, { type: 'toggle-tag', tag: 'levelling' });
    expect(state.tags).toEqual(['levelling', 'damage']);
    expect(run(state, { type: 'toggle-tag', tag: 'damage' }).tags).toEqual(['levelling']);
  });
});
