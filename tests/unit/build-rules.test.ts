import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../server/game-data/data/traits';
import { ITEMS } from '../../server/game-data/data/items';
import { MONSTERS } from '../../server/game-data/data/monsters';
import { TRAIT_CATALOG } from '../../server/game-data/rules/traits';
import {
  checkBuildFields,
  checkBuildName,
  checkComment,
  commentAuthorName,
  truncateBuildName,
  type BuildCatalog,
} from '../../server/src/modules/builds/build.rules';
import { copyBuildName } from '../../server/game-data/rules/builds';
import { checkBuildTags } from '../../server/game-data/rules/build-tags';
import { demoBuilds } from '../../server/src/modules/builds/build.demo';
import { DEMO_PROFILES } from '../../server/src/seed';

/** The real pack: its traits and its items, as the server's catalog holds them. */
const catalog: BuildCatalog = {
  traits: TRAIT_CATALOG,
  item: (id) => ITEMS.find((item) => item.id === id),
  monster: (id) => MONSTERS.find((monster) => monster.id === id),
};
const ring = ITEMS.find((item) => item.slot === 'ring' && item.classes.length === 0)!;
const mageOnly = ITEMS.find((item) => item.slot === 'hand-off' && item.classes.length === 1 && item.classes[0] === 'mage')!;

describe('truncateBuildName', () => {
  it('keeps a name of 16 characters whole', () => {
    expect(truncateBuildName('x'.repeat(16))).toBe('x'.repeat(16));
  });
  it('cuts a name of 17 characters at 16 with an ellipsis', () => {
    expect(truncateBuildName('abcdefghijklmnopq')).toBe('abcdefghijklmnop…');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(truncateBuildName('🔥'.repeat(17))).toBe(`${'🔥'.repeat(16)}…`);
  });
});

describe('copyBuildName', () => {
  it('adds " (copy)" to a name with room for it', () => {
    expect(copyBuildName('Original')).toBe('Original (copy)');
    expect(copyBuildName('x'.repeat(41))).toBe(`${'x'.repeat(41)} (copy)`);
  });

  it('cuts a longer name so the copy has exactly 48 units, a valid name', () => {
    const copy = copyBuildName('y'.repeat(48));
    expect(copy).toBe(`${'y'.repeat(41)} (copy)`);
    expect(checkBuildName(copy).ok).toBe(true);
  });

  it('never cuts through an emoji or a joined character, which would leave a broken name', () => {
    // 40 units, then an emoji of two units across the cut at 41.
    const copy = copyBuildName(`${'a'.repeat(40)}🔥🔥`);
    expect(copy).toBe(`${'a'.repeat(40)} (copy)`);
    expect(checkBuildName(copy).ok).toBe(true);
    // A family emoji (several code points joined) stays whole or goes whole.
    expect(copyBuildName(`${'b'.repeat(35)}👩‍👩‍👧 end`)).toBe(`${'b'.repeat(35)} (copy)`);
  });

  it('drops the spaces left at the end of the cut', () => {
    expect(copyBuildName(`${'c'.repeat(40)}   tail`)).toBe(`${'c'.repeat(40)} (copy)`);
  });
});

describe('checkBuildName', () => {
  it.each([['', false], [' ', false], ['a', true], ['x'.repeat(48), true], ['x'.repeat(49), false], ['bad\nname', false]])(
    '%j is valid: %s',
    (name, ok) => {
      expect(checkBuildName(name).ok).toBe(ok);
    },
  );
});

describe('checkComment', () => {
  it('trims and ignores an empty comment', () => {
    expect(checkComment('   ')).toEqual({ ok: true, value: null });
    expect(checkComment('  hi  ')).toEqual({ ok: true, value: 'hi' });
  });
  it('accepts 2,000 characters after trimming and refuses 2,001', () => {
    expect(checkComment(` ${'a'.repeat(2000)} `).ok).toBe(true);
    expect(checkComment('a'.repeat(2001)).ok).toBe(false);
  });
});

describe('commentAuthorName', () => {
  it('uses the username, else the display name, else Anonymous', () => {
    expect(commentAuthorName({ username: 'rook', displayName: 'Rook' })).toBe('rook');
    expect(commentAuthorName({ username: '', displayName: 'Rook' })).toBe('Rook');
    expect(commentAuthorName({ username: null, displayName: '  ' })).toBe('Anonymous');
    expect(commentAuthorName({})).toBe('Anonymous');
  });
});

