import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SEARCH_MAX_LENGTH, SiteSearchQuery } from '@/components/search/search-query';
import { useUrlState } from '@/lib/url-state';
import '@/components/search/search.css';
import { Loading } from '@/components/ui/Loading';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';

/** The route's loader: the search for the address's words (none: nothing to read). */
export const SearchRouteData: RouteDataLoader = (query, { request }) => {
  const words = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  return words ? query(SiteSearchQuery, { query: words, perKind: 50 }) : null;
};

/** /search?q=: every hit of a search, grouped by kind (up to 50 of each). */
export function SearchRoute() {
  const [url, setUrl] = useUrlState({ q: '' });
  const query = url.q.trim().slice(0, SEARCH_MAX_LENGTH);
  useEffect(() => {
    document.title = query ? `“${query}” · Search · Almanac` : 'Search · Almanac';
  }, [query]);
  return (
    <section className="page search-page" aria-labelledby="search-heading">
      <h1 id="search-heading">Search</h1>
      {/* Keyed by the query, so a search made from the header shows its words here too. */}
      <SearchForm key={url.q} initial={url.q} onSearch={(q) => setUrl({ q })} />
      {!query && <p>Type a name: an item, a monster, a spell, an NPC, a trait, a place, a build or a guide.</p>}
      {/* The route's loader searches for the address's words (none: nothing to read). */}
      {query && (
        <Suspense fallback={<Loading>Searching…</Loading>}>
          <SearchHits query={query} />
        </Suspense>
      )}
    </section>
  );
}

function SearchHits({ query }: { query: string }) {
  const { data, error } = useRouteQuery(SiteSearchQuery);
  const results = data?.search.query === query ? data.search : null;
  return (
    <>
      {error && !results && <p role="alert">The search could not run. Check your connection and try again.</p>}
      {results && (
        <p role="status">
          {results.total === 0 ? `Nothing found for “${query}”.` : `${results.total} result${results.total === 1 ? '' : 's'} for “${query}”.`}
        </p>
      )}
      {results?.groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-group-${group.kind}`} className="search-group">
          <h2 id={`search-group-${group.kind}`}>
            {group.label} <span className="search-count">({group.total})</span>
          </h2>
          <ul className="search-hits">
            {group.hits.map((hit) => (
              <li key={`${hit.kind}:${hit.id}`}>
                <Link to={hit.path} data-game-ref={hit.ref ?? undefined}>
                  {hit.iconUrl && <img src={hit.iconUrl} alt="" width={20} height={20} />}
                  {hit.title}
                </Link>
                <span className="search-detail"> · {hit.detail}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <form
      className="filters"
      role="search"
      aria-label="Search Almanac"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label>
        Search for
        <input type="search" value={text} maxLength={SEARCH_MAX_LENGTH} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
