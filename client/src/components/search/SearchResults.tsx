import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { SiteSearchQuery } from './search-query';

export interface SearchOption {
  path: string;
  key: string;
}

/**
 * The results of the header search, in groups of the listbox (loaded with the first query, so
 * the first page does not carry the search's query document).
 */
export default function SearchResults(props: {
  baseId: string;
  query: string;
  active: number;
  onOptions: (options: SearchOption[]) => void;
  onChoose: (path: string) => void;
  onHover: (index: number) => void;
}) {
  const { baseId: id, query, active } = props;
  const { data, loading } = useQuery(SiteSearchQuery, { variables: { query, perKind: 5 }, skip: query === '' });
  const results = data?.search.query === query ? data.search : null;
  const options = useMemo(() => {
    const list = (results?.groups ?? []).flatMap((group) => group.hits.map((hit) => ({ path: hit.path, key: `${hit.kind}:${hit.id}` })));
    if (query) list.push({ path: `/search?q=${encodeURIComponent(query)}`, key: 'all' });
    return list;
  }, [results, query]);
  const { onOptions } = props;
  useEffect(() => onOptions(options), [options, onOptions]);
  const optionId = (index: number) => `${id}-option-${index}`;
  let index = -1;
  return (
    <>
      {!results && loading && (
        <p className="site-search-note" role="status">
          Searching…
        </p>
      )}
      {results && results.total === 0 && (
        <p className="site-search-note" role="status">
          Nothing found for “{query}”.
        </p>
      )}
      {results?.groups.map((group) => (
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
                onClick={() => props.onChoose(hit.path)}
                onMouseEnter={() => props.onHover(mine)}
              >
                {hit.iconUrl ? <img src={hit.iconUrl} alt="" width={20} height={20} /> : <span className="site-search-glyph" aria-hidden="true" />}
                <span className="site-search-title">{hit.title}</span>
                <span className="site-search-detail">{hit.detail}</span>
              </div>
            );
          })}
        </div>
      ))}
      {query && (
        <div
          id={optionId(options.length - 1)}
          role="option"
          aria-selected={active === options.length - 1}
          className="site-search-option site-search-all"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => props.onChoose(`/search?q=${encodeURIComponent(query)}`)}
          onMouseEnter={() => props.onHover(options.length - 1)}
        >
          All results for “{query}”
        </div>
      )}
    </>
  );
}
