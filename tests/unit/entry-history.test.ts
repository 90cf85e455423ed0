import { describe, expect, it } from 'vitest';
import { committedVersions } from '../../server/game-data/committed-versions';
import { entryHistory, traitLineage } from '../../server/game-data/rules/entry-history';
import { V1_TO_V2_TRAITS } from '../../server/game-data/rules/migrations';
import { deriveStep } from '../../server/game-data/rules/version-migration';

const step = (pairs: Array<[number, number | null]>) => new Map(pairs);

describe('traitLineage', () => {
  it('with one version: the number itself', () => {
    expect(traitLineage([], 0, 3)).toEqual([3]);
  });

  it('an untouched number stays through every version', () => {
    expect(traitLineage([step([]), step([[8, 9]])], 2, 3)).toEqual([3, 3, 3]);
  });

  it('follows a renumbered trait back to its old number, through several versions', () => {
    expect(traitLineage([step([[7, 4]])], 1, 4)).toEqual([7, 4]);
    expect(traitLineage([step([[1, 2]]), step([[2, 3]])], 2, 3)).toEqual([1, 2, 3]);
  });

  it('a number whose old trait moved away, and none moved in, is a new trait there', () => {
    const moved = [step([[4, 9]])];
    expect(traitLineage(moved, 1, 4)).toEqual([null, 4]);
    expect(traitLineage(moved, 1, 9)).toEqual([4, 9]);
    // The number reused after its trait was removed is another trait too.
    expect(traitLineage([step([[4, null]])], 1, 4)).toEqual([null, 4]);
  });

  it('two traits that swap numbers each keep their own history', () => {
    const swap = [step([[1, 2], [2, 1]])];
    expect(traitLineage(swap, 1, 1)).toEqual([2, 1]);
    expect(traitLineage(swap, 1, 2)).toEqual([1, 2]);
  });

  it('follows a trait forward from an older version; once removed it stays gone', () => {
    expect(traitLineage([step([[5, 6]]), step([[6, null]]), step([])], 0, 5)).toEqual([5, 6, null, null]);
    expect(traitLineage([step([[5, 6]]), step([])], 1, 6)).toEqual([5, 6, 6]);
  });

  it('refuses a version index outside the versions', () => {
    expect(() => traitLineage([step([])], 2, 1)).toThrow(RangeError);
    expect(() => traitLineage([], -1, 1)).toThrow(RangeError);
  });

  it('the committed pack: a version 2 trait is traced to its version 1 number by the redrawing mapping', () => {
    const [v1, v2] = committedVersions();
    const traits = deriveStep(v1!.pack, v2!.pack, v2!.mappings).traits;
    const [old, now] = [...V1_TO_V2_TRAITS].find(([from, to]) => to !== null && to !== from)! as [number, number];
    expect(traitLineage([traits], 1, now)).toEqual([old, now]);
  });
});

describe('entryHistory', () => {
  const versions = [1, 2, 3, 4, 5];
  it('lists ADDED, each CHANGED with its fields, and REMOVED; versions without a change are left out', () => {
    const entries = [undefined, { number: 7, name: 'Focus' }, { number: 4, name: 'Focus' }, { number: 4, name: 'Focus' }, undefined];
    const history = entryHistory(versions.map((version, index) => ({ version, entry: entries[index] })));
    expect(history).toEqual([
      { version: 2, change: 'ADDED', fields: [], values: '{"number":7,"name":"Focus"}' },
      { version: 3, change: 'CHANGED', fields: [{ path: 'number', before: '7', after: '4' }], values: '{"number":4,"name":"Focus"}' },
      { version: 5, change: 'REMOVED', fields: [], values: null },
    ]);
  });

  it('is empty for an entry no version has', () => {
    expect(entryHistory(versions.map((version) => ({ version, entry: undefined })))).toEqual([]);
  });
});
