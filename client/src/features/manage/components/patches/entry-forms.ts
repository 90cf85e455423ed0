import type { z } from 'zod';
import type { Monster, Spell } from '@game/schemas';

/**
 * The draft editors' form values and the pack entries they stand for. Number fields are kept as typed (text), so a
 * half-typed value stays on screen; turned into the entry they become numbers, and what is not a number is sent as
 * typed so the pack's schema refuses it with the field's path (an empty field is `null`, never a silent 0).
 */

/** A number field's text as the entry's value: empty → null, a number → the number, anything else → the text itself. */
export function numberOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** A number as a field's text (0 stays "0"). */
export const textOf = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export interface LootRow {
  goodsId: string;
  chance: string;
  min: string;
  max: string;
}

export interface ElementRow {
  element: string;
  modifier: string;
}

export interface MonsterForm {
  id: string;
  name: string;
  level: string;
  health: string;
  experience: string;
  armor: string;
  elements: ElementRow[];
  loot: LootRow[];
  habitats: string[];
  description: string;
}

export const emptyLootRow = (): LootRow => ({ goodsId: '', chance: '0.1', min: '1', max: '1' });
export const emptyElementRow = (): ElementRow => ({ element: 'fire', modifier: '0' });

export const emptyMonster = (): MonsterForm => ({
  id: '', name: '', level: '1', health: '10', experience: '1', armor: '0', elements: [], loot: [emptyLootRow()], habitats: [], description: '',
});

export function monsterToForm(monster: Monster): MonsterForm {
  return {
    id: monster.id,
    name: monster.name,
    level: textOf(monster.level),
    health: textOf(monster.health),
    experience: textOf(monster.experience),
    armor: textOf(monster.armor),
    elements: monster.elements.map((row) => ({ element: row.element, modifier: textOf(row.modifier) })),
    loot: monster.loot.map((row) => ({ goodsId: row.goodsId, chance: textOf(row.chance), min: textOf(row.min), max: textOf(row.max) })),
    habitats: [...monster.habitats],
    description: monster.description,
  };
}

/** The monster entry the form stands for (checked by the pack's schema afterwards, not here). */
export function monsterFromForm(form: MonsterForm): Record<string, unknown> {
  return {
    id: form.id.trim(),
    name: form.name,
    level: numberOf(form.level),
    health: numberOf(form.health),
    experience: numberOf(form.experience),
    armor: numberOf(form.armor),
    elements: form.elements.map((row) => ({ element: row.element, modifier: numberOf(row.modifier) })),
    loot: form.loot.map((row) => ({ goodsId: row.goodsId.trim(), chance: numberOf(row.chance), min: numberOf(row.min), max: numberOf(row.max) })),
    habitats: [...form.habitats],
    description: form.description,
  };
}

export interface SpellForm {
  id: string;
  name: string;
  classes: string[];
  level: string;
  manaCost: string;
  cooldownSeconds: string;
  /** '' for none. */
  element: string;
  kind: string;
  power: string;
  premium: boolean;
  description: string;
}

export const emptySpell = (): SpellForm => ({
  id: '', name: '', classes: [], level: '1', manaCost: '0', cooldownSeconds: '0', element: '', kind: 'attack', power: '0', premium: false, description: '',
});

export function spellToForm(spell: Spell): SpellForm {
  return {
    id: spell.id,
    name: spell.name,
    classes: [...spell.classes],
    level: textOf(spell.level),
    manaCost: textOf(spell.manaCost),
    cooldownSeconds: textOf(spell.cooldownSeconds),
    element: spell.element ?? '',
    kind: spell.kind,
    power: textOf(spell.power),
    premium: spell.premium,
    description: spell.description,
  };
}

export function spellFromForm(form: SpellForm): Record<string, unknown> {
  return {
    id: form.id.trim(),
    name: form.name,
    classes: [...form.classes],
    level: numberOf(form.level),
    manaCost: numberOf(form.manaCost),
    cooldownSeconds: numberOf(form.cooldownSeconds),
    element: form.element === '' ? null : form.element,
    kind: form.kind,
    power: numberOf(form.power),
    premium: form.premium,
    description: form.description,
  };
}

/** A problem of one entry, its path inside the entry (`loot[0].goodsId`; '' for the entry as a whole). */
export interface EntryProblem {
  path: string;
  message: string;
}

/** A zod issue's path as the pack's problems write it: `loot[0].goodsId`. */
export function pathOf(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text === '' ? String(key) : `${text}.${String(key)}`), '');
}

/** Every problem the pack's schema finds in an entry, paths inside the entry. */
export function schemaProblems(schema: z.ZodType, value: unknown): EntryProblem[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
}

/**
 * The server's problem paths (`monsters[slime].loot[0]`) inside the entry (`loot[0]`); a path of another entry is
 * kept whole.
 */
export function entryPath(kind: string, id: string, path: string): string {
  const prefix = `${kind}[${id}]`;
  if (path === prefix) return '';
  if (path.startsWith(`${prefix}.`)) return path.slice(prefix.length + 1);
  if (path.startsWith(`${prefix}[`)) return path.slice(prefix.length);
  return path;
}

/** The problems at a field or under it: `loot[0]` holds `loot[0]` and `loot[0].goodsId`, not `loot[01]`. */
export function problemsAt(problems: readonly EntryProblem[], field: string): EntryProblem[] {
  return problems.filter((problem) => problem.path === field || problem.path.startsWith(`${field}.`) || problem.path.startsWith(`${field}[`));
}

/** The list with row `index` removed (removing the last row leaves an empty list). */
export const withoutRow = <T>(rows: readonly T[], index: number): T[] => rows.filter((_, at) => at !== index);

/** The list with row `index` replaced by `row` merged in. */
export const withRow = <T>(rows: readonly T[], index: number, row: Partial<T>): T[] => rows.map((current, at) => (at === index ? { ...current, ...row } : current));
