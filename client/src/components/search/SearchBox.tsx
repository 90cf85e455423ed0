import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from './search-limits';
import type { SearchOption } from './SearchResults';
import { searchPlaceholder, takePendingSearchFocus } from './search-focus';
import { KEYBOARD_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import './search.css';

const SearchResults = lazy(() => import('./SearchResults'));

const DEBOUNCE_MS = 120;

/**
 * The header search (ARIA combobox with a grouped listbox): results while typing, grouped by
 * kind; arrows move, Enter opens, Escape closes; `/` anywhere focuses it (see search-focus.ts).
 */
export function SearchBox() {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const keyboardScreen = useMediaQuery(KEYBOARD_SCREEN);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<SearchOption[]>([]);
  const onOptions = useCallback((next: SearchOption[]) => setOptions(next), []);

  useEffect(() => {
    const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH);
    const timer = setTimeout(() => setQuery(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // `/` is heard by the header from the first paint; a press made before this box loaded lands here.
  useEffect(() => {
    if (takePendingSearchFocus()) inputRef.current?.focus();
  }, []);

  const expanded = open && query !== '';
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    setText('');
    inputRef.current?.blur();
    void navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((current) => (down ? (current + 1) % options.length : current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded ? options[active] : undefined;
      if (chosen) go(chosen.path);
      else if (text.trim()) go(`/search?q=${encodeURIComponent(text.trim().slice(0, SEARCH_MAX_LENGTH))}`);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        setText('');
      }
    }
  };

  // A plain GET form to /search as well (issue 23): typed into and sent with Enter before the page's
  // script has run, or without JavaScript, the server answers with the search page. Once hydrated,
  // Enter is handled above (a chosen result, or the search page through the router).
  return (
    <form className="site-search" role="search" action="/search" method="get" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search Almanac
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        name="q"
        type="search"
        className="site-search-input"
        placeholder={searchPlaceholder(keyboardScreen)}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && active < options.length ? optionId(active) : undefined}
        aria-keyshortcuts="/"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
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
            <SearchResults baseId={id} query={query} active={active} onOptions={onOptions} onChoose={go} onHover={setActive} />
          </Suspense>
        )}
      </div>
    </form>
  );
}
