import { startTransition, Suspense, useEffect } from 'react';
import { graphql } from '@/gql';
import { useUrlState } from '@/lib/url-state';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { ContentCard } from '../components/ContentCard';
import { useLiveContent } from '../use-live-content';
import { Loading } from '@/components/ui/Loading';
import { FilterForm } from '@/components/ui/FilterForm';

/** The guides' tags and the guides of the address's tag and words: the route's loader reads them. */
export const GuidesPageQuery = graphql(`
  query GuidesPage($tag: String, $search: String) {
    contentTags(kind: GUIDE)
    contents(kind: GUIDE, tag: $tag, search: $search, first: 100) {
      totalCount
      edges {
        cursor
        node {
          id
          ...ContentCard_content
        }
      }
    }
  }
`);

/** The search as the page reads it from the address (at most 60 characters). */
const searchOf = (q: string) => q.trim().slice(0, 60);

/** The variables of the guides the address asks for (the route's loader). */
function guidesPageVariables(params: URLSearchParams) {
  return { tag: params.get('tag') || null, search: searchOf(params.get('q') ?? '') || null };
}

/** The guides' tags and the guides of the address's tag and words. */
export const GuidesRouteData: RouteDataLoader = (query, { request }) => query(GuidesPageQuery, guidesPageVariables(new URL(request.url).searchParams));

/** /guides: every guide, narrowed by a tag and a search over titles, summaries and tags (kept in the URL). */
export function GuidesRoute() {
  const [url, setUrl] = useUrlState({ tag: '', q: '' });
  useEffect(() => {
    document.title = 'Guides · Almanac';
  }, []);
  return (
    <section className="page content-list-page" aria-labelledby="guides-heading">
      <h1 id="guides-heading">Guides</h1>
      <FilterForm label="Filter guides">
        <label>
          Search guides
          <input name="q" type="search" value={url.q} maxLength={60} onChange={(event) => setUrl({ q: event.target.value })} />
        </label>
      </FilterForm>
      {/* Until the route's query answers (in the browser: the server draws the page answered). */}
      <Suspense fallback={<Loading>Loading the guides…</Loading>}>
        <Guides tag={url.tag} onTag={(tag) => setUrl({ tag })} />
      </Suspense>
    </section>
  );
}

function Guides({ tag: chosen, onTag }: { tag: string; onTag: (tag: string) => void }) {
  const { data, error, refetch } = useRouteQuery(GuidesPageQuery);
  // In a transition: the guides stay drawn while they are read again, instead of giving way to "Loading…".
  useLiveContent('GUIDE', () => startTransition(() => void refetch()));
  const count = data?.contents.totalCount;
  return (
    <>
      <div className="tag-filter" role="group" aria-label="Tags">
        <button type="button" className="tag-button" aria-pressed={chosen === ''} onClick={() => onTag('')}>
          All
        </button>
        {data?.contentTags.map((tag) => (
          <button key={tag} type="button" className="tag-button" aria-pressed={chosen === tag} onClick={() => onTag(chosen === tag ? '' : tag)}>
            {tag}
          </button>
        ))}
      </div>
      {error && !data && <p role="alert">The guides could not be loaded. Check your connection and reload the page.</p>}
      {count !== undefined && (
        <p role="status" className="list-count">
          {count === 0 ? 'No guide matches.' : count === 1 ? '1 guide' : `${count} guides`}
        </p>
      )}
      <div className="content-list">
        {data?.contents.edges.map(({ node }) => <ContentCard key={node.id} content={node} />)}
      </div>
    </>
  );
}
