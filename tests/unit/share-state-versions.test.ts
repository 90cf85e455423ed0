import { describe, expect, it } from 'vitest';
import { moveSharedBuild } from '../../server/game-data/rules/share-state-versions';
import { defaultSharedBuild, type SharedBuild } from '../../server/game-data/rules/share-state';
import { catalogOfPack, deriveStep } from '../../server/game-data/rules/version-migration';
import { renumberedPack } from '../support/renumbered-pack';

/** A shared build moved to a later published version: the traits it was made with, under their new numbers. */
const pack = renumberedPack();
const step = deriveStep(pack.before, pack.after);
const before = catalogOfPack(pack.before);
const after = catalogOfPack(pack.after);
const made = (extra: Partial<SharedBuild> = {}): SharedBuild => ({
  ...defaultSharedBuild(),
  characterClass: 'mage',
  level: 20,
  points: [[pack.moved.number, 1], [pack.swapped.number, 2], [pack.renamed.number, 1]],
  ...extra,
});

describe('moveSharedBuild', () => {
  it('keeps each trait with its points under its new number, stamped with the new version', () => {
    const { build, changes } = moveSharedBuild(made(), 3, step, before, after);
    expect(changes).toEqual([]);
    expect(build.dataVersion).toBe(3);
    expect(new Map(build.points)).toEqual(new Map([[pack.movedTo, 1], [pack.swappedTo, 2], [pack.renamed.number, 1]]));
    expect(after.traits.get(pack.movedTo)!.name).toBe(pack.moved.name);
    expect(after.traits.get(pack.renamed.number)!.name).toBe(pack.renamedTo);
  });

  it('moves the levelling plan with its traits', () => {
    const plan = { stats: [], traits: [pack.swapped.number, pack.moved.number, pack.swapped.number, pack.renamed.number] };
    const { build, changes } = moveSharedBuild(made({ plan }), 3, step, before, after);
    expect(changes).toEqual([]);
    expect(build.plan).toEqual({ stats: [], traits: [pack.swappedTo, pack.movedTo, pack.swappedTo, pack.renamed.number] });
  });

  it('refunds a removed trait and empties a removed item, saying so', () => {
    const gone = { items: new Map([['steel-longsword', null]]), traits: new Map([[pack.renamed.number, null]]) };
    const { build, changes } = moveSharedBuild(made({ equipment: { ...defaultSharedBuild().equipment, 'hand-main': 'steel-longsword' } }), 3, gone, before, before);
    expect(build.points.find(([n]) => n === pack.renamed.number)).toBeUndefined();
    expect(build.equipment['hand-main']).toBe('');
    expect(changes).toEqual([`${pack.renamed.name} was removed: 1 point refunded.`, 'The item “steel-longsword” was removed: its slot is empty.']);
  });
});
