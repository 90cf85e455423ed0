import { describe, expect, it } from 'vitest';
import { ITEM_STAT_IDS, ITEM_STAT_NAMES, SLOT_IDS, SLOT_NAMES, STAT_IDS, STAT_NAMES } from '../../server/game-data/rules/constants';

describe('game labels, written once beside ITEM_STAT_NAMES', () => {
  it('names every slot, stat and item stat, each name once', () => {
    expect(Object.keys(SLOT_NAMES)).toEqual([...SLOT_IDS]);
    expect(SLOT_NAMES['hand-main']).toBe('Main hand');
    expect(Object.keys(STAT_NAMES)).toEqual([...STAT_IDS]);
    expect(Object.keys(ITEM_STAT_NAMES).sort()).toEqual([...ITEM_STAT_IDS].sort());
    for (const names of [SLOT_NAMES, ITEM_STAT_NAMES]) expect(new Set(Object.values(names)).size).toBe(Object.values(names).length);
  });
  it('calls an allocatable stat what the item stat of the same id is called', () => {
    for (const stat of STAT_IDS) expect(STAT_NAMES[stat]).toBe(ITEM_STAT_NAMES[stat]);
    expect(STAT_NAMES.hpRegen).toBe('Health regen');
  });
});
