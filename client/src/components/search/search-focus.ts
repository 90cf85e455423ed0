/**
 * The `/` key focuses the header search. The key is heard from the first paint (the header), while
 * the search box itself loads just after it: a request made before the box exists is kept here
 * and honoured when the box mounts.
 */
let pending = false;

/** True when a key press belongs to a text field, so `/` types a slash there instead of jumping to search. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Handles a key press anywhere: `/` outside text fields focuses the search box. */
export function onSearchShortcut(event: KeyboardEvent): void {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
  event.preventDefault();
  const input = document.querySelector<HTMLInputElement>('input.site-search-input:not([disabled])');
  if (input) input.focus();
  else pending = true;
}

/** Called by the search box when it mounts: true once when `/` was pressed before it existed. */
export function takePendingSearchFocus(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/**
 * The header search's placeholder: it offers the "/" shortcut only on a keyboard-and-mouse screen
 * (`KEYBOARD_SCREEN`), not on a phone or a touch screen, where there is no such key to press.
 */
export const searchPlaceholder = (keyboardScreen: boolean) => (keyboardScreen ? 'Search ( / )' : 'Search');
