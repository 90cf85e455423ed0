import { describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { monsterSchema, spellSchema } from '../../server/game-data/schemas';
import {
  emptyMonster, emptySpell, entryPath, monsterFromForm, monsterToForm, numberOf, pathOf, problemsAt, schemaProblems, spellFromForm, spellToForm, withoutRow, withRow,
} from '../../client/src/features/manage/components/patches/entry-forms';

const pack = rawPack();

describe('draft entry forms', () => {
  it('turns every monster and spell of the pack into form values and back unchanged', () => {
    for (const monster of pack.monsters) expect(monsterFromForm(monsterToForm(monster))).toEqual(monster);
    for (const spell of pack.spells) expect(spellFromForm(spellToForm(spell))).toEqual(spell);
  });

  it('keeps zero as 0 and an empty number field as null, never a silent 0', () => {
    expect(numberOf('0')).toBe(0);
    expect(numberOf(' 0.25 ')).toBe(0.25);
    expect(numberOf('')).toBeNull();
    expect(numberOf('  ')).toBeNull();
    expect(numberOf('12abc')).toBe('12abc');
    const monster = structuredClone(pack.monsters[0]!);
    monster.armor = 0;
    const form = monsterToForm(monster);
    expect(form.armor).toBe('0');
    expect(monsterFromForm(form).armor).toBe(0);
    expect(monsterFromForm({ ...form, armor: '' }).armor).toBeNull();
    expect(schemaProblems(monsterSchema, monsterFromForm({ ...form, armor: '' }))).toEqual([{ path: 'armor', message: expect.stringContaining('number') }]);
  });

  it('keeps empty lists empty: no element rows, and removing the last loot row leaves none (which the schema refuses at loot)', () => {
    const monster = structuredClone(pack.monsters[0]!);
    monster.elements = [];
    monster.loot = monster.loot.slice(0, 1);
    const form = monsterToForm(monster);
    expect(form.elements).toEqual([]);
    expect(monsterFromForm(form).elements).toEqual([]);
    const noLoot = { ...form, loot: withoutRow(form.loot, 0) };
    expect(noLoot.loot).toEqual([]);
    expect(monsterFromForm(noLoot).loot).toEqual([]);
    expect(schemaProblems(monsterSchema, monsterFromForm(noLoot)).map((problem) => problem.path)).toEqual(['loot']);
  });

  it('edits one row and leaves the others; a spell without an element is null', () => {
    const rows = [{ a: 1 }, { a: 2 }, { a: 3 }];
    expect(withRow(rows, 1, { a: 9 })).toEqual([{ a: 1 }, { a: 9 }, { a: 3 }]);
    expect(withoutRow(rows, 2)).toEqual([{ a: 1 }, { a: 2 }]);
    expect(spellFromForm({ ...emptySpell(), element: '' }).element).toBeNull();
  });

  it('an empty form is refused field by field with the paths the pack uses', () => {
    const problems = schemaProblems(monsterSchema, monsterFromForm(emptyMonster()));
    expect(problems.map((problem) => problem.path)).toEqual(expect.arrayContaining(['id', 'name', 'habitats', 'description', 'loot[0].goodsId']));
    expect(schemaProblems(spellSchema, spellFromForm(emptySpell())).map((problem) => problem.path)).toEqual(expect.arrayContaining(['id', 'classes']));
  });

  it('writes paths as the pack does and reads the server\'s paths inside the entry', () => {
    expect(pathOf(['loot', 0, 'goodsId'])).toBe('loot[0].goodsId');
    expect(pathOf([])).toBe('');
    expect(entryPath('monsters', 'slime', 'monsters[slime].loot[0]')).toBe('loot[0]');
    expect(entryPath('monsters', 'slime', 'monsters[slime]')).toBe('');
    expect(entryPath('monsters', 'slime', 'items[3]')).toBe('items[3]');
    const problems = [{ path: 'loot[0]', message: 'a' }, { path: 'loot[0].min', message: 'b' }, { path: 'loot[01]', message: 'c' }];
    expect(problemsAt(problems, 'loot[0]').map((problem) => problem.message)).toEqual(['a', 'b']);
  });
});

describe('the trait form', () => {
  it('turns every trait of the pack into form values and back unchanged; none is null, not 0', async () => {
    const { traitFromForm, traitToForm, emptyTrait } = await import('../../client/src/features/manage/components/patches/trait-form');
    const { traitSchema } = await import('../../server/game-data/schemas');
    for (const trait of pack.traits) expect(traitFromForm(traitToForm(trait))).toEqual(trait);
    const shared = traitFromForm({ ...traitToForm(pack.traits[0]!), class: '', branch: '  ', prerequisite: '' });
    expect([shared.class, shared.branch, shared.prerequisite]).toEqual([null, null, null]);
    // Removing the last effect leaves none, which the schema refuses at `effects`; a 0 per point is refused at its field.
    const form = traitToForm(pack.traits[0]!);
    expect(schemaProblems(traitSchema, traitFromForm({ ...form, effects: [] })).map((problem) => problem.path)).toEqual(['effects']);
    expect(schemaProblems(traitSchema, traitFromForm({ ...form, effects: [{ ...form.effects[0]!, perPoint: '0' }] })).map((problem) => problem.path)).toEqual(['effects[0].perPoint']);
    expect(schemaProblems(traitSchema, traitFromForm(emptyTrait())).map((problem) => problem.path)).toEqual(expect.arrayContaining(['number', 'name', 'description', 'effects[0].label']));
  });
});
