import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rawPack } from '../../server/game-data/pack';
import { importPack, PACK_IMPORT_MAX_BYTES } from '../../server/game-data/pack-import';
import { PACK_JSON_SCHEMA_FILE, packJsonSchema } from '../../server/game-data/pack-json-schema';
import { traitCycles } from '../../server/game-data/rules/trait-cycles';

// A pack broken on purpose, field by field: any, since the fields it sets are wrong by design.
const broken = (): any => structuredClone(rawPack());

describe('importPack', () => {
  it('takes the committed pack as it is, with the `$schema` line editors add', () => {
    const result = importPack(JSON.stringify({ $schema: './game-data-pack.schema.json', ...rawPack() }));
    expect(result.ok).toBe(true);
  });

  it('lists every shape problem at once with its path, in the words of the data', () => {
    const pack = broken();
    pack.items[41].stats.hp = 1.5;
    pack.items[3].name = 5;
    delete pack.items[4].level;
    pack.items[5].colour = 'red';
    pack.spells[0].kind = 'dance';
    const result = importPack(JSON.stringify(pack));
    expect(result).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        { path: 'items[41].stats.hp', message: 'must be a whole number' },
        { path: 'items[3].name', message: 'must be a string (found number)' },
        { path: 'items[4].level', message: 'is missing' },
        { path: 'items[5]', message: 'unknown field "colour"' },
        { path: 'spells[0].kind', message: 'must be one of "attack", "healing", "support"' },
      ]),
    });
    expect(result.ok ? [] : result.problems).toHaveLength(5);
  });

  it('lists dangling references and duplicate ids beside shape problems of other entries', () => {
    const pack = broken();
    pack.items[41].stats.hp = 1.5;
    pack.monsters[0].loot[0].goodsId = 'no-such-goods';
    pack.spells[2].id = pack.spells[1].id;
    const result = importPack(JSON.stringify(pack));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({ path: 'items[41].stats.hp', message: 'must be a whole number' });
    expect(result.problems).toContainEqual({ path: 'monsters[0].loot[0]', message: 'goods "no-such-goods" is neither an item nor a material' });
    expect(result.problems).toContainEqual({ path: 'spells[2]', message: `duplicate id "${pack.spells[1].id}"` });
  });

  it('refuses a trait tree whose prerequisites form a cycle', () => {
    const pack = broken();
    const [a, b] = pack.traits.filter((t: { prerequisite: number | null }) => t.prerequisite !== null).slice(0, 1).map((t: { number: number; prerequisite: number }) => [t.number, t.prerequisite])[0];
    pack.traits[b - 1].prerequisite = a;
    const result = importPack(JSON.stringify(pack));
    expect(result.ok ? [] : result.problems.filter((p) => p.message.startsWith('the prerequisites form a cycle'))).not.toHaveLength(0);
  });

  it('refuses a file that is not JSON, not an object, or over the size limit, saying which', () => {
    expect(importPack('{"items": [')).toEqual({ ok: false, problems: [{ path: 'pack', message: expect.stringMatching(/^not valid JSON/) }] });
    expect(importPack('[1, 2]')).toEqual({ ok: false, problems: [{ path: 'pack', message: expect.stringMatching(/^must be a JSON object/) }] });
    expect(importPack(' '.repeat(PACK_IMPORT_MAX_BYTES + 1))).toEqual({ ok: false, problems: [{ path: 'pack', message: 'the file is 8.0 MB; at most 8 MB is accepted' }] });
  });
});

describe('traitCycles', () => {
  it('finds each cycle once and nothing in a tree', () => {
    expect(traitCycles([{ number: 1, prerequisite: null }, { number: 2, prerequisite: 1 }])).toEqual([]);
    expect(traitCycles([{ number: 1, prerequisite: 3 }, { number: 2, prerequisite: 1 }, { number: 3, prerequisite: 2 }, { number: 4, prerequisite: 1 }])).toEqual([[1, 3, 2]]);
  });
});

describe('the JSON Schema file of the import format', () => {
  it('is the one the zod schemas generate (run `npm run schema:pack` after changing them)', () => {
    expect(readFileSync(PACK_JSON_SCHEMA_FILE, 'utf8')).toBe(packJsonSchema());
  });
});
