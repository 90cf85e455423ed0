import { describe, expect, it } from 'vitest';
import { STAT_IDS, type StatId } from '../../server/game-data/rules/constants';
import { mayAddStatPoint, repairStatPoints, setStatPoint, statPointMax, statPointsLeft, statPointsProblem, type StatPoints } from '../../server/game-data/rules/stat-points';

const stats = (given: Partial<StatPoints> = {}): StatPoints => ({ ...(Object.fromEntries(STAT_IDS.map((s) => [s, 0])) as StatPoints), ...given });

describe('the stat-point rule at its edges', () => {
  it('level 1: 2 points, at most 1 in one stat', () => {
    expect(statPointsLeft(1, stats())).toBe(2);
    expect(statPointsProblem(1, stats({ hp: 1, mp: 1 }))).toBeNull();
    expect(statPointsProblem(1, stats({ hp: 2 }))).toBe('Each stat takes a whole number from 0 to 1 at level 1 (hp).');
    expect(setStatPoint(1, stats(), 'hp', 2)).toEqual({ stats: stats({ hp: 1 }), value: 1, note: 'Health stays at 1: one stat takes at most the level (1).' });
    expect(mayAddStatPoint(1, stats({ hp: 1 }), 'hp')).toBe(false);
    expect(mayAddStatPoint(1, stats({ hp: 1 }), 'mp')).toBe(true);
    expect(mayAddStatPoint(1, stats({ hp: 1, mp: 1 }), 'magic')).toBe(false);
  });

  it('level 200: 400 points, at most 200 in one stat', () => {
    const two = stats({ hp: 200, mp: 200 });
    expect(statPointsProblem(200, two)).toBeNull();
    expect(statPointsLeft(200, two)).toBe(0);
    expect(statPointsProblem(200, stats({ hp: 200, mp: 200, magic: 1 }))).toBe('Level 200 gives 400 stat points; this build spends 401.');
    expect(statPointsProblem(200, stats({ capacity: 201 }))).toBe('Each stat takes a whole number from 0 to 200 at level 200 (capacity).');
    expect(setStatPoint(200, stats(), 'capacity', 200).value).toBe(200);
  });

  it('budget exhausted: nothing more goes in, and a typed value says how much was free', () => {
    const spent = stats({ hp: 10, mp: 10 }); // level 10 gives 20
    for (const stat of STAT_IDS) expect(mayAddStatPoint(10, spent, stat)).toBe(false);
    expect(statPointMax(10, spent, 'magic')).toBe(0);
    expect(setStatPoint(10, spent, 'magic', 5)).toEqual({ stats: spent, value: 0, note: 'Magic stays at 0: 0 of the level’s 20 points are free for it.' });
    // Part of the budget left: the typed value is brought down to what is free, below the cap.
    const some = stats({ hp: 10, mp: 6 });
    expect(setStatPoint(10, some, 'magic', 9)).toEqual({ stats: stats({ hp: 10, mp: 6, magic: 4 }), value: 4, note: 'Magic stays at 4: 4 of the level’s 20 points are free for it.' });
    // Taking points off is always allowed.
    expect(setStatPoint(10, spent, 'hp', 9)).toEqual({ stats: stats({ hp: 9, mp: 10 }), value: 9, note: null });
  });

  it('cap reached: one stat holds at most the level even with points left', () => {
    const capped = stats({ ability: 10 });
    expect(statPointsLeft(10, capped)).toBe(10);
    expect(mayAddStatPoint(10, capped, 'ability')).toBe(false);
    expect(mayAddStatPoint(10, capped, 'hpRegen')).toBe(true);
    expect(setStatPoint(10, capped, 'ability', 11).note).toBe('Ability stays at 10: one stat takes at most the level (10).');
  });

  it('typed values past the rules: negative, fractional, not a number', () => {
    expect(setStatPoint(10, stats({ hp: 3 }), 'hp', -4)).toEqual({ stats: stats(), value: 0, note: 'Health cannot go below 0.' });
    expect(setStatPoint(10, stats(), 'hp', 2.9)).toEqual({ stats: stats({ hp: 2 }), value: 2, note: null });
    expect(setStatPoint(10, stats({ hp: 3 }), 'hp', Number.NaN).value).toBe(3);
    expect(statPointsProblem(10, stats({ mp: 1.5 }))).toBe('Each stat takes a whole number from 0 to 10 at level 10 (mp).');
    expect(statPointsProblem(10, stats({ mp: -1 }))).toBe('Each stat takes a whole number from 0 to 10 at level 10 (mp).');
    expect(statPointsProblem(10, { hp: null, mp: 3 } as Partial<Record<StatId, number | null>>)).toBeNull();
  });

  it('every value setStatPoint gives passes statPointsProblem (the server accepts what the planner makes)', () => {
    for (const level of [1, 2, 7, 50, 200]) {
      let current = stats();
      for (const stat of STAT_IDS) for (const wanted of [-1, 0.5, level, level + 1, 3 * level]) {
        current = setStatPoint(level, current, stat, wanted).stats;
        expect(statPointsProblem(level, current)).toBeNull();
      }
    }
  });

  it('repair keeps the first stats in share-state order and refunds the rest', () => {
    const repaired = repairStatPoints(3, stats({ hp: 5, mp: 3, magic: 3 }));
    expect(repaired.stats).toEqual(stats({ hp: 3, mp: 3 }));
    expect(repaired.changes).toEqual([
      '2 hp stat points refunded (level 3 gives 6 stat points, at most 3 in one stat).',
      '3 magic stat points refunded (level 3 gives 6 stat points, at most 3 in one stat).',
    ]);
    expect(statPointsProblem(3, repaired.stats)).toBeNull();
    expect(repairStatPoints(200, stats({ hp: 200 })).changes).toEqual([]);
  });
});
