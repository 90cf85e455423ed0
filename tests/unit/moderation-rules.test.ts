import { describe, expect, it } from 'vitest';
import {
  actionFits,
  isEligibleReporter,
  isEmailAddress,
  isNewAccount,
  matchWordList,
  parseWordList,
  reachesAutoHide,
  suspensionEnd,
  suspensionInForce,
  suspensionMessage,
} from '../../server/src/modules/moderation/moderation.rules';

const now = new Date('2026-12-07T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('who counts towards the automatic hide', () => {
  it('counts accounts older than 7 days, not younger ones, and never the author', () => {
    expect(isEligibleReporter(daysAgo(8), now)).toBe(true);
    expect(isEligibleReporter(daysAgo(7), now)).toBe(true);
    expect(isEligibleReporter(daysAgo(6.9), now)).toBe(false);
    expect(isEligibleReporter(daysAgo(30), now, true)).toBe(false);
    expect(isEligibleReporter('not a date', now)).toBe(false);
  });

  it('hides at the threshold, not below it, and never with the threshold 0', () => {
    expect(reachesAutoHide(2, 3)).toBe(false);
    expect(reachesAutoHide(3, 3)).toBe(true);
    expect(reachesAutoHide(50, 0)).toBe(false);
  });

  it('puts accounts younger than a day under the new-account limits', () => {
    expect(isNewAccount(daysAgo(0.5), now)).toBe(true);
    expect(isNewAccount(daysAgo(1), now)).toBe(false);
  });
});

describe('suspensions', () => {
  it('ends 1, 7 or 30 days after it starts, or never', () => {
    expect(suspensionEnd('1d', now)).toBe('2026-12-08T12:00:00.000Z');
    expect(suspensionEnd('7d', now)).toBe('2026-12-14T12:00:00.000Z');
    expect(suspensionEnd('30d', now)).toBe('2027-01-06T12:00:00.000Z');
    expect(suspensionEnd('permanent', now)).toBeNull();
  });

  it('is in force until its end, and a permanent one always', () => {
    expect(suspensionInForce('2026-12-07T12:00:01.000Z', now)).toBe(true);
    expect(suspensionInForce('2026-12-07T12:00:00.000Z', now)).toBe(false);
    expect(suspensionInForce(null, now)).toBe(true);
  });

  it('tells the end in the refusal', () => {
    expect(suspensionMessage('2026-12-14T12:00:00.000Z')).toContain('until 2026-12-14 12:00 UTC');
    expect(suspensionMessage(null)).toContain('permanently');
  });
});

describe('the word list', () => {
  const list = parseWordList('# spam words\n\nfree gold\nCasino\n/buy\\s*cheap\\s*\\w+/\n');

  it('ignores comments and blank lines', () => {
    expect(list.entries).toEqual(['free gold', 'Casino', '/buy\\s*cheap\\s*\\w+/']);
  });

  it('matches whole words and phrases in any case, with any spacing', () => {
    expect(matchWordList(list, 'Get FREE   gold here')).toBe('free gold');
    expect(matchWordList(list, 'best casino!')).toBe('Casino');
    expect(matchWordList(list, 'casinos')).toBeNull();
    expect(matchWordList(list, 'occasino')).toBeNull();
    expect(matchWordList(list, 'a fine build')).toBeNull();
  });

  it('matches regular expression entries', () => {
    expect(matchWordList(list, 'BUY cheap potions')).toBe('/buy\\s*cheap\\s*\\w+/');
  });

  it('matches text written with compatibility characters as the plain letters', () => {
    expect(matchWordList(list, 'ｃａｓｉｎｏ night')).toBe('Casino');
  });

  it('holds nothing when empty, and names the line of a bad expression', () => {
    expect(matchWordList(parseWordList(''), 'anything')).toBeNull();
    expect(() => parseWordList('ok\n/([/')).toThrow(/line 2/);
  });
});

describe('decisions and notices', () => {
  it('locks builds only', () => {
    expect(actionFits('lock', 'build')).toBe(true);
    expect(actionFits('lock', 'comment')).toBe(false);
    expect(actionFits('hide', 'profile')).toBe(true);
  });

  it('takes an e-mail address of the usual form only', () => {
    expect(isEmailAddress('someone@example.org')).toBe(true);
    expect(isEmailAddress('someone@localhost')).toBe(false);
    expect(isEmailAddress('two words@example.org')).toBe(false);
  });
});
