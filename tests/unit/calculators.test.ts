import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carryCount, damageTaken, fightAgainst, hitAgainst, hitsToDefeat, killsNeeded, experienceBetween, experienceForLevel, experienceStillNeeded, experienceToNextLevel, formatDuration, levelInput,
  ATTACK_INTERVAL_SECONDS, manaCostReduction, MAX_LEVEL, parseNumberInput, secondsToRefill, spellCasting, spellManaCost, timeToGain,
} from '../../server/game-data/rules';

const rate = { label: 'Experience per hour', min: 1, shorthand: true };

describe('parseNumberInput', () => {
  it('reads plain, grouped and spaced numbers', () => {
    expect(parseNumberInput('42', levelInput())).toEqual({ ok: true, value: 42 });
    expect(parseNumberInput(' 1,250,000 ', rate)).toEqual({ ok: true, value: 1_250_000 });
    expect(parseNumberInput('1 250 000', rate)).toEqual({ ok: true, value: 1_250_000 });
    expect(parseNumberInput('12.5', { label: 'Progress', min: 0, max: 99.99 })).toEqual({ ok: true, value: 12.5 });
    expect(parseNumberInput('.5', { label: 'Weight', min: 0 })).toEqual({ ok: true, value: 0.5 });
  });
  it('reads the shorthands 250k, 1.5kk and 2m only where they are allowed', () => {
    expect(parseNumberInput('250k', rate)).toEqual({ ok: true, value: 250_000 });
    expect(parseNumberInput('1.5KK', rate)).toEqual({ ok: true, value: 1_500_000 });
    expect(parseNumberInput('2m', rate)).toEqual({ ok: true, value: 2_000_000 });
    expect(parseNumberInput('2k', levelInput())).toEqual({ ok: false, message: 'Level must be a number, not “2k”.' });
  });
  it('says what is wrong with an empty, foreign, fractional or out-of-range entry', () => {
    expect(parseNumberInput('', levelInput())).toEqual({ ok: false, message: 'Level is empty: enter a number from 1 to 200.' });
    expect(parseNumberInput('   ', rate)).toEqual({ ok: false, message: 'Experience per hour is empty: enter a number 1 or more.' });
    expect(parseNumberInput('abc', rate)).toEqual({ ok: false, message: 'Experience per hour must be a number (like 1,500 or 250k), not “abc”.' });
    expect(parseNumberInput('1.5', levelInput())).toEqual({ ok: false, message: 'Level must be a whole number from 1 to 200.' });
    expect(parseNumberInput('0', levelInput())).toEqual({ ok: false, message: 'Level must be from 1 to 200, not 0.' });
    expect(parseNumberInput('201', levelInput())).toEqual({ ok: false, message: 'Level must be from 1 to 200, not 201.' });
    expect(parseNumberInput('-3', { label: 'Armor', min: 0 })).toEqual({ ok: false, message: 'Armor must be 0 or more, not -3.' });
    const foreign = ['1e5', '1,2', '--1', '.', '1..2', 'NaN', 'Infinity', '0x10', '1,0000'];
    expect(foreign.filter((text) => parseNumberInput(text, rate).ok)).toEqual([]);
  });
  it('accepts negative numbers where the range allows them and never returns -0', () => {
    expect(parseNumberInput('−25', { label: 'Element', min: -100, max: 100 })).toEqual({ ok: true, value: -25 });
    expect(parseNumberInput('-0', { label: 'Element', min: -100, max: 100 })).toEqual({ ok: true, value: 0 });
  });
  it('turns too long a number into a message, not Infinity', () => {
    expect(parseNumberInput('9'.repeat(400), rate)).toEqual({ ok: false, message: 'Experience per hour is too large: enter a number 1 or more.' });
  });
  it('never yields NaN or a value outside its range for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (text) => {
        const parsed = parseNumberInput(text, levelInput());
        const fine = parsed.ok ? Number.isInteger(parsed.value) && parsed.value >= 1 && parsed.value <= MAX_LEVEL : !/NaN|undefined|Infinity/.test(parsed.message);
        expect(fine).toBe(true);
      }),
    );
  });
  it('reads back every whole level it is given', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_LEVEL }), (level) => {
      expect(parseNumberInput(String(level), levelInput())).toEqual({ ok: true, value: level });
    }));
  });
});

