import { describe, expect, it } from 'vitest';
import { ADMINS_ONLY, adminGuardDecision, loginDestination, loginPathFor, loginRedirect } from '../../client/src/shell/guard';
import { buildsBarColumns, parseBuildsBarVisible, readBuildsBarVisible, writeBuildsBarVisible, BUILDS_BAR_KEY } from '../../client/src/lib/builds-bar-visibility';
import { WIZARD_START, WIZARD_STEP_PX, wizardTick, wizardTurn } from '../../client/src/shell/wizard-motion';
import { greetingName, type Viewer } from '../../client/src/lib/session';
import { DEFAULT_PREFERENCES } from '../../server/game-data/rules/preferences';

const admin: Viewer = { id: 'p1', username: 'boss', displayName: 'Boss', role: 'admin', preferences: { ...DEFAULT_PREFERENCES } };
const user: Viewer = { ...admin, id: 'p2', role: 'user' };

describe('adminGuardDecision', () => {
  it('redirects a signed-out visitor to /login with the way back', () => {
    expect(adminGuardDecision('signed-out', null, false, '/manage/news')).toEqual({ kind: 'redirect', to: '/login?returnTo=%2Fmanage%2Fnews' });
  });

  it('redirects at once when the profile already shows another role', () => {
    expect(adminGuardDecision('signed-in', user, false, '/manage')).toEqual({ kind: 'redirect', to: loginPathFor('/manage') });
  });

  it('lets an admin in', () => {
    expect(adminGuardDecision('signed-in', admin, false, '/manage')).toEqual({ kind: 'allow' });
  });

  it('waits while the profile is not known yet, and redirects on time-out', () => {
    expect(adminGuardDecision('loading', null, false, '/manage')).toEqual({ kind: 'wait' });
    expect(adminGuardDecision('loading', null, true, '/manage')).toEqual({ kind: 'redirect', to: loginPathFor('/manage') });
  });
});

describe('loginDestination', () => {
  it('returns a signed-in user where they came from', () => {
    expect(loginDestination(user, '/tools/planner?state=x')).toBe('/tools/planner?state=x');
    expect(loginDestination(admin, '/manage/items')).toBe('/manage/items');
  });

  it('lands a non-admin sent by the admin guard on /news', () => {
    expect(loginDestination(user, '/manage')).toBe('/news?notice=admins-only');
    expect(loginDestination(user, '/manage/news')).toBe('/news?notice=admins-only');
  });

  it('goes to /news without a usable return path', () => {
    expect(loginDestination(user, null)).toBe('/news');
    expect(loginDestination(user, '//evil.example')).toBe('/news');
    // Browsers read a backslash as a slash: /\host is another host too.
    expect(loginDestination(user, '/\\evil.example')).toBe('/news');
    expect(loginDestination(user, '/\\/evil.example')).toBe('/news');
    expect(loginDestination(user, 'https://evil.example/news')).toBe('/news');
    expect(loginDestination(user, '/login?returnTo=/login')).toBe('/news');
  });

  it('tells only a non-admin turned away from /manage why they landed on /news', () => {
    expect(ADMINS_ONLY).toBe('That page is for admins.');
    expect(loginRedirect(user, '/manage/news')).toEqual({ to: '/news?notice=admins-only', notice: ADMINS_ONLY });
    expect(loginRedirect(admin, '/manage/news')).toEqual({ to: '/manage/news', notice: null });
    expect(loginRedirect(user, '/managers')).toEqual({ to: '/managers', notice: null });
    expect(loginRedirect(user, null)).toEqual({ to: '/news', notice: null });
  });
});

describe('builds bar visibility', () => {
  it('is visible by default and hidden only for "false"', () => {
    expect(parseBuildsBarVisible(null)).toBe(true);
    expect(parseBuildsBarVisible('true')).toBe(true);
    expect(parseBuildsBarVisible('false')).toBe(false);
    expect(parseBuildsBarVisible('0')).toBe(true);
  });

  it('stores "true" or "false" under almanac.shell.buildsBarVisible', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    writeBuildsBarVisible(storage, false);
    expect(stored.get(BUILDS_BAR_KEY)).toBe('false');
    expect(readBuildsBarVisible(storage)).toBe(false);
    writeBuildsBarVisible(storage, true);
    expect(stored.get('almanac.shell.buildsBarVisible')).toBe('true');
  });

  it('starts visible when storage throws', () => {
    expect(readBuildsBarVisible({ getItem: () => { throw new Error('blocked'); } })).toBe(true);
  });

  it('splits 30/70 signed in and 15/85 otherwise', () => {
    expect(buildsBarColumns(true)).toBe('30% 70%');
    expect(buildsBarColumns(false)).toBe('15% 85%');
  });
});

describe('greetingName', () => {
  it('falls back to "User" for an empty display name', () => {
    expect(greetingName('Aldric')).toBe('Aldric');
    expect(greetingName('')).toBe('User');
    expect(greetingName('   ')).toBe('User');
    expect(greetingName(null)).toBe('User');
  });
});

describe('wizard motion', () => {
  it('steps a fixed distance and swaps the frame each tick', () => {
    const next = wizardTick(WIZARD_START, 100);
    expect(next).toEqual({ x: WIZARD_STEP_PX, direction: 1, phase: 'walk', frame: 1 });
    expect(wizardTick(next, 100).frame).toBe(0);
  });

  it('starts casting at the end of the track, then turns around', () => {
    const atEnd = wizardTick({ ...WIZARD_START, x: 98 }, 100);
    expect(atEnd).toMatchObject({ x: 100, phase: 'cast' });
    expect(wizardTick(atEnd, 100)).toMatchObject({ x: 100, phase: 'cast' });
    expect(wizardTurn(atEnd)).toMatchObject({ x: 100, phase: 'walk', direction: -1 });
    expect(wizardTick({ ...WIZARD_START, x: 1, direction: -1 }, 100)).toMatchObject({ x: 0, phase: 'cast' });
  });
});
