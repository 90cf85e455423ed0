import { describe, expect, it } from 'vitest';
import {
  capacity, damageTaken, experienceForLevel, experienceTable, experienceToNextLevel, FORMULAE, healthRegeneration,
  itemTier, levelForExperience, manaRegeneration, MAX_LEVEL, maxHealth, maxMana, spellDamage, statCapAtLevel,
  statPointsAtLevel, traitPointsAtLevel, weaponDamage,
} from '../../server/game-data/rules';

const knightHealth = { base: 180, perLevel: 15 };

describe('experienceForLevel', () => {
  it('needs nothing for level 1 and 180 for level 2', () => {
    expect(experienceForLevel(1)).toBe(0);
    expect(experienceForLevel(2)).toBe(180);
  });
  it('grows with every level up to the top level', () => {
    for (let level = 2; level <= MAX_LEVEL; level += 1) expect(experienceForLevel(level)).toBeGreaterThan(experienceForLevel(level - 1));
    expect(experienceForLevel(MAX_LEVEL)).toBe(10 * 199 * 200 * 207);
  });
  it.each([0, -1, 1.5, MAX_LEVEL + 1, Number.NaN])('refuses level %s with a RangeError', (level) => {
    expect(() => experienceForLevel(level)).toThrow(RangeError);
  });
});

describe('experienceToNextLevel', () => {
  it('is the difference to the next total and 0 at the top level', () => {
    expect(experienceToNextLevel(1)).toBe(180);
    expect(experienceToNextLevel(2)).toBe(experienceForLevel(3) - 180);
    expect(experienceToNextLevel(MAX_LEVEL)).toBe(0);
  });
});

describe('levelForExperience', () => {
  it('is the inverse of experienceForLevel at each threshold and just below it', () => {
    expect(levelForExperience(0)).toBe(1);
    expect(levelForExperience(179)).toBe(1);
    expect(levelForExperience(180)).toBe(2);
    for (const level of [10, 57, 150, MAX_LEVEL]) {
      expect(levelForExperience(experienceForLevel(level))).toBe(level);
      expect(levelForExperience(experienceForLevel(level) - 1)).toBe(level - 1);
    }
  });
  it('stops at the top level and refuses negative experience', () => {
    expect(levelForExperience(Number.MAX_SAFE_INTEGER)).toBe(MAX_LEVEL);
    expect(() => levelForExperience(-1)).toThrow(RangeError);
  });
});

describe('experienceTable', () => {
  it('lists every level with its total and step', () => {
    const rows = experienceTable(1, 3);
    expect(rows).toEqual([
      { level: 1, total: 0, toNext: 180 },
      { level: 2, total: 180, toNext: 420 },
      { level: 3, total: 600, toNext: experienceForLevel(4) - 600 },
    ]);
    expect(experienceTable()).toHaveLength(MAX_LEVEL);
  });
  it('refuses a range that runs backwards', () => {
    expect(() => experienceTable(5, 4)).toThrow('The first level (5) must not be above the last (4).');
  });
});

describe('points per level', () => {
  it('gives two stat points per level and a trait point every second level', () => {
    expect(statPointsAtLevel(1)).toBe(2);
    expect(statPointsAtLevel(MAX_LEVEL)).toBe(400);
    expect(traitPointsAtLevel(1)).toBe(0);
    expect(traitPointsAtLevel(2)).toBe(1);
    expect(traitPointsAtLevel(3)).toBe(1);
    expect(traitPointsAtLevel(MAX_LEVEL)).toBe(100);
    expect(statCapAtLevel(7)).toBe(7);
  });
});

