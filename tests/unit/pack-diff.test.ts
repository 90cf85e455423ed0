import { describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { diffFields, diffPacks, PACK_KINDS, type PackKind } from '../../server/game-data/rules/pack-diff';
import type { Pack } from '../../server/game-data/schemas';

const base = rawPack();
const clone = (): Pack => structuredClone(base);

describe('diffPacks', () => {
  it('is empty when the two versions are the same', () => {
    expect(diffPacks(base, clone(), 2)).toEqual({ from: 2, empty: true, kinds: [] });
  });

  // One change of a first entry's `name` per kind (a recipe has none: its `fee`), the shape every kind shares.
  it.each(PACK_KINDS)('lists a changed %s entry field by field, before → after', (kind: PackKind) => {
    const after = clone();
    const entry = after[kind][0] as unknown as Record<string, unknown>;
    const field = 'name' in entry ? 'name' : 'fee';
    const was = entry[field];
    entry[field] = field === 'name' ? 'Renamed Entry' : (was as number) + 1;
    const diff = diffPacks(base, after, 1);
    expect(diff.empty).toBe(false);
    expect(diff.kinds).toHaveLength(1);
    expect(diff.kinds[0]).toMatchObject({ kind, added: 0, removed: 0, changed: 1 });
    expect(diff.kinds[0]!.entries[0]!.fields).toEqual([{ path: field, before: JSON.stringify(was), after: JSON.stringify(entry[field]) }]);
  });

  it('follows nested objects and same-length arrays to the field that changed', () => {
    const after = clone();
    const item = after.items[41]!;
    const stat = Object.keys(item.stats)[0] as keyof typeof item.stats;
    const was = item.stats[stat]!;
    item.stats[stat] = was + 3;
    after.traits[4]!.effects[0]!.perPoint += 1;
    const diff = diffPacks(base, after, 1);
    const items = diff.kinds.find((k) => k.kind === 'items')!;
    expect(items.entries[0]).toMatchObject({ id: item.id, change: 'CHANGED', fields: [{ path: `stats.${stat}`, before: String(was), after: String(was + 3) }] });
    const traits = diff.kinds.find((k) => k.kind === 'traits')!;
    expect(traits.entries[0]!.id).toBe('5');
    expect(traits.entries[0]!.fields.map((f) => f.path)).toEqual(['effects[0].perPoint']);
  });

  it('gives a stat that appears or disappears with null on the absent side', () => {
    expect(diffFields({ stats: { hp: 5 } }, { stats: { mp: 2 } })).toEqual([
      { path: 'stats.mp', before: null, after: '2' },
      { path: 'stats.hp', before: '5', after: null },
    ]);
  });

  it('gives an array whose length changed as one change of the whole array', () => {
    expect(diffFields({ classes: ['mage'] }, { classes: ['mage', 'rogue'] })).toEqual([{ path: 'classes', before: '["mage"]', after: '["mage","rogue"]' }]);
  });

  it('lists added and removed entries by id, in id order, with their names', () => {
    const after = clone();
    const removed = after.monsters.splice(3, 1)[0]!;
    after.monsters.push({ ...removed, id: 'zz-new-monster', name: 'New Monster' });
    const monsters = diffPacks(base, after, 1).kinds.find((k) => k.kind === 'monsters')!;
    expect(monsters).toMatchObject({ added: 1, removed: 1, changed: 0 });
    const ids = monsters.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort());
    expect(monsters.entries.find((e) => e.change === 'REMOVED')).toMatchObject({ id: removed.id, name: removed.name, fields: [] });
    expect(monsters.entries.find((e) => e.change === 'ADDED')).toMatchObject({ id: 'zz-new-monster', name: 'New Monster' });
  });

  it('keys traits by number and other kinds by id', () => {
    const after = clone();
    after.traits.pop();
    const traits = diffPacks(base, after, 1).kinds.find((k) => k.kind === 'traits')!;
    expect(traits.entries).toEqual([{ kind: 'traits', id: String(base.traits.length), name: base.traits.at(-1)!.name, change: 'REMOVED', fields: [] }]);
  });

  it('keeps the kinds in the pack file order', () => {
    const after = clone();
    after.premium[0]!.priceCents += 1;
    after.locations[0]!.name = 'Elsewhere';
    expect(diffPacks(base, after, 1).kinds.map((k) => k.kind)).toEqual(['locations', 'premium']);
  });
});
