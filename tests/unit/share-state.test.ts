import { describe, expect, it } from 'vitest';
import {
  decodeShareState,
  defaultSharedBuild,
  encodeShareState,
  openShareState,
  SHARE_SLOTS,
  type SharedBuild,
} from '../../server/game-data/rules/share-state';

const encodeRaw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const sample = (): SharedBuild => ({
  characterClass: 'rogue',
  level: 42,
  points: [[3, 2], [1, 5], [12, 1]],
  stats: { hp: 10, mp: 0, magic: 42, ability: 7, hpRegen: 1, mpRegen: 0, capacity: 3 },
  equipment: { ...defaultSharedBuild().equipment, 'hand-main': 'item-ember-dagger', ring: 'item-old-ring' },
  dataVersion: 2,
});

describe('encodeShareState / decodeShareState', () => {
  it('gives back the same build after encode then decode', () => {
    expect(decodeShareState(encodeShareState(sample()))).toEqual(sample());
  });

  it('gives back the default build as it was', () => {
    expect(decodeShareState(encodeShareState(defaultSharedBuild()))).toEqual(defaultSharedBuild());
  });

  it('writes URL-safe base64 without padding', () => {
    const state = encodeShareState({ ...sample(), equipment: { ...sample().equipment, neck: '???>>>~~~' } });
    expect(state).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('decodes standard base64 with padding too', () => {
    const standard = Buffer.from(JSON.stringify([1, 2, [], [], []])).toString('base64');
    expect(decodeShareState(standard)).toMatchObject({ characterClass: 'knight', level: 2 });
  });

  it('keeps non-ASCII item ids intact', () => {
    const build = { ...sample(), equipment: { ...sample().equipment, bag: 'sac-à-dos-ö' } };
    expect(decodeShareState(encodeShareState(build)).equipment.bag).toBe('sac-à-dos-ö');
  });
});

describe('decodeShareState never throws and always yields a valid build', () => {
  it.each([null, undefined, '', '%%%', 'a', '!!!!', encodeRaw('text'), encodeRaw({ a: 1 }), encodeRaw(null), 'e30', Buffer.from('[1,2').toString('base64url')])(
    'gives the default build for %j',
    (state) => {
      expect(decodeShareState(state as string)).toEqual(defaultSharedBuild());
    },
  );

  it('gives the default build for bytes that are not UTF-8', () => {
    expect(decodeShareState(Buffer.from([0xff, 0xfe, 0x5b]).toString('base64url'))).toEqual(defaultSharedBuild());
  });
});

describe('class index', () => {
  it.each([
    [0, 'squire'], [1, 'knight'], [2, 'rogue'], [3, 'mage'],
    [4, 'squire'], [-1, 'squire'], [1.5, 'squire'], ['1', 'squire'], [null, 'squire'],
  ])('maps %j to %s', (index, expected) => {
    expect(decodeShareState(encodeRaw([index, 1])).characterClass).toBe(expected);
  });
});

describe('level', () => {
  it.each([
    [1, 1], [60, 60], [0, 1], [-3, 1], [2.5, 1], ['7', 1], [null, 1], [Number.NaN, 1],
  ])('decodes %j as %i', (level, expected) => {
    expect(decodeShareState(encodeRaw([0, level])).level).toBe(expected);
  });

  it('brings a level above the maximum down to it', () => {
    expect(decodeShareState(encodeRaw([0, 500]), { maxLevel: 100 }).level).toBe(100);
  });
});

describe('trait points', () => {
  it('keeps entries with a positive trait number and positive points', () => {
    expect(decodeShareState(encodeRaw([0, 5, [[1, 1], [2, 3]]])).points).toEqual([[1, 1], [2, 3]]);
  });

  it.each([
    [[0, 1]], [[-1, 1]], [[1, 0]], [[1, -2]], [[1.5, 1]], [[1, 0.5]], [['1', 1]], [[1]], ['x'], [null], [[1, null]],
  ])('drops the entry %j', (entry) => {
    expect(decodeShareState(encodeRaw([0, 5, [entry, [9, 1]]])).points).toEqual([[9, 1]]);
  });

  it('keeps the last entry when a trait appears twice', () => {
    expect(decodeShareState(encodeRaw([0, 5, [[4, 1], [4, 3]]])).points).toEqual([[4, 3]]);
  });

  it('gives no points when the list is not an array', () => {
    expect(decodeShareState(encodeRaw([0, 5, { 1: 2 }])).points).toEqual([]);
  });
});

describe('stats', () => {
  it('floors each stat', () => {
    expect(decodeShareState(encodeRaw([0, 10, [], [2.9, 0, 0, 0, 0, 0, 0]])).stats.hp).toBe(2);
  });

  it.each([[0], [-4], [0.4], ['5'], [null], [Number.POSITIVE_INFINITY]])('drops %j to 0', (value) => {
    expect(decodeShareState(encodeRaw([0, 10, [], [value, 1, 1, 1, 1, 1, 1]])).stats.hp).toBe(0);
  });

  it('caps each stat at the level, and a level exactly reached stays', () => {
    const { stats } = decodeShareState(encodeRaw([0, 10, [], [11, 10, 9, 100, 0, 0, 0]]));
    expect([stats.hp, stats.mp, stats.magic, stats.ability]).toEqual([10, 10, 9, 10]);
  });

  it('caps at level 1 when the level was invalid', () => {
    expect(decodeShareState(encodeRaw([0, 0, [], [5, 5, 5, 5, 5, 5, 5]])).stats.capacity).toBe(1);
  });

  it('gives 0 for missing stats', () => {
    expect(decodeShareState(encodeRaw([0, 10, [], [3]])).stats).toEqual({ hp: 3, mp: 0, magic: 0, ability: 0, hpRegen: 0, mpRegen: 0, capacity: 0 });
  });
});

describe('data version', () => {
  it('reads a link without a sixth element as game data version 1', () => {
    expect(decodeShareState(encodeRaw([0, 1, [], [], []])).dataVersion).toBe(1);
  });

  it('keeps the version a link names and writes it back', () => {
    expect(decodeShareState(encodeRaw([0, 1, [], [], [], 2])).dataVersion).toBe(2);
    expect(JSON.parse(Buffer.from(encodeShareState(sample()), 'base64url').toString())).toHaveLength(6);
  });

  it.each([[0], [-1], [1.5], ['2'], [null]])('reads the version %j as the current one', (version) => {
    expect(decodeShareState(encodeRaw([0, 1, [], [], [], version])).dataVersion).toBe(2);
  });
});

describe('equipment', () => {
  it('maps the ten slots in order', () => {
    const ids = SHARE_SLOTS.map((slot) => `id-${slot}`);
    const { equipment } = decodeShareState(encodeRaw([0, 1, [], [], ids]));
    expect(Object.values(equipment)).toEqual(ids);
    expect(Object.keys(equipment)).toEqual([...SHARE_SLOTS]);
  });

  it.each([[null], [3], [{}], [undefined]])('turns %j into an empty slot', (value) => {
    expect(decodeShareState(encodeRaw([0, 1, [], [], [value]])).equipment.neck).toBe('');
  });

  it('keeps unknown item ids as they are', () => {
    expect(decodeShareState(encodeRaw([0, 1, [], [], ['no-such-item']])).equipment.neck).toBe('no-such-item');
  });

  it('gives empty slots when the list is missing or short', () => {
    expect(decodeShareState(encodeRaw([0, 1, [], [], ['a']])).equipment.boots).toBe('');
    expect(decodeShareState(encodeRaw([0, 1])).equipment).toEqual(defaultSharedBuild().equipment);
  });
});

describe('the target ("Against")', () => {
  it('travels as an eighth element, with null in the seventh when there is no plan, and comes back the same', () => {
    const build = { ...sample(), target: 'skeleton-guard' };
    const raw = JSON.parse(Buffer.from(encodeShareState(build), 'base64url').toString()) as unknown[];
    expect(raw).toHaveLength(8);
    expect(raw.slice(6)).toEqual([null, 'skeleton-guard']);
    expect(decodeShareState(encodeShareState(build))).toEqual(build);
    expect(openShareState(encodeShareState(build)).build.target).toBe('skeleton-guard');
  });

  it('keeps a levelling plan beside it', () => {
    const build: SharedBuild = { ...sample(), level: 2, points: [], stats: { ...sample().stats, hp: 2, mp: 2, magic: 0, ability: 0, hpRegen: 0, capacity: 0 }, plan: { stats: ['hp', 'mp', 'hp', 'mp'], traits: [] }, target: 'rat-king' };
    const opened = openShareState(encodeShareState(build));
    expect(opened.changes).toEqual([]);
    expect(opened.build.plan).toEqual(build.plan);
    expect(opened.build.target).toBe('rat-king');
  });

  it('leaves older links as they were: six or seven elements open with no target and encode back to the same string', () => {
    const slots = ['', '', '', 'item-ember-dagger', '', '', '', '', '', ''];
    const six = encodeRaw([1, 42, [[3, 2]], [10, 0, 42, 7, 1, 0, 3], slots, 2]);
    const seven = encodeRaw([0, 2, [], [2, 2, 0, 0, 0, 0, 0], slots, 2, [1, '0101', []]]);
    for (const state of [six, seven]) {
      const decoded = decodeShareState(state);
      expect(decoded.target ?? null).toBeNull();
      expect(encodeShareState(decoded)).toBe(state.replace(/=+$/, ''));
    }
    // A build without a target writes no eighth element.
    expect(JSON.parse(Buffer.from(encodeShareState(sample()), 'base64url').toString())).toHaveLength(6);
  });

  it('drops a target that is no monster id (not a string, capitals, spaces, too long) and keeps the rest', () => {
    for (const target of [42, 'Rat King', 'rat king', '-rat', 'rat--king', 'a'.repeat(65), ['rat-king'], '']) {
      const decoded = decodeShareState(encodeRaw([1, 42, [], [], [], 2, null, target]));
      expect(decoded.target ?? null).toBeNull();
      expect(decoded.characterClass).toBe('knight');
    }
    expect(decodeShareState(encodeRaw([1, 42, [], [], [], 2, null, 'a'.repeat(64)])).target).toBe('a'.repeat(64));
  });

  it('leaves out a target that is no monster any more when opened with the list of monsters, and says so', () => {
    const state = encodeShareState({ ...sample(), target: 'old-dragon' });
    expect(openShareState(state).build.target).toBe('old-dragon');
    const opened = openShareState(state, undefined, { monsterKnown: (id) => id === 'rat-king' });
    expect(opened.build.target).toBeNull();
    expect(opened.changes).toContain('The target “old-dragon” is not a monster any more and was left out.');
    expect(openShareState(encodeShareState({ ...sample(), target: 'rat-king' }), undefined, { monsterKnown: (id) => id === 'rat-king' }).build.target).toBe('rat-king');
  });
});
