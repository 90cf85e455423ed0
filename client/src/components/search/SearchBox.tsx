import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, SiteSearchQuery } from './search-query';
import './search.css';

const DEBOUNCE_MS = 120;

/** True when a key press belongs to a text field, so `/` types a slash there instead of jumping to search. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header search (ARIA combobox with a grouped listbox): results while typing, grouped by
 * kind; arrows move, Enter opens, Escape closes; `/` anywhere focuses it.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH);
    const timer = setTimeout(() => setQuery(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const { data, loading } = useQuery(SiteSearchQuery, { variables: { query, perKind: 5 }, skip: query === '' });
  const results = data?.search.query === query ? data.search : null;
  const options = useMemo(() => {
    const list = (results?.groups ?? []).flatMap((group) => group.hits.map((hit) => ({ path: hit.path, key: `${hit.kind}:${hit.id}` })));
    if (query) list.push({ path: `/search?q=${encodeURIComponent(query)}`, key: 'all' });
    return list;
  }, [results, query]);
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
      const chosen = options[active];
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

  let index = -1;
  return (
    <div className="site-search" role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search Almanac
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        className="site-search-input"
        placeholder="Search ( / )"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
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
        {expanded && !results && loading && (
          <p className="site-search-note" role="status">
            Searching…
          </p>
        )}
        {expanded && results && results.total === 0 && (
          <p className="site-search-note" role="status">
            Nothing found for “{query}”.
          </p>
        )}
        {expanded &&
          results?.groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`} className="site-search-group">
              <div id={`${id}-group-${group.kind}`} className="site-search-group-label" role="presentation">
                {group.label}
              </div>
              {group.hits.map((hit) => {
                index += 1;
                const mine = index;
                return (
                  <div
                    key={`${hit.kind}:${hit.id}`}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={active === mine}
                    className="site-search-option"
                    // Keep the focus in the input: a click must not blur it before the choice counts.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(hit.path)}
                    onMouseEnter={() => setActive(mine)}
                  >
                    {hit.iconUrl ? <img src={hit.iconUrl} alt="" width={20} height={20} /> : <span className="site-search-glyph" aria-hidden="true" />}
                    <span className="site-search-title">{hit.title}</span>
                    <span className="site-search-detail">{hit.detail}</span>
                  </div>
                );
              })}
            </div>
          ))}
        {expanded && query && (
          <div
            id={optionId(options.length - 1)}
            role="option"
            aria-selected={active === options.length - 1}
            className="site-search-option site-search-all"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(`/search?q=${encodeURIComponent(query)}`)}
            onMouseEnter={() => setActive(options.length - 1)}
          >
            All results for “{query}”
          </div>
        )}
      </div>
    </div>
  );
}
