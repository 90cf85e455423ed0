import { describe, expect, it } from 'vitest';
import { CLASSES } from '../../server/game-data/data/classes';
import { ITEMS } from '../../server/game-data/data/items';
import { SPELLS } from '../../server/game-data/data/spells';
import { TRAITS } from '../../server/game-data/data/traits';
import { CLASS_IDS, MAX_LEVEL, SLOT_IDS, STAT_IDS, type ClassId, type SlotId, type StatId } from '../../server/game-data/rules/constants';
import { deriveNumbers, marginalValues, spellsKnown, wornEquipment, type PlannerInput, type PlannerItem } from '../../server/game-data/rules/derived';

/** Real pack records only: classes, items, traits and spells as the planner gets them. */
const cls = (id: ClassId) => CLASSES.find((c) => c.id === id)!;
const item = (id: string) => ITEMS.find((i) => i.id === id)! as PlannerItem;
const trait = (name: string, points: number) => ({ name, points, effects: TRAITS.find((t) => t.name === name)!.effects });
const stats = (given: Partial<Record<StatId, number>> = {}) => Object.fromEntries(STAT_IDS.map((s) => [s, given[s] ?? 0])) as Record<StatId, number>;
const input = (id: ClassId, level: number, extra: Partial<PlannerInput> = {}): PlannerInput => ({ characterClass: cls(id), level, stats: stats(), equipment: {}, traits: [], ...extra });

describe('deriveNumbers against hand-worked examples', () => {
  // Knight level 30: hp 10, ability 20, capacity 5; Steel Longsword (attack 21, defense 11, 46.4 oz),
  // Padded Vest (armor 4, 80.5 oz), Copper Ring (hp 12, 1 oz); Tough Hide 5 (+10% health), Iron Skin 3
  // (+15% armor), Heavy Arms 2 (+6% weapon damage), Stubborn 1 (+20 health).
  const knight = input('knight', 30, {
    stats: stats({ hp: 10, ability: 20, capacity: 5 }),
    equipment: { 'hand-main': item('steel-longsword'), chest: item('padded-vest'), ring: item('copper-ring') },
    traits: [trait('Tough Hide', 5), trait('Iron Skin', 3), trait('Heavy Arms', 2), trait('Stubborn', 1)],
  });
  const result = deriveNumbers(knight);

  it('health: 180 base + 15 × 29 + 10 × 12 + 12 (ring) + 20 (Stubborn) = 767, then +10% = 843.7', () => {
    expect(result.numbers.health.value).toBe(843.7);
    expect(result.numbers.health.parts).toEqual([
      { source: 'Knight base', amount: 180 },
      { source: 'Level 30 (15 per level)', amount: 435 },
      { source: 'Health stat (10 × 12)', amount: 120 },
      { source: 'Copper Ring', amount: 12 },
      { source: 'Stubborn (1)', amount: 20 },
      { source: 'Tough Hide (5) +10%', amount: 76.7 },
    ]);
  });

  it('mana 30 + 4 × 29 = 146; capacity 470 + 20 × 29 + 5 × 6 = 1,080 against 127.9 oz carried', () => {
    expect(result.numbers.mana.value).toBe(146);
    expect(result.numbers.capacity.value).toBe(1080);
    expect(result.numbers.weight.value).toBe(127.9);
    expect(result.overCapacity).toBe(false);
  });

  it('armor 4 + 15% = 4.6, attack 21, defense 11, hit chance 75 + 20 × 0.25 = 80%, health regen 0.8 + 30 ÷ 50 = 1.4/s', () => {
    expect([result.numbers.armor.value, result.numbers.attack.value, result.numbers.defense.value]).toEqual([4.6, 21, 11]);
    expect(result.numbers.hitChance.value).toBe(80);
    expect(result.numbers.healthRegen.value).toBe(1.4);
  });

  it('main-hand hit: max ⌊21 × 1.8 + 6⌋ = 43, min 21, then +6% rounded down: 22 to 45', () => {
    expect([result.weapon.min, result.weapon.max]).toEqual([22, 45]);
  });
});