describe('experienceBetween', () => {
  it('is the difference of the two totals and 0 for the same level', () => {
    expect(experienceBetween(1, 2)).toBe(180);
    expect(experienceBetween(1, MAX_LEVEL)).toBe(experienceForLevel(MAX_LEVEL));
    expect(experienceBetween(50, 50)).toBe(0);
  });
  it('adds up over any level in between', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_LEVEL }), fc.integer({ min: 1, max: MAX_LEVEL }), fc.integer({ min: 1, max: MAX_LEVEL }), (a, b, c) => {
        const [low, middle, high] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
        expect(experienceBetween(low, middle) + experienceBetween(middle, high)).toBe(experienceBetween(low, high));
      }),
    );
  });
  it('refuses a target below the start and levels outside 1 to 200', () => {
    expect(() => experienceBetween(10, 5)).toThrow('The target level (5) must not be below the starting level (10).');
    expect(() => experienceBetween(0, 5)).toThrow(RangeError);
    expect(() => experienceBetween(1, MAX_LEVEL + 1)).toThrow(RangeError);
  });
});

describe('experienceStillNeeded', () => {
  it('takes off the progress already made in the current level', () => {
    expect(experienceStillNeeded(1, 0, 2)).toBe(180);
    expect(experienceStillNeeded(1, 50, 2)).toBe(90);
    expect(experienceStillNeeded(10, 99.99, 11)).toBe(experienceToNextLevel(10) - Math.floor(experienceToNextLevel(10) * 0.9999));
    expect(experienceStillNeeded(199, 0, MAX_LEVEL)).toBe(experienceToNextLevel(199));
  });
  it('refuses progress of 100 % or more, a negative one, and a target not above the level', () => {
    expect(() => experienceStillNeeded(5, 100, 6)).toThrow('Progress must be from 0 to below 100 per cent, got 100.');
    expect(() => experienceStillNeeded(5, -1, 6)).toThrow(RangeError);
    expect(() => experienceStillNeeded(5, 0, 5)).toThrow('The target level (5) must be above the current level (5).');
    expect(() => experienceStillNeeded(MAX_LEVEL, 10, MAX_LEVEL)).toThrow(`At level ${MAX_LEVEL} there is no next level, so progress must be 0.`);
  });
  it('is never more than the whole way and never 0 or less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_LEVEL - 1 }), fc.double({ min: 0, max: 99.99, noNaN: true }), fc.integer({ min: 1, max: MAX_LEVEL }), (level, progress, extra) => {
        const target = Math.min(MAX_LEVEL, level + extra);
        const needed = experienceStillNeeded(level, progress, target);
        expect(needed).toBeGreaterThan(0);
        expect(needed).toBeLessThanOrEqual(experienceBetween(level, target));
      }),
    );
  });
});

describe('timeToGain and formatDuration', () => {
  it('splits the hours into days, hours and minutes, rounding the last minute up', () => {
    expect(timeToGain(1_000_000, 250_000)).toEqual({ hours: 4, totalMinutes: 240, days: 0, hoursPart: 4, minutesPart: 0 });
    expect(timeToGain(100, 1000)).toMatchObject({ totalMinutes: 6, minutesPart: 6 });
    expect(timeToGain(1, 1_000_000)).toMatchObject({ totalMinutes: 1 });
    expect(timeToGain(experienceForLevel(MAX_LEVEL), 1000)).toMatchObject({ days: 3432, hoursPart: 18, minutesPart: 0 });
  });
  it('takes no time for no experience', () => {
    expect(formatDuration(timeToGain(0, 1))).toBe('no time at all');
  });
  it('reads naturally, with singular and plural', () => {
    expect(formatDuration({ totalMinutes: 1501, days: 1, hoursPart: 1, minutesPart: 1 })).toBe('1 day 1 hour 1 minute');
    expect(formatDuration(timeToGain(experienceForLevel(MAX_LEVEL), 1000))).toBe('3,432 days 18 hours');
    expect(formatDuration(timeToGain(45, 60))).toBe('45 minutes');
  });
  it('refuses a rate of 0 and negative experience', () => {
    expect(() => timeToGain(10, 0)).toThrow('Experience per hour must be more than 0, got 0.');
    expect(() => timeToGain(-1, 10)).toThrow(RangeError);
    expect(() => timeToGain(10, Number.NaN)).toThrow(RangeError);
  });
  it('keeps the parts consistent with the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 1, max: 10 ** 9 }), (experience, perHour) => {
        const time = timeToGain(experience, perHour);
        expect(time.days * 1440 + time.hoursPart * 60 + time.minutesPart).toBe(time.totalMinutes);
        expect(time.totalMinutes).toBeGreaterThanOrEqual(time.hours * 60 - 1e-6);
      }),
    );
  });
});

