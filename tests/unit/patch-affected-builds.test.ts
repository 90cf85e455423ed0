import { describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { diffPacks } from '../../server/game-data/rules/pack-diff';
import { buildPatchChanges, indexPatch, isAffected, patchSummary, type PatchedBuild } from '../../server/game-data/rules/affected-builds';
import { catalogOfPack, composeSteps, deriveStep, migrateVariant } from '../../server/game-data/rules/version-migration';
import type { Pack } from '../../server/game-data/schemas';

const base = rawPack();
const clone = (): Pack => structuredClone(base);
const sword = base.items.find((item) => item.slot === 'hand-main' && item.classes.includes('knight') && item.level <= 10)!;
const helmet = base.items.find((item) => item.slot === 'head' && (item.classes.length === 0 || item.classes.includes('knight')) && item.level <= 10)!;
const toughHide = base.traits.find((trait) => trait.name === 'Tough Hide')!;
const stats = { hp: 10, mp: 0, magic: 0, ability: 5, hpRegen: 0, mpRegen: 0, capacity: 0 };
const knight = (points: Array<[number, number]> = [[toughHide.number, 2]], items = { 'hand-main': sword.id, head: helmet.id }): PatchedBuild => ({
  characterClass: 'knight',
  variants: [{ name: 'Main', level: 20, points: new Map(points), items, stats }],
});
const patch = (after: Pack, mappings = [] as Parameters<typeof deriveStep>[2]) => indexPatch(base, after, deriveStep(base, after, mappings), diffPacks(base, after, 2));

describe('deriveStep', () => {
  it('empties the slot of an item that is gone, unless the admin maps it to another', () => {
    const after = clone();
    after.items = after.items.filter((item) => item.id !== sword.id);
    expect(deriveStep(base, after).items).toEqual(new Map([[sword.id, null]]));
    expect(deriveStep(base, after, [{ kind: 'items', from: sword.id, to: helmet.id }]).items).toEqual(new Map([[sword.id, helmet.id]]));
  });

  it('follows a trait whose name moved to another number, and refunds one that is gone', () => {
    const after = clone();
    const [first, second] = [after.traits[0]!, after.traits[1]!];
    [first.name, second.name] = [second.name, first.name];
    after.traits.find((t) => t.name === 'Pack Mule')!.name = 'Something Else';
    const step = deriveStep(base, after);
    expect(step.traits.get(1)).toBe(2);
    expect(step.traits.get(2)).toBe(1);
    // Renamed in place: the number stays, so its points stay.
    expect(step.traits.has(base.traits.find((t) => t.name === 'Pack Mule')!.number)).toBe(false);
    after.traits = after.traits.filter((t) => t.name !== 'Something Else');
    expect(deriveStep(base, after).traits.get(3)).toBeNull();
  });

  it('leaves everything where it was between two equal versions', () => {
    expect(deriveStep(base, clone())).toEqual({ items: new Map(), traits: new Map() });
  });

  it('composes two steps so an item replaced then removed ends up gone', () => {
    const step = composeSteps({ items: new Map([['a', 'b']]), traits: new Map([[1, 4]]) }, { items: new Map([['b', null]]), traits: new Map([[4, 6], [2, 1]]) });
    expect(step.items.get('a')).toBeNull();
    expect(step.traits.get(1)).toBe(6);
    expect(step.traits.get(2)).toBe(1);
  });
});

describe('migrateVariant', () => {
  it('moves points to the new number and refunds what the newer rules refuse', () => {
    const after = clone();
    after.traits.find((t) => t.number === toughHide.number)!.maxPoints = 1;
    const migrated = migrateVariant('knight', { level: 20, points: new Map([[toughHide.number, 3]]), items: {} }, deriveStep(base, after), catalogOfPack(after));
    expect(migrated.variant.points.get(toughHide.number)).toBe(1);
    expect(migrated.refunds).toEqual([expect.objectContaining({ trait: toughHide.number, points: 2 })]);
  });
});

describe('the affected-build rule', () => {
  it('says a build is untouched when the patch changes nothing it uses', () => {
    const after = clone();
    after.monsters[0]!.health += 1;
    const index = patch(after);
    expect(isAffected(index, knight())).toBe(false);
    expect(buildPatchChanges(index, knight()).changes).toEqual([]);
  });

  it('lists a stat change of an equipped item with what it does to the numbers', () => {
    const after = clone();
    const item = after.items.find((i) => i.id === sword.id)!;
    item.stats.attack = (item.stats.attack ?? 0) + 10;
    const index = patch(after);
    expect(isAffected(index, knight())).toBe(true);
    const { changes, numbers } = buildPatchChanges(index, knight());
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ effect: 'ITEM_CHANGED', id: sword.id, variant: 'Main', fields: [{ path: 'stats.attack' }] });
    expect(changes[0]!.text).toContain(`${sword.name}: stats.attack ${sword.stats.attack} → ${item.stats.attack}`);
    const attack = numbers.find((n) => n.stat === 'attack')!;
    expect(attack.after).toBeGreaterThan(attack.before);
    expect(changes[0]!.numbers).toEqual(numbers);
  });

  it('says an equipped item is gone and the slot emptied', () => {
    const after = clone();
    after.items = after.items.filter((item) => item.id !== helmet.id);
    const { changes, numbers } = buildPatchChanges(patch(after), knight());
    expect(changes).toEqual([expect.objectContaining({ effect: 'ITEM_REMOVED', id: helmet.id, text: `${helmet.name} is gone: the head slot is emptied.` })]);
    expect(numbers.some((n) => n.stat === 'weight' && n.after < n.before)).toBe(true);
  });

  it('says a trait with points loses them when its maximum drops', () => {
    const after = clone();
    after.traits.find((t) => t.number === toughHide.number)!.maxPoints = 1;
    const { changes } = buildPatchChanges(patch(after), knight([[toughHide.number, 2]]));
    expect(changes.map((c) => c.effect)).toEqual(['TRAIT_CHANGED', 'TRAIT_POINTS_LOST']);
    expect(changes[1]!.text).toBe('Tough Hide: 1 point refunded (at most 1 points).');
  });

  it('says a trait is renumbered and counts it once in the summary', () => {
    const after = clone();
    const [first, second] = [after.traits[0]!, after.traits[1]!];
    [first.name, second.name] = [second.name, first.name];
    [first.effects, second.effects] = [second.effects, first.effects];
    [first.description, second.description] = [second.description, first.description];
    const build = knight([[1, 1]]);
    const { changes } = buildPatchChanges(patch(after), build);
    expect(changes.map((c) => c.effect)).toEqual(['TRAIT_RENUMBERED']);
    expect(patchSummary(build, changes, '1.5').summary).toBe('1 trait changed in 1.5');
  });

  it('sums up items and traits: "1 of 2 items and 1 trait changed in 1.5"', () => {
    const after = clone();
    after.items.find((i) => i.id === sword.id)!.value += 1;
    after.traits.find((t) => t.number === toughHide.number)!.effects[0]!.perPoint += 1;
    const build = knight();
    const { changes } = buildPatchChanges(patch(after), build);
    expect(patchSummary(build, changes, '1.5')).toEqual({ summary: '1 of 2 items and 1 trait changed in 1.5', itemsUsed: 2, itemsChanged: 1, traitsUsed: 1, traitsChanged: 1 });
  });
});
