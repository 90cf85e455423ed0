import { describe, expect, it } from 'vitest';
import { BUILD_TAGS, BUILD_TAGS_MAX, buildTagLabel, checkBuildTags, tagUnavailableReason } from '../../server/game-data/rules/build-tags';

describe('checkBuildTags', () => {
  it('accepts none, and exactly five, and stores them in the list order', () => {
    expect(checkBuildTags([])).toEqual({ ok: true, value: [] });
    expect(checkBuildTags(['support', 'tank', 'solo', 'budget', 'levelling'])).toEqual({
      ok: true,
      value: ['levelling', 'budget', 'solo', 'tank', 'support'],
    });
  });
  it('refuses a sixth tag', () => {
    expect(BUILD_TAGS_MAX).toBe(5);
    expect(checkBuildTags(BUILD_TAGS.slice(0, 6))).toEqual({ ok: false, message: 'A build can have at most 5 tags.' });
  });
  it('refuses an unknown tag, a tag in another case and a duplicate', () => {
    expect(checkBuildTags(['tank', 'healer'])).toEqual({
      ok: false,
      message: '"healer" is not a build tag; choose from levelling, endgame, budget, solo, group, tank, damage, support.',
    });
    expect(checkBuildTags(['Tank']).ok).toBe(false);
    expect(checkBuildTags(['tank', 'tank'])).toEqual({ ok: false, message: 'Each tag can be chosen once.' });
  });
  it('knows the eight tags and their labels', () => {
    expect(BUILD_TAGS).toEqual(['levelling', 'endgame', 'budget', 'solo', 'group', 'tank', 'damage', 'support']);
    expect(buildTagLabel('endgame')).toBe('Endgame');
  });
});

describe('tagUnavailableReason', () => {
  it('offers every tag below five and only the chosen ones at five', () => {
    const four = ['levelling', 'endgame', 'budget', 'solo'];
    expect(tagUnavailableReason(four, 'tank')).toBeNull();
    const five = [...four, 'group'];
    expect(tagUnavailableReason(five, 'group')).toBeNull();
    expect(tagUnavailableReason(five, 'tank')).toBe('At most 5 tags: remove one to choose another.');
  });
});