describe('secondsToRefill', () => {
  it('counts whole ticks', () => {
    expect(secondsToRefill(100, 10, 6)).toBe(60);
    expect(secondsToRefill(101, 10, 6)).toBe(66);
    expect(secondsToRefill(0, 3, 2)).toBe(0);
  });
  it('refuses no regeneration and a tick of 0', () => {
    expect(() => secondsToRefill(100, 0, 6)).toThrow('Regeneration per tick must be more than 0, got 0.');
    expect(() => secondsToRefill(100, 1, 0)).toThrow(RangeError);
    expect(() => secondsToRefill(-1, 1, 1)).toThrow(RangeError);
  });
});

describe('spellManaCost', () => {
  it('rounds a part of a mana point up', () => {
    expect(spellManaCost(60, 0)).toBe(60);
    expect(spellManaCost(60, 10)).toBe(54);
    expect(spellManaCost(100, 7)).toBe(93);
    expect(spellManaCost(25, 6)).toBe(24);
    expect(spellManaCost(0, 20)).toBe(0);
  });
  it('takes at most half of the cost away', () => {
    expect(spellManaCost(100, 50)).toBe(50);
    expect(spellManaCost(100, 80)).toBe(50);
    expect(spellManaCost(9, 90)).toBe(5);
  });
  it('refuses a fractional cost and a negative reduction', () => {
    expect(() => spellManaCost(10.5, 0)).toThrow(RangeError);
    expect(() => spellManaCost(10, -5)).toThrow('The reduction must be 0 per cent or more, got -5.');
  });
  it('never costs more than the base nor less than half of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 200, noNaN: true }), (base, reduction) => {
        const cost = spellManaCost(base, reduction);
        expect(cost).toBeLessThanOrEqual(base);
        expect(cost).toBeGreaterThanOrEqual(Math.ceil(base / 2));
      }),
    );
  });
});

describe('manaCostReduction', () => {
  const thrift = { points: 3, effects: [{ target: 'manaCost' as const, perPoint: -2, unit: 'percent' as const }] };
  const archmage = { points: 1, effects: [{ target: 'spellDamage' as const, perPoint: 8, unit: 'percent' as const }, { target: 'manaCost' as const, perPoint: -8, unit: 'percent' as const }] };
  it('adds up the mana cost effects of the traits with points, and nothing else', () => {
    expect(manaCostReduction([thrift, archmage])).toBe(14);
    expect(manaCostReduction([{ ...thrift, points: 0 }])).toBe(0);
    expect(manaCostReduction([])).toBe(0);
  });
  it('refuses fractional or negative points', () => {
    expect(() => manaCostReduction([{ ...thrift, points: -1 }])).toThrow('Trait points must be a whole number of 0 or more, got -1.');
    expect(() => manaCostReduction([{ ...thrift, points: 0.5 }])).toThrow(RangeError);
  });
});

describe('spellCasting', () => {
  it('is held back by mana when regeneration pays for fewer casts than the cooldown allows', () => {
    expect(spellCasting(60, 500, 2, 4)).toEqual({ castsFromFull: 8, cooldownLimit: 15, regenerationLimit: 2, sustainedPerMinute: 2, manaBound: true });
  });
  it('is held back by the cooldown when mana comes fast enough', () => {
    expect(spellCasting(10, 100, 5, 30)).toEqual({ castsFromFull: 10, cooldownLimit: 2, regenerationLimit: 30, sustainedPerMinute: 2, manaBound: false });
  });
  it('casts a free spell as often as the cooldown allows', () => {
    expect(spellCasting(0, 0, 0, 2)).toMatchObject({ castsFromFull: Number.POSITIVE_INFINITY, sustainedPerMinute: 30, manaBound: false });
  });
  it('is held back by mana alone without a cooldown', () => {
    expect(spellCasting(20, 100, 1, 0)).toEqual({ castsFromFull: 5, cooldownLimit: Number.POSITIVE_INFINITY, regenerationLimit: 3, sustainedPerMinute: 3, manaBound: true });
  });
  it('refuses a negative cooldown and negative mana', () => {
    expect(() => spellCasting(10, 100, 1, -1)).toThrow('The cooldown must be 0 seconds or more, got -1.');
    expect(() => spellCasting(10, -1, 1, 1)).toThrow(RangeError);
  });
});