describe('deriveNumbers at the edges', () => {
  it('gives a level 1 character of every class its base numbers and bare fists', () => {
    for (const id of CLASS_IDS) {
      const { numbers, weapon, overCapacity } = deriveNumbers(input(id, 1));
      expect([numbers.health.value, numbers.mana.value, numbers.capacity.value]).toEqual([cls(id).health.base, cls(id).mana.base, cls(id).capacity.base]);
      expect([numbers.weight.value, numbers.armor.value, numbers.attack.value, weapon.max]).toEqual([0, 0, 0, 0]);
      expect(overCapacity).toBe(false);
      for (const number of Object.values(numbers)) expect(Number.isFinite(number.value)).toBe(true);
    }
  });

  it('reaches level 200: a mage has 50 + 6 × 199 mana plus 200 × 12 from the mana stat', () => {
    const mage = deriveNumbers(input('mage', 200, { stats: stats({ mp: 200 }) }));
    expect(mage.numbers.mana.value).toBe(cls('mage').mana.base + cls('mage').mana.perLevel * 199 + 2400);
  });

  it('reaches level 200 in every class: 200 points each in health and capacity add 200 × 12 and 200 × 6', () => {
    for (const id of CLASS_IDS) {
      const c = cls(id);
      const { numbers, overCapacity } = deriveNumbers(input(id, 200, { stats: stats({ hp: 200, capacity: 200 }) }));
      expect(numbers.health.value).toBe(c.health.base + c.health.perLevel * 199 + 200 * 12);
      expect(numbers.capacity.value).toBe(c.capacity.base + c.capacity.perLevel * 199 + 200 * 6);
      expect(numbers.mana.value).toBe(c.mana.base + c.mana.perLevel * 199);
      expect(overCapacity).toBe(false);
      for (const number of Object.values(numbers)) expect(Number.isFinite(number.value)).toBe(true);
    }
  });

  it('flags a character carrying more than its capacity', () => {
    const heaviest = (slot: SlotId) => ITEMS.filter((i) => i.slot === slot).sort((a, b) => b.weight - a.weight)[0];
    const equipment = Object.fromEntries(SLOT_IDS.map((slot) => [slot, heaviest(slot)]).filter(([, i]) => i !== undefined)) as PlannerInput['equipment'];
    // A level 1 mage carries the least (its capacity base), and the heaviest item of every slot weighs more.
    const result = deriveNumbers(input('mage', 1, { equipment }));
    expect(result.numbers.capacity.value).toBe(cls('mage').capacity.base);
    expect(result.numbers.weight.value).toBeGreaterThan(cls('mage').capacity.base);
    expect(result.overCapacity).toBe(true);
  });

  it('is not over capacity at exactly the capacity, and is 0.1 oz above it', () => {
    const capacity = cls('squire').capacity.base;
    const load = (weight: number): PlannerItem => ({ id: 'anvil', name: 'Anvil', slot: 'bag', stats: {}, weight });
    expect(deriveNumbers(input('squire', 1, { equipment: { bag: load(capacity) } })).overCapacity).toBe(false);
    expect(deriveNumbers(input('squire', 1, { equipment: { bag: load(capacity + 0.1) } })).overCapacity).toBe(true);
  });

  it('caps hit chance at 99%', () => {
    const result = deriveNumbers(input('rogue', 200, { stats: stats({ ability: 200 }) }));
    expect(result.numbers.hitChance.value).toBe(99);
  });

  it('adds a fire trait to fire spells only: Ember Heart 5 is +15% fire', () => {
    const spells = SPELLS.filter((s) => s.classes.includes('mage'));
    const plain = deriveNumbers(input('mage', 60, { spells }));
    const warm = deriveNumbers(input('mage', 60, { spells, traits: [trait('Ember Heart', 5)] }));
    const fire = plain.spells.find((s) => s.element === 'fire')!;
    const ice = plain.spells.find((s) => s.element === 'ice')!;
    expect(warm.spells.find((s) => s.id === fire.id)!.damage.max).toBe(Math.floor(fire.damage.max * 1.15));
    expect(warm.spells.find((s) => s.id === ice.id)!.damage).toEqual(ice.damage);
    // The breakdown: the formula's hit, then what the trait adds to the maximum.
    expect(warm.spells.find((s) => s.id === fire.id)!.parts).toEqual([
      fire.parts[0],
      { source: 'Traits +15% fire damage', amount: Math.floor(fire.damage.max * 1.15) - fire.damage.max },
    ]);
    expect(fire.parts).toEqual([{ source: `Power ${SPELLS.find((s) => s.id === fire.id)!.power}, magic 0, level 60`, amount: fire.damage.max }]);
  });

  it('refuses a level outside 1 to 200 with a readable error, never a NaN', () => {
    expect(() => deriveNumbers(input('squire', 0))).toThrow(/Level must be a whole number from 1 to 200/);
    expect(() => deriveNumbers(input('squire', 201))).toThrow(RangeError);
  });
});

