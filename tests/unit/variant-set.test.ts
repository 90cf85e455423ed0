import { describe, expect, it } from 'vitest';
import { defaultSharedBuild, type SharedBuild } from '../../server/game-data/rules/share-state';
import {
  addVariant,
  changedVariant,
  deleteVariant,
  duplicateVariant,
  renameVariant,
  sameVariantSet,
  shiftVariant,
  type VariantSet,
} from '../../client/src/components/build-editor/variant-set';

/** The tools' edits of a build's variants, at their edges. */
const at = (level: number): SharedBuild => ({ ...defaultSharedBuild(), characterClass: 'mage', level });
const set = (...names: string[]): VariantSet => names.map((name, i) => ({ name, build: at(i + 1) }));
const names = (edit: ReturnType<typeof addVariant>) => (edit.ok ? edit.set.map((v) => v.name) : edit.message);

describe('variant edits', () => {
  it('adds after the last, of the shown class and level with nothing spent, up to 8', () => {
    const edit = addVariant(set('Main'), { ...at(40), points: [[1, 1]] }, defaultSharedBuild());
    expect(edit.ok && edit.set[1]).toEqual({ name: 'Variant 2', build: { ...defaultSharedBuild(), characterClass: 'mage', level: 40 } });
    expect(edit.ok && edit.active).toBe(1);
    const seven = set('A', 'B', 'C', 'D', 'E', 'F', 'G');
    expect(names(addVariant(seven, at(1), defaultSharedBuild()))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'Variant 8']);
    expect(names(addVariant(set('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'), at(1), defaultSharedBuild()))).toBe('A build can have at most 8 variants.');
  });

  it('duplicates right after the original with a free name, and refuses a ninth', () => {
    expect(names(duplicateVariant(set('Main', 'Endgame'), 0))).toEqual(['Main', 'Main 2', 'Endgame']);
    expect(names(duplicateVariant(set('Main', 'Main 2'), 0))).toEqual(['Main', 'Main 3', 'Main 2']);
    expect(names(duplicateVariant(set('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'), 0))).toBe('A build can have at most 8 variants.');
  });

  it('renames by the shared rule: trimmed, 32 characters at most, unique ignoring case; its own name may change case', () => {
    expect(names(renameVariant(set('Main', 'Endgame'), 1, '  PvP  '))).toEqual(['Main', 'PvP']);
    expect(names(renameVariant(set('Main', 'Endgame'), 1, 'MAIN'))).toBe('Another variant is already named “MAIN”.');
    expect(names(renameVariant(set('Main', 'Endgame'), 1, 'ENDGAME'))).toEqual(['Main', 'ENDGAME']);
    expect(names(renameVariant(set('Main'), 0, 'x'.repeat(33)))).toBe('A variant name needs 1 to 32 characters.');
  });

  it('moves within the list and keeps the moved one shown; deletes all but the last', () => {
    const moved = shiftVariant(set('A', 'B', 'C'), 2, -1);
    expect(names(moved)).toEqual(['A', 'C', 'B']);
    expect(moved.ok && moved.active).toBe(1);
    expect(names(shiftVariant(set('A', 'B'), 0, -1))).toEqual(['A', 'B']);
    const deleted = deleteVariant(set('A', 'B', 'C'), 2);
    expect(names(deleted)).toEqual(['A', 'B']);
    expect(deleted.ok && deleted.active).toBe(1);
    expect(names(deleteVariant(set('A'), 0))).toBe('A build keeps at least one variant.');
  });
});

describe('comparing sets (history and unsaved changes)', () => {
  it('tells equal sets and the first variant that changed', () => {
    const before = set('A', 'B', 'C');
    expect(sameVariantSet(before, set('A', 'B', 'C'))).toBe(true);
    const after = before.map((v, i) => (i === 1 ? { ...v, build: at(99) } : v));
    expect(sameVariantSet(before, after)).toBe(false);
    expect(changedVariant(before, after)).toBe(1);
    expect(changedVariant(before, before)).toBeNull();
    expect(changedVariant(before, set('A', 'B'))).toBe(1);
    expect(changedVariant(set('A'), set('A', 'B'))).toBe(1);
  });
});
