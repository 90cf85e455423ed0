import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from './search-limits';
import type { SearchOption } from './SearchResults';
import { searchPlaceholder, takePendingSearchFocus } from './search-focus';
import { useCombobox } from '@/lib/use-combobox';
import { KEYBOARD_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import './search.css';

const SearchResults = lazy(() => import('./SearchResults'));

/**
 * The header search (ARIA combobox with a grouped listbox): results while typing, grouped by
 * kind; arrows move, Enter opens, Escape closes; `/` anywhere focuses it (see search-focus.ts).
 */
export function SearchBox() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const keyboardScreen = useMediaQuery(KEYBOARD_SCREEN);
  const [options, setOptions] = useState<SearchOption[]>([]);
  const onOptions = useCallback((next: SearchOption[]) => setOptions(next), []);

  const combobox = useCombobox(SEARCH_MAX_LENGTH);
  const { id, listId, expanded, query, active } = combobox;

  /** Opens a result or the search page, leaving the box empty and unfocused. */
  const go = (path: string, input: HTMLInputElement | null) => {
    combobox.reset();
    input?.blur();
    void navigate(path);
  };

  // `/` is heard by the header from the first paint; a press made before this box loaded lands here.
  useEffect(() => {
    if (takePendingSearchFocus()) inputRef.current?.focus();
  }, []);

  // A plain GET form to /search as well: typed into and sent with Enter before the page's
  // script has run, or without JavaScript, the server answers with the search page. Once hydrated,
  // Enter is handled above (a chosen result, or the search page through the router).
  return (
    <form className="site-search" role="search" action="/search" method="get" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search Almanac
      </label>
      <input
        ref={inputRef}
        {...combobox.inputProps({
          count: options.length,
          onEnter: (chosen, _expanded, input) => {
            const option = options[chosen];
            const typed = combobox.text.trim();
            if (option) go(option.path, input);
            else if (typed) go(`/search?q=${encodeURIComponent(typed.slice(0, SEARCH_MAX_LENGTH))}`, input);
          },
          onEscapeClosed: () => combobox.setText(''),
        })}
        name="q"
        type="search"
        className="site-search-input"
        placeholder={searchPlaceholder(keyboardScreen)}
        aria-keyshortcuts="/"
      />
      <div id={listId} role="listbox" aria-label="Search results" className="site-search-results" hidden={!expanded}>
        {expanded && (
          <Suspense
            fallback={
              <p className="site-search-note" role="status">
                Searching…
              </p>
            }
          >
            <SearchResults baseId={id} query={query} active={active} onOptions={onOptions} onChoose={(path) => go(path, inputRef.current)} onHover={combobox.setActive} />
          </Suspense>
        )}
      </div>
    </form>
  );
}