describe('maxHealth, maxMana and capacity', () => {
  it('use only the base at level 1 with no points', () => {
    expect(maxHealth(knightHealth, 1)).toBe(180);
    expect(maxMana({ base: 120, perLevel: 18 }, 1)).toBe(120);
    expect(capacity({ base: 470, perLevel: 20 }, 1)).toBe(470);
  });
  it('add the gain per level, the points and the item bonus', () => {
    expect(maxHealth(knightHealth, 10, 3, 25)).toBe(180 + 15 * 9 + 36 + 25);
    expect(maxMana({ base: 120, perLevel: 18 }, 2, 1)).toBe(120 + 18 + 12);
    expect(capacity({ base: 470, perLevel: 20 }, 3, 2, 10)).toBe(470 + 40 + 12 + 10);
  });
  it('refuse negative or fractional points', () => {
    expect(() => maxHealth(knightHealth, 5, -1)).toThrow('Health points must be a whole number of 0 or more, got -1.');
    expect(() => capacity({ base: 1, perLevel: 1 }, 5, 0.5)).toThrow(RangeError);
    expect(() => maxMana({ base: -1, perLevel: 1 }, 5)).toThrow(RangeError);
  });
});

describe('regeneration', () => {
  it('pays health every 6 seconds and mana every 2', () => {
    expect(healthRegeneration(0.5, 1, 0)).toEqual({ perSecond: 0.52, perTick: 3.12, tickSeconds: 6, perMinute: 31.2 });
    expect(manaRegeneration(1, 50, 4)).toEqual({ perSecond: 3, perTick: 6, tickSeconds: 2, perMinute: 180 });
  });
  it('refuses negative points and bases', () => {
    expect(() => healthRegeneration(0.5, 1, -2)).toThrow(RangeError);
    expect(() => manaRegeneration(-0.1, 1, 0)).toThrow(RangeError);
  });
});

describe('weaponDamage', () => {
  it('halves the maximum for the minimum and adds a fifth of the level', () => {
    expect(weaponDamage(10, 0, 1)).toEqual({ min: 5, max: 10, average: 7.5 });
    expect(weaponDamage(10, 5, 10)).toEqual({ min: 7, max: 14, average: 10.5 });
  });
  it('deals only the level share with no attack', () => {
    expect(weaponDamage(0, 0, MAX_LEVEL)).toEqual({ min: 20, max: 40, average: 30 });
  });
  it('refuses negative attack', () => {
    expect(() => weaponDamage(-1, 0, 1)).toThrow('Attack must be a number of 0 or more, got -1.');
  });
});

describe('spellDamage', () => {
  it('rolls from 70 % of the maximum', () => {
    expect(spellDamage(100, 0, 1)).toEqual({ min: 70, max: 100, average: 85 });
    expect(spellDamage(100, 10, 30)).toEqual({ min: 112, max: 160, average: 136 });
  });
  it('gives 0 for a spell without power at level 1', () => {
    expect(spellDamage(0, 0, 1)).toEqual({ min: 0, max: 0, average: 0 });
  });
});

describe('damageTaken', () => {
  it('applies the element modifier, then takes half the armor', () => {
    expect(damageTaken(100, 0)).toBe(100);
    expect(damageTaken(100, 20, 25)).toBe(115);
    expect(damageTaken(100, 0, -100)).toBe(0);
  });
  it('never goes below 0', () => {
    expect(damageTaken(5, 100)).toBe(0);
  });
  it('refuses modifiers outside -100 to 100', () => {
    expect(() => damageTaken(10, 0, 101)).toThrow(RangeError);
    expect(() => damageTaken(10, 0, -101)).toThrow(RangeError);
  });
});

describe('itemTier', () => {
  it('starts each tier at its first level', () => {
    expect([1, 19, 20, 44, 45, 69, 70, 99, 100, MAX_LEVEL].map(itemTier)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });
});

describe('FORMULAE', () => {
  it('explains each formula once with an expression', () => {
    expect(new Set(FORMULAE.map((f) => f.id)).size).toBe(FORMULAE.length);
    for (const formula of FORMULAE) expect(formula.expression.length).toBeGreaterThan(10);
  });
});