describe('marginalValues', () => {
  it('says what one more point in each stat adds', () => {
    const table = marginalValues(input('knight', 30, { equipment: { 'hand-main': item('steel-longsword') } }));
    expect(table.hp).toEqual({ health: 12 });
    expect(table.mp).toEqual({ mana: 12 });
    expect(table.capacity).toEqual({ capacity: 6 });
    expect(table.ability.hitChance).toBe(0.25);
    expect(table.magic).toEqual({});
  });
});

describe('wornEquipment', () => {
  const lookup = (id: string) => ITEMS.find((i) => i.id === id) as PlannerItem | undefined;
  const empty = Object.fromEntries(SLOT_IDS.map((slot) => [slot, ''])) as Record<SlotId, string>;

  it('wears nothing with every slot empty, and reports nothing', () => {
    expect(wornEquipment(empty, lookup)).toEqual({ equipment: {}, problems: [] });
  });

  it('reports an unknown id (a legacy value) and an item of another slot, and the numbers count neither', () => {
    const { equipment, problems } = wornEquipment({ ...empty, 'hand-main': 'steel-longsword', ring: 'gone-ring', head: 'copper-ring' }, lookup);
    expect(Object.keys(equipment)).toEqual(['hand-main']);
    expect(problems).toEqual([
      { slot: 'head', id: 'copper-ring', reason: 'misplaced' },
      { slot: 'ring', id: 'gone-ring', reason: 'unknown' },
    ]);
    const numbers = deriveNumbers(input('knight', 30, { equipment })).numbers;
    // Only the longsword: attack 21, 46.4 oz; the copper ring's 12 health is not counted.
    expect([numbers.attack.value, numbers.weight.value, numbers.health.value]).toEqual([21, 46.4, cls('knight').health.base + cls('knight').health.perLevel * 29]);
  });

  it('reports an item the class may not wear when a class is given, and wears it otherwise', () => {
    const ids = { ...empty, 'hand-main': 'steel-longsword' };
    expect(ITEMS.find((i) => i.id === 'steel-longsword')!.classes).not.toContain('mage');
    expect(wornEquipment(ids, lookup, 'mage')).toEqual({ equipment: {}, problems: [{ slot: 'hand-main', id: 'steel-longsword', reason: 'class' }] });
    expect(Object.keys(wornEquipment(ids, lookup, 'knight').equipment)).toEqual(['hand-main']);
    expect(wornEquipment({ ...empty, ring: 'copper-ring' }, lookup, 'mage').problems).toEqual([]);
  });
});

describe('spellsKnown', () => {
  it('gives a class its own spells from each spell’s level on', () => {
    const levels = (cls: ClassId, level: number) => spellsKnown(SPELLS, cls, level).map((s) => s.level).sort((a, b) => a - b);
    // The mage's spells start at levels 1, 1, 3, 6, …; the knight's at 1, 3, 5, 8, ….
    expect(levels('mage', 1)).toEqual([1, 1]);
    expect(levels('mage', 5)).toEqual([1, 1, 3]);
    expect(levels('knight', 5)).toEqual([1, 3, 5]);
    expect(spellsKnown(SPELLS, 'mage', MAX_LEVEL)).toEqual(SPELLS.filter((s) => s.classes.includes('mage')));
    expect(spellsKnown(SPELLS, 'rogue', 40).every((s) => s.classes.includes('rogue'))).toBe(true);
  });
});
