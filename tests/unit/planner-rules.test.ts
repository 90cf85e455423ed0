import { describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { ITEMS } from '../../server/game-data/data/items';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { NPCS } from '../../server/game-data/data/npcs';
import { fightAgainst } from '../../server/game-data/rules/calculators';
import { compareBuilds, readCompareLink } from '../../server/game-data/rules/compare';
import { cheapestOffer, dropsByChance, equipmentCost, packSources, type SellOffer } from '../../server/game-data/rules/cost';
import { deriveNumbers, type PlannerItem } from '../../server/game-data/rules/derived';
import { buildForItem, pickerCandidates, type PickerItem } from '../../server/game-data/rules/picker';
import { mayWear } from '../../server/game-data/rules/wearing';
import { decodeShareState, encodeShareState, type SharedBuild } from '../../server/game-data/rules/share-state';

const item = (id: string) => ITEMS.find((i) => i.id === id)! as PlannerItem;
const offer = (npcName: string, price: number, location = 'brackenford'): SellOffer => ({ npcId: npcName.toLowerCase(), npcName, location, price });

describe('cheapestOffer and dropsByChance', () => {
  it('picks the lowest price; a tie goes to the NPC first by name; none gives null', () => {
    expect(cheapestOffer([])).toBeNull();
    expect(cheapestOffer([offer('Zed', 50), offer('Amy', 70), offer('Bo', 50)])).toEqual(offer('Bo', 50));
    expect(cheapestOffer([offer('Free', 0), offer('Dear', 10)])?.price).toBe(0);
    expect(cheapestOffer([offer('Broken', Number.NaN), offer('Bad', -1)])).toBeNull();
  });
  it('keeps drops with a chance above 0, most likely first, ties by monster name', () => {
    const drops = [
      { monsterId: 'b', monsterName: 'Bat', chance: 0.1 },
      { monsterId: 'n', monsterName: 'Never', chance: 0 },
      { monsterId: 'a', monsterName: 'Ant', chance: 0.1 },
      { monsterId: 'o', monsterName: 'Ogre', chance: 0.5 },
    ];
    expect(dropsByChance(drops).map((d) => d.monsterName)).toEqual(['Ogre', 'Ant', 'Bat']);
  });
});

describe('equipmentCost', () => {
  const sources = packSources(NPCS, MONSTERS);
  it('costs nothing with every slot empty', () => {
    expect(equipmentCost({}, sources)).toEqual({ lines: [], total: 0, notSold: 0 });
  });
  it('takes each item’s cheapest seller from the pack: the Steel Longsword is 308 gp at Hilda Ashgrove in Brackenford', () => {
    const cost = equipmentCost({ 'hand-main': item('steel-longsword') }, sources);
    expect(cost.total).toBe(308);
    expect(cost.lines[0]).toMatchObject({ slot: 'hand-main', itemId: 'steel-longsword', cheapest: { npcName: 'Hilda Ashgrove', location: 'brackenford', price: 308 }, drops: [] });
  });
  it('lists the monsters that drop an item no NPC sells, and leaves it out of the total', () => {
    const cost = equipmentCost({ 'hand-main': item('farmhands-pitchfork'), ring: item('steel-longsword') }, sources);
    expect(cost.total).toBe(308);
    expect(cost.notSold).toBe(1);
    expect(cost.lines.map((l) => l.slot)).toEqual(['hand-main', 'ring']);
    expect(cost.lines[0]!.cheapest).toBeNull();
    expect(cost.lines[0]!.drops).toEqual([{ monsterId: 'scarecrow', monsterName: 'Scarecrow', chance: 0.08 }]);
  });
  it('counts the same item in two slots twice, and an item with no source at all as not sold', () => {
    const one = { id: 'x', name: 'X' };
    const cost = equipmentCost({ ring: one, neck: one, head: { id: 'nowhere', name: 'Nowhere' } }, (id) => (id === 'x' ? { sellers: [offer('A', 7)], drops: [] } : undefined));
    expect(cost.total).toBe(14);
    expect(cost.notSold).toBe(1);
    expect(cost.lines.map((l) => l.slot)).toEqual(['neck', 'head', 'ring']);
    expect(cost.lines[1]).toMatchObject({ cheapest: null, drops: [] });
  });
  it('agrees with the pack: every sold item’s cheapest price is the lowest `sells` of any NPC', () => {
    for (const it of ITEMS.slice(0, 80)) {
      const prices = NPCS.flatMap((n) => n.trades.filter((t) => t.goodsId === it.id && t.sells !== null).map((t) => t.sells!));
      const cost = equipmentCost({ ring: { id: it.id, name: it.name } }, sources);
      expect(cost.total).toBe(prices.length ? Math.min(...prices) : 0);
    }
  });
});

describe('pickerCandidates', () => {
  const items: PickerItem[] = [
    { id: 'b', name: 'Bronze Sword', slot: 'hand-main', level: 5, stats: { attack: 8 }, classes: ['squire', 'knight'] },
    { id: 'a', name: 'Axe', slot: 'hand-main', level: 20, stats: { attack: 15, defense: 3 }, classes: ['knight'] },
    { id: 'c', name: 'Cap', slot: 'head', level: 1, stats: { armor: 1 }, classes: [] },
    { id: 's', name: 'Staff', slot: 'hand-main', level: 5, stats: { magic: 2 }, classes: ['mage'] },
  ];
  it('lists only the slot, by level then name by default', () => {
    expect(pickerCandidates(items, { slot: 'hand-main' }).map((i) => i.id)).toEqual(['b', 's', 'a']);
    expect(pickerCandidates(items, { slot: 'boots' })).toEqual([]);
  });
  it('filters by a stat (at least statMin, 1 by default), by the character level (inclusive) and by name', () => {
    expect(pickerCandidates(items, { slot: 'hand-main', stat: 'attack' }).map((i) => i.id)).toEqual(['b', 'a']);
    expect(pickerCandidates(items, { slot: 'hand-main', stat: 'attack', statMin: 15 }).map((i) => i.id)).toEqual(['a']);
    expect(pickerCandidates(items, { slot: 'hand-main', stat: 'attack', statMin: 16 })).toEqual([]);
    expect(pickerCandidates(items, { slot: 'hand-main', maxLevel: 5 }).map((i) => i.id)).toEqual(['b', 's']);
    expect(pickerCandidates(items, { slot: 'hand-main', maxLevel: 4 })).toEqual([]);
    expect(pickerCandidates(items, { slot: 'hand-main', search: '  SWO ' }).map((i) => i.id)).toEqual(['b']);
  });
  it('sorts by a stat best first (items without it last), by name, and either way round', () => {
    expect(pickerCandidates(items, { slot: 'hand-main', sort: 'attack' }).map((i) => i.id)).toEqual(['a', 'b', 's']);
    expect(pickerCandidates(items, { slot: 'hand-main', sort: 'attack', direction: 'asc' }).map((i) => i.id)).toEqual(['s', 'b', 'a']);
    expect(pickerCandidates(items, { slot: 'hand-main', sort: 'name' }).map((i) => i.id)).toEqual(['a', 'b', 's']);
    expect(pickerCandidates(items, { slot: 'hand-main', sort: 'level', direction: 'desc' }).map((i) => i.id)).toEqual(['a', 'b', 's']);
  });
  it('keeps only what the class may wear: its own items and those for every class', () => {
    expect(pickerCandidates(items, { slot: 'hand-main', characterClass: 'knight' }).map((i) => i.id)).toEqual(['b', 'a']);
    expect(pickerCandidates(items, { slot: 'hand-main', characterClass: 'mage' }).map((i) => i.id)).toEqual(['s']);
    expect(pickerCandidates(items, { slot: 'hand-main', characterClass: 'rogue' })).toEqual([]);
    expect(pickerCandidates(items, { slot: 'head', characterClass: 'rogue' }).map((i) => i.id)).toEqual(['c']);
    expect([mayWear({ classes: [] }, 'mage'), mayWear({ classes: ['knight'] }, 'mage'), mayWear({ classes: ['knight'] }, 'knight')]).toEqual([true, false, true]);
  });
  it('agrees with the pack: a knight’s main-hand candidates are exactly the pack’s knight weapons', () => {
    const knightWeapons = ITEMS.filter((i) => i.slot === 'hand-main' && (i.classes.length === 0 || i.classes.includes('knight'))).map((i) => i.id).sort();
    expect(pickerCandidates(ITEMS, { slot: 'hand-main', characterClass: 'knight' }).map((i) => i.id).sort()).toEqual(knightWeapons);
    expect(knightWeapons.length).toBeGreaterThan(0);
  });
  it('does not change the list it is given', () => {
    const copy = items.map((i) => i.id);
    pickerCandidates(items, { slot: 'hand-main', sort: 'name' });
    expect(items.map((i) => i.id)).toEqual(copy);
  });
});

describe('compareBuilds', () => {
  const knight = CLASSES.find((c) => c.id === 'knight')!;
  const build = (extra: Partial<SharedBuild>): SharedBuild => ({ ...decodeShareState(null), characterClass: 'knight', level: 30, ...extra });
  const derive = (b: SharedBuild) =>
    deriveNumbers({ characterClass: knight, level: b.level, stats: b.stats, traits: [], equipment: Object.fromEntries(Object.entries(b.equipment).flatMap(([slot, id]) => (id ? [[slot, item(id)]] : []))) });
  it('gives every number with other − mine, and nothing differs between a build and itself', () => {
    const a = build({});
    const same = compareBuilds({ build: a, derived: derive(a) }, { build: a, derived: derive(a) });
    expect(same.rows).toHaveLength(12);
    expect(same.rows.every((r) => r.difference === 0)).toBe(true);
    expect([same.added, same.removed, same.changed, same.slots, same.stats]).toEqual([[], [], [], [], []]);
  });
  it('Steel Longsword in the other build: attack 0 → 21 (+21); the slot differs; traits added, removed and changed', () => {
    const a = build({ points: [[1, 2], [2, 1]], stats: { ...build({}).stats, hp: 4 } });
    const b = build({ points: [[1, 3], [5, 1]], equipment: { ...build({}).equipment, 'hand-main': 'steel-longsword' } });
    const result = compareBuilds({ build: a, derived: derive(a) }, { build: b, derived: derive(b) });
    expect(result.rows.find((r) => r.id === 'attack')).toMatchObject({ mine: 0, other: 21, difference: 21 });
    expect(result.rows.find((r) => r.id === 'health')!.difference).toBe(-48);
    expect(result.slots).toEqual([{ slot: 'hand-main', mine: '', other: 'steel-longsword' }]);
    expect(result.added).toEqual([{ trait: 5, mine: 0, other: 1 }]);
    expect(result.removed).toEqual([{ trait: 2, mine: 1, other: 0 }]);
    expect(result.changed).toEqual([{ trait: 1, mine: 2, other: 3 }]);
    expect(result.stats).toEqual([{ stat: 'hp', mine: 4, other: 0 }]);
    expect(result.sameClass).toBe(true);
  });
  it('with a target, adds each build’s time to kill it (fightAgainst), lower being better; ±Infinity when only one can hurt it', () => {
    const a = build({});
    const b = build({ equipment: { ...build({}).equipment, 'hand-main': 'steel-longsword' } });
    const guard = { name: 'Skeleton Guard', health: 743, armor: 4, elements: [{ element: 'physical', modifier: 10 }] };
    const seconds = (d: ReturnType<typeof derive>) => fightAgainst(d.weapon, d.numbers.hitChance.value, guard).seconds;
    const row = compareBuilds({ build: a, derived: derive(a) }, { build: b, derived: derive(b) }, guard).rows.find((r) => r.id === 'timeToKill')!;
    expect(row).toMatchObject({ label: 'Time to kill Skeleton Guard', mine: seconds(derive(a)), other: seconds(derive(b)), lowerIsBetter: true });
    expect(row.difference).toBe(Math.round((seconds(derive(b)) - seconds(derive(a))) * 100) / 100);
    expect(Number.isFinite(row.mine) && row.difference < 0).toBe(true);
    // Armor 16 stops 8 of each hit: bare hands (at most 7 at level 30) never get through, the sword does.
    const wall = { ...guard, armor: 16 };
    const walled = compareBuilds({ build: a, derived: derive(a) }, { build: b, derived: derive(b) }, wall).rows.find((r) => r.id === 'timeToKill')!;
    expect([walled.mine, walled.difference]).toEqual([Infinity, -Infinity]);
    expect(compareBuilds({ build: a, derived: derive(a) }, { build: b, derived: derive(b) }).rows.some((r) => r.id === 'timeToKill')).toBe(false);
  });
});

describe('readCompareLink', () => {
  const state = encodeShareState(decodeShareState(null));
  it('reads a planner link, a trait-tree link, a build page, a ?build= link and a bare state', () => {
    expect(readCompareLink(`https://almanac.example/tools/planner?state=${state}&compare=zzz`)).toEqual({ state });
    expect(readCompareLink(`/tools/trait-tree?state=${state}`)).toEqual({ state });
    expect(readCompareLink('https://almanac.example/builds/abc123')).toEqual({ buildId: 'abc123' });
    expect(readCompareLink('/tools/planner?build=abc123')).toEqual({ buildId: 'abc123' });
    expect(readCompareLink(`  ${state}  `)).toEqual({ state });
  });
  it('says why blank text and text that is no link are refused', () => {
    expect(readCompareLink('   ')).toEqual({ error: 'Paste a planner link, a build page link or a share state.' });
    expect(readCompareLink('hello world')).toHaveProperty('error');
    expect(readCompareLink('https://almanac.example/items/swords')).toHaveProperty('error');
  });
});

describe('buildForItem ("Try in the planner")', () => {
  it('equips the item on the first class that may wear it, at the item’s level', () => {
    const build = buildForItem({ id: 'steel-longsword', slot: 'hand-main', level: 24, classes: ['rogue', 'knight'] })!;
    expect(build.characterClass).toBe('knight');
    expect(build.level).toBe(24);
    expect(build.equipment['hand-main']).toBe('steel-longsword');
    expect(Object.values(build.equipment).filter(Boolean)).toEqual(['steel-longsword']);
    expect(decodeShareState(encodeShareState(build))).toEqual(build);
  });
  it('takes the first class for an item every class wears, and keeps the level within 1 to 200', () => {
    expect(buildForItem({ id: 'x', slot: 'ring', level: 0, classes: [] })).toMatchObject({ characterClass: 'squire', level: 1 });
    expect(buildForItem({ id: 'x', slot: 'ring', level: 250, classes: ['mage'] })).toMatchObject({ characterClass: 'mage', level: 200 });
  });
  it('gives nothing for what is not worn', () => {
    expect(buildForItem({ id: 'x', slot: null, level: 5, classes: [] })).toBeNull();
  });
});