describe('carryCount', () => {
  it('counts what fits in the free capacity', () => {
    expect(carryCount(500, 120, 10)).toEqual({ free: 380, count: 38 });
    expect(carryCount(0.3, 0, 0.1)).toEqual({ free: 0.3, count: 3 });
    expect(carryCount(100, 100, 1)).toEqual({ free: 0, count: 0 });
  });
  it('fits nothing when already over capacity', () => {
    expect(carryCount(100, 130.5, 1)).toEqual({ free: -30.5, count: 0 });
  });
  it('refuses an item without weight and negative loads', () => {
    expect(() => carryCount(100, 0, 0)).toThrow("The item's weight must be more than 0 oz, got 0.");
    expect(() => carryCount(100, -1, 1)).toThrow(RangeError);
    expect(() => carryCount(-1, 0, 1)).toThrow(RangeError);
  });
  it('never fits more than the free capacity holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 50_000 }), (cap, carried, weight) => {
        const { count } = carryCount(cap / 10, carried / 10, weight / 100);
        expect(count * (weight / 100)).toBeLessThanOrEqual(Math.max(0, (cap - carried) / 10) + 1e-6);
        expect((count + 1) * (weight / 100)).toBeGreaterThan(Math.max(0, (cap - carried) / 10) - 1e-6);
      }),
    );
  });
});

describe('hitAgainst', () => {
  it('passes a hit through untouched without armor or element', () => {
    expect(hitAgainst({ min: 10, max: 20, average: 15 }, 0, 0)).toEqual({ min: 10, max: 20, average: 15 });
  });
  it('applies weakness, resistance and armor to both ends', () => {
    // Rolls 10 to 20, +50 % and rounded, less 2: 13, 15, 16, 18, 19, 21, 22, 24, 25, 27, 28 → 228 ÷ 11.
    expect(hitAgainst({ min: 10, max: 20, average: 15 }, 4, 50)).toEqual({ min: 13, max: 28, average: 20.73 });
    expect(hitAgainst({ min: 10, max: 20, average: 15 }, 0, -100)).toEqual({ min: 0, max: 0, average: 0 });
  });
  it('averages every roll, so armor that stops the weak rolls lifts the average above the middle', () => {
    // Rolls 0 to 10 against armor 10 (5 stopped): 0,0,0,0,0,0,1,2,3,4,5 → 15 ÷ 11.
    expect(hitAgainst({ min: 0, max: 10, average: 5 }, 10, 0)).toEqual({ min: 0, max: 5, average: 1.36 });
  });
  it('matches the damage taken formula at every roll', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: -100, max: 100 }), (low, span, armor, modifier) => {
        const hit = hitAgainst({ min: low, max: low + span, average: 0 }, armor, modifier);
        expect([hit.min, hit.max]).toEqual([damageTaken(low, armor, modifier), damageTaken(low + span, armor, modifier)]);
        expect(hit.average).toBeGreaterThanOrEqual(hit.min - 0.005);
        expect(hit.average).toBeLessThanOrEqual(hit.max + 0.005);
      }),
    );
  });
  it('refuses a hit that runs backwards or is fractional', () => {
    expect(() => hitAgainst({ min: 5, max: 4, average: 4.5 }, 0, 0)).toThrow('A hit must run from a whole number of 0 or more up to a larger one, got 5 to 4.');
    expect(() => hitAgainst({ min: 0.5, max: 4, average: 2 }, 0, 0)).toThrow(RangeError);
  });
});

describe('hitsToDefeat', () => {
  it('rounds the last hit up', () => {
    expect(hitsToDefeat(100, 25)).toBe(4);
    expect(hitsToDefeat(101, 25)).toBe(5);
    expect(hitsToDefeat(1, 500)).toBe(1);
  });
  it('never ends when the hits do nothing', () => {
    expect(hitsToDefeat(100, 0)).toBe(Number.POSITIVE_INFINITY);
  });
  it('refuses a target without health and negative damage', () => {
    expect(() => hitsToDefeat(0, 10)).toThrow('Health must be more than 0, got 0.');
    expect(() => hitsToDefeat(10, -1)).toThrow(RangeError);
  });
});

