/** The local storage key of the builds bar's visibility. */
export const BUILDS_BAR_KEY = 'almanac.shell.buildsBarVisible';

/** Visible unless "false" was stored; anything else (nothing, junk) means the default, visible. */
export function parseBuildsBarVisible(stored: string | null): boolean {
  return stored !== 'false';
}

export function readBuildsBarVisible(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return parseBuildsBarVisible(storage?.getItem(BUILDS_BAR_KEY) ?? null);
  } catch {
    // Storage can be blocked (privacy settings); the bar then just starts visible.
    return true;
  }
}

export function writeBuildsBarVisible(storage: Pick<Storage, 'setItem'> | null, visible: boolean): void {
  try {
    storage?.setItem(BUILDS_BAR_KEY, visible ? 'true' : 'false');
  } catch {
    // Not remembered when storage is blocked; the toggle still works for this page.
  }
}

/** Column split of the bar: 30/70 signed in, 15/85 otherwise. */
export const buildsBarColumns = (signedIn: boolean) => (signedIn ? '30% 70%' : '15% 85%');
