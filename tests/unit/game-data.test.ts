import { describe, expect, it } from 'vitest';
import { checkReferences, loadGameData, PackError, parsePack, rawPack } from '../../server/game-data/pack';
import { ITEM_CATEGORY_IDS, ITEM_CATEGORY_SLOT } from '../../server/game-data/rules/constants';
import type { Pack } from '../../server/game-data/schemas';

const copy = (): Pack => structuredClone(rawPack());

describe('the game data pack', () => {
  it('passes every schema and reference check', () => {
    const pack = parsePack(rawPack());
    expect(checkReferences(pack)).toEqual([]);
  });

  it('holds the world the issue asks for', () => {
    const pack = rawPack();
    expect(pack.classes.map((c) => c.id)).toEqual(['squire', 'knight', 'rogue', 'mage']);
    expect(pack.stats.map((s) => s.id)).toEqual(['hp', 'mp', 'magic', 'ability', 'hpRegen', 'mpRegen', 'capacity']);
    expect(pack.spells.length).toBeGreaterThanOrEqual(40);
    expect(pack.monsters.length).toBeGreaterThanOrEqual(60);
    expect(pack.items.length).toBeGreaterThanOrEqual(250);
    expect(pack.recipes.length).toBeGreaterThanOrEqual(30);
    expect(pack.npcs.length).toBeGreaterThanOrEqual(25);
    expect(pack.traits.map((t) => t.number)).toEqual(pack.traits.map((_, i) => i + 1));
  });

  it.each(ITEM_CATEGORY_IDS)('has at least 10 items in %s, all worn in the category slot', (category) => {
    const items = rawPack().items.filter((item) => item.category === category);
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items) expect(item.slot).toBe(ITEM_CATEGORY_SLOT[category]);
  });

  it('gives every item a unique id, a description and a price that rises with level within its category', () => {
    const pack = rawPack();
    expect(new Set(pack.items.map((i) => i.id)).size).toBe(pack.items.length);
    for (const category of ITEM_CATEGORY_IDS) {
      const items = pack.items.filter((i) => i.category === category).sort((a, b) => a.level - b.level);
      for (let i = 1; i < items.length; i += 1) expect(items[i]!.value).toBeGreaterThanOrEqual(items[i - 1]!.value);
    }
  });

  it('never lets a player profit by buying from one NPC and selling to another', () => {
    const trades = rawPack().npcs.flatMap((npc) => npc.trades);
    const ids = [...new Set(trades.map((t) => t.goodsId))];
    const profitable = ids.filter((id) => {
      const buys = trades.filter((t) => t.goodsId === id && t.buys !== null).map((t) => t.buys!);
      const sells = trades.filter((t) => t.goodsId === id && t.sells !== null).map((t) => t.sells!);
      return buys.length > 0 && sells.length > 0 && Math.max(...buys) >= Math.min(...sells);
    });
    expect(profitable).toEqual([]);
  });

  it('indexes the cross-links both ways', () => {
    const data = loadGameData();
    expect(data.droppedBy('rat-tail').map((d) => d.monster.id)).toContain('cellar-rat');
    expect(data.tradesOf('festival-scarf').map((t) => t.npc.id)).toContain('old-marta');
    expect(data.madeBy('steel-ingot').map((r) => r.id)).toEqual(['make-steel-ingot']);
    expect(data.usedIn('steel-ingot').length).toBeGreaterThan(3);
    expect(data.droppedBy('no-such-goods')).toEqual([]);
  });
});

describe('pack checks report problems clearly', () => {
  it('names the monster, the loot entry and the missing goods when a loot reference is broken', () => {
    const pack = copy();
    pack.monsters[0]!.loot[0]!.goodsId = 'golden-rat-crown';
    expect(checkReferences(pack)).toEqual([
      'monsters[0] (cellar-rat).loot[0]: goods "golden-rat-crown" is neither an item nor a material',
    ]);
    expect(() => loadGameData(pack)).toThrow(PackError);
    expect(() => loadGameData(pack)).toThrow(/The game data pack is broken \(1 problem\):\n- monsters\[0\] \(cellar-rat\)\.loot\[0\]: goods "golden-rat-crown"/);
  });

  it('reports a trait prerequisite that does not exist', () => {
    const pack = copy();
    pack.traits[2]!.prerequisite = 999;
    expect(checkReferences(pack)).toEqual(['traits[2] (Pack Mule): prerequisite trait 999 does not exist']);
  });

  it('reports a trait prerequisite in another tree, another branch or the same tier', () => {
    const pack = copy();
    const cleave = pack.traits.find((t) => t.name === 'Cleave')!;
    const index = pack.traits.indexOf(cleave);
    cleave.prerequisite = pack.traits.find((t) => t.name === 'Ember Heart')!.number;
    expect(checkReferences(pack)).toEqual([
      `traits[${index}] (Cleave): prerequisite trait ${cleave.prerequisite} belongs to another tree`,
      `traits[${index}] (Cleave): prerequisite trait ${cleave.prerequisite} belongs to another branch`,
    ]);
    cleave.prerequisite = pack.traits.find((t) => t.name === 'Heavy Arms')!.number;
    expect(checkReferences(pack)).toEqual([`traits[${index}] (Cleave): prerequisite trait ${cleave.prerequisite} belongs to another branch`]);
    cleave.prerequisite = pack.traits.find((t) => t.name === 'Unbroken')!.number;
    expect(checkReferences(pack)).toEqual([`traits[${index}] (Cleave): prerequisite trait ${cleave.prerequisite} must be of a lower tier`]);
  });

  it('reports a recipe made by an unknown NPC and an NPC trading unknown goods', () => {
    const pack = copy();
    pack.recipes[0]!.npc = 'nobody';
    pack.npcs[0]!.trades[0]!.goodsId = 'moon-cheese';
    const problems = checkReferences(pack);
    expect(problems).toContain('recipes[0] (make-iron-ingot): crafting NPC "nobody" does not exist');
    expect(problems).toContain('npcs[0] (hilda-ashgrove).trades[0]: goods "moon-cheese" is neither an item nor a material');
  });

  it('reports an NPC that buys above its own selling price and a category left empty', () => {
    const pack = copy();
    const trade = pack.npcs[0]!.trades.find((t) => t.buys !== null && t.sells !== null)!;
    trade.buys = trade.sells! + 1;
    pack.items = pack.items.filter((item) => item.category !== 'rings');
    const problems = checkReferences(pack);
    expect(problems.some((p) => p.startsWith('npcs[0] (hilda-ashgrove).trades[') && p.includes('not below its selling price'))).toBe(true);
    expect(problems).toContain('items: category "rings" has 0 items; at least 10 are needed');
  });

  it('reports a schema failure with the file, entry and field', () => {
    const pack = copy() as unknown as { items: Array<Record<string, unknown>> };
    pack.items[3]!.level = 0;
    expect(() => parsePack(pack)).toThrow('items[3].level: Too small: expected number to be >=1');
  });

  it('reports a trait tree out of order', () => {
    const pack = copy();
    pack.traits[4]!.number = 40;
    expect(checkReferences(pack)).toContain('traits[4] (Steady Hands): traits must be numbered 1, 2, 3… in order; expected 5, found 40');
  });
});