describe('fightAgainst', () => {
  const dummy = { name: 'Dummy', health: 100, armor: 0, elements: [] };
  it('is hitsToDefeat of the landed average, at the hit chance, one swing every ATTACK_INTERVAL_SECONDS', () => {
    const fight = fightAgainst({ min: 10, max: 20, average: 15 }, 50, dummy);
    expect(fight.landed).toEqual({ min: 10, max: 20, average: 15 });
    expect(fight.hits).toBe(7);
    // 7 hits at 50 % are 14 swings on average, 2 s each.
    expect(fight.seconds).toBe(7 / 0.5 * ATTACK_INTERVAL_SECONDS);
    expect(fight.numbers.damagePerSecond.value).toBe(3.75);
    expect(fight.numbers.hitChance.value).toBe(50);
    expect(fight.numbers.timeToKill.value).toBe(fight.seconds);
  });
  it('applies the element modifier and armor through hitAgainst, and its parts add up to the hit taken', () => {
    const guard = { name: 'Guard', health: 743, armor: 16, elements: [{ element: 'physical', modifier: 10 }, { element: 'holy', modifier: 25 }] };
    const hit = { min: 20, max: 41, average: 30.5 };
    const fight = fightAgainst(hit, 80, guard);
    expect(fight.landed).toEqual(hitAgainst(hit, 16, 10));
    const parts = fight.numbers.damagePerHit.parts;
    expect(parts.map((p) => p.source)).toEqual(['Your hit 20–41, average of every roll', 'Guard: physical weakness +10%', 'Armor 16 stops 8 of each hit (never below 0)']);
    expect(Math.abs(parts.reduce((sum, p) => sum + p.amount, 0) - fight.landed.average)).toBeLessThan(0.011);
    // Another element reads its own modifier; an element the monster does not name is neutral.
    expect(fightAgainst(hit, 80, guard, 'holy').landed).toEqual(hitAgainst(hit, 16, 25));
    expect(fightAgainst(hit, 80, guard, 'fire').landed).toEqual(hitAgainst(hit, 16, 0));
  });
  it('never ends against an immune monster, armor that stops every roll, or a hit chance of 0', () => {
    const immune = fightAgainst({ min: 10, max: 20, average: 15 }, 90, { ...dummy, elements: [{ element: 'physical', modifier: -100 }] });
    expect([immune.hits, immune.seconds, immune.numbers.damagePerSecond.value]).toEqual([Infinity, Infinity, 0]);
    expect(fightAgainst({ min: 3, max: 6, average: 4.5 }, 90, { ...dummy, armor: 12 }).seconds).toBe(Infinity);
    expect(fightAgainst({ min: 10, max: 20, average: 15 }, 0, dummy).seconds).toBe(Infinity);
  });
  it('kills in one swing at 100 % when one hit is enough, and takes longer at a lower chance', () => {
    expect(fightAgainst({ min: 100, max: 100, average: 100 }, 100, dummy).seconds).toBe(ATTACK_INTERVAL_SECONDS);
    expect(fightAgainst({ min: 100, max: 100, average: 100 }, 75, dummy).seconds).toBe(2.67);
  });
  it('never takes longer when the hit or the hit chance rises (what the gear optimizer relies on)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 80 }), fc.integer({ min: -100, max: 100 }), fc.integer({ min: 1, max: 5000 }), (low, span, up, upLow, chance, more, armor, modifier, health) => {
        const monster = { name: 'M', health, armor, elements: [{ element: 'physical', modifier }] };
        const before = fightAgainst({ min: low, max: low + span, average: 0 }, chance, monster);
        const after = fightAgainst({ min: low + Math.min(upLow, span + up), max: low + span + up, average: 0 }, Math.min(100, chance + more), monster);
        expect(after.seconds).toBeLessThanOrEqual(before.seconds);
        expect(after.numbers.damagePerSecond.value).toBeGreaterThanOrEqual(before.numbers.damagePerSecond.value);
      }),
    );
  });
  it('refuses a hit chance outside 0 to 100 and negative armor', () => {
    expect(() => fightAgainst({ min: 1, max: 2, average: 1.5 }, 101, dummy)).toThrow('The hit chance must be from 0 to 100 per cent, got 101.');
    expect(() => fightAgainst({ min: 1, max: 2, average: 1.5 }, Number.NaN, dummy)).toThrow(RangeError);
    expect(() => fightAgainst({ min: 1, max: 2, average: 1.5 }, 50, { ...dummy, armor: -2 })).toThrow('Armor must be a number of 0 or more, got -2.');
  });
});

describe('killsNeeded', () => {
  it('counts the last kill in full', () => {
    expect(killsNeeded(180, 18)).toBe(10);
    expect(killsNeeded(181, 18)).toBe(11);
    expect(killsNeeded(0, 18)).toBe(0);
  });
  it('refuses a monster worth nothing and negative experience', () => {
    expect(() => killsNeeded(100, 0)).toThrow('Experience per kill must be more than 0, got 0.');
    expect(() => killsNeeded(-1, 5)).toThrow(RangeError);
  });
});