describe('checkBuildFields', () => {
  const base = { name: 'B', class: 'mage' as const, characterLevel: 10, isPlannerBuild: true };
  const mageTrait = TRAITS.find((t) => t.class === 'mage' && t.prerequisite === null)!;
  const knightTrait = TRAITS.find((t) => t.class === 'knight')!;
  const gated = TRAITS.find((t) => t.class === 'mage' && t.prerequisite !== null)!;

  it('keeps a target that is a monster of the pack, none when empty, and refuses any other id with a clear message', () => {
    expect(checkBuildFields({ ...base, targetMonsterId: 'skeleton-guard' }, catalog)).toMatchObject({ ok: true, value: { targetMonsterId: 'skeleton-guard' } });
    expect(checkBuildFields({ ...base, targetMonsterId: '' }, catalog)).toMatchObject({ ok: true, value: { targetMonsterId: null } });
    expect(checkBuildFields(base, catalog)).toMatchObject({ ok: true, value: { targetMonsterId: null } });
    expect(checkBuildFields({ ...base, targetMonsterId: 'old-dragon' }, catalog)).toEqual({ ok: false, problem: { field: 'targetMonsterId', message: 'There is no monster “old-dragon” to measure the build against.' } });
    expect(checkBuildFields({ ...base, targetMonsterId: 'Rat King' }, catalog)).toMatchObject({ ok: false, problem: { field: 'targetMonsterId' } });
  });
  it('accepts a trait of the class and a shared trait', () => {
    const shared = TRAITS.find((t) => t.class === null && t.prerequisite === null)!;
    const outcome = checkBuildFields({ ...base, assignedPoints: [{ trait: mageTrait.number, points: 2 }, { trait: shared.number, points: 1 }] }, catalog);
    expect(outcome.ok).toBe(true);
  });
  it('refuses a trait of another class', () => {
    const outcome = checkBuildFields({ ...base, assignedPoints: [{ trait: knightTrait.number, points: 1 }] }, catalog);
    expect(outcome).toMatchObject({ ok: false, problem: { field: 'assignedPoints' } });
  });
  it('refuses a trait whose prerequisite is not at its maximum, naming both', () => {
    const required = TRAITS.find((t) => t.number === gated.prerequisite)!;
    const points = [{ trait: required.number, points: required.maxPoints - 1 }, { trait: gated.number, points: 1 }];
    const outcome = checkBuildFields({ ...base, characterLevel: 40, assignedPoints: points }, catalog);
    expect(outcome).toEqual({ ok: false, problem: { field: 'assignedPoints', message: `${gated.name} needs ${required.maxPoints} points in ${required.name}.` } });
  });
  it('refuses more points than the trait takes', () => {
    const outcome = checkBuildFields({ ...base, characterLevel: 40, assignedPoints: [{ trait: mageTrait.number, points: mageTrait.maxPoints + 1 }] }, catalog);
    expect(outcome.ok).toBe(false);
  });
  it('refuses more trait points than the level gives (level 10 gives 5)', () => {
    expect(checkBuildFields({ ...base, assignedPoints: [{ trait: mageTrait.number, points: 5 }] }, catalog).ok).toBe(true);
    const shared = TRAITS.find((t) => t.class === null && t.prerequisite === null)!;
    const outcome = checkBuildFields({ ...base, assignedPoints: [{ trait: mageTrait.number, points: 5 }, { trait: shared.number, points: 1 }] }, catalog);
    expect(outcome).toMatchObject({ ok: false, problem: { field: 'assignedPoints' } });
  });
  it('checks the item fits the slot and the class', () => {
    expect(checkBuildFields({ ...base, equippedItemIds: [{ slot: 'ring', itemId: ring.id }] }, catalog).ok).toBe(true);
    expect(checkBuildFields({ ...base, equippedItemIds: [{ slot: 'neck', itemId: ring.id }] }, catalog).ok).toBe(false);
    expect(checkBuildFields({ ...base, equippedItemIds: [{ slot: 'hand-off', itemId: mageOnly.id }] }, catalog).ok).toBe(true);
    expect(checkBuildFields({ ...base, class: 'rogue', equippedItemIds: [{ slot: 'hand-off', itemId: mageOnly.id }] }, catalog).ok).toBe(false);
  });
});

describe('demoBuilds', () => {
  const { builds, likes, comments } = demoBuilds(DEMO_PROFILES);

  it('makes a few dozen public builds over all four classes', () => {
    expect(builds.length).toBeGreaterThanOrEqual(24);
    expect(new Set(builds.map((b) => b.class))).toEqual(new Set(['squire', 'knight', 'rogue', 'mage']));
    expect(builds.every((b) => b.isPublic && typeof b.publishDate === 'string')).toBe(true);
  });

  it('makes only builds the build rules accept', () => {
    for (const build of builds) {
      const outcome = checkBuildFields(
        {
          ...build,
          variants: null,
          assignedPoints: Object.entries(build.assignedPoints).map(([trait, points]) => ({ trait: Number(trait), points })),
          equippedItemIds: [],
        },
        catalog,
      );
      expect({ name: build.name, ok: outcome.ok }).toEqual({ name: build.name, ok: true });
    }
  });

  it('keeps like counts equal to the like records and never lets owners like their own builds', () => {
    for (const build of builds) {
      const own = likes.filter((l) => l.buildId === build._id);
      expect(build.likeCount).toBe(own.length);
      expect(own.some((l) => l.userId === build.owner)).toBe(false);
      expect(build.commentCount).toBe(comments.filter((c) => c.buildId === build._id).length);
    }
    expect(new Set(likes.map((l) => l._id)).size).toBe(likes.length);
    expect(builds.filter((b) => b.likeCount > 0).length).toBeGreaterThanOrEqual(20);
  });

  it('tags every build as its owner could (the tag rule accepts them) and answers some comments with one-level replies by the owner', () => {
    for (const build of builds) {
      expect(build.tags?.length).toBeGreaterThan(0);
      expect(checkBuildTags(build.tags ?? [])).toEqual({ ok: true, value: build.tags });
    }
    const replies = comments.filter((c) => c.parentId);
    expect(replies.length).toBeGreaterThanOrEqual(5);
    for (const reply of replies) {
      const parent = comments.find((c) => c._id === reply.parentId)!;
      expect(parent.parentId ?? null).toBeNull();
      expect(parent.buildId).toBe(reply.buildId);
      expect(reply.authorId).toBe(builds.find((b) => b._id === reply.buildId)!.owner);
      expect(Date.parse(reply.timestamp)).toBeGreaterThan(Date.parse(parent.timestamp));
    }
  });
});
