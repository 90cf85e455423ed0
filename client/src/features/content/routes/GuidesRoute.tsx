import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '@/gql';
import { useUrlState } from '@/lib/url-state';
import { ContentListQuery } from '../content-queries';
import { ContentCard } from '../components/ContentCard';
import { useLiveContent } from '../use-live-content';
import { Loading } from '@/components/ui/Loading';
import { FilterForm } from '@/components/ui/FilterForm';

const GuideTagsQuery = graphql(`
  query GuideTags {
    contentTags(kind: GUIDE)
  }
`);

/** /guides: every guide, narrowed by a tag and a search over titles, summaries and tags (kept in the URL). */
export function GuidesRoute() {
  const [url, setUrl] = useUrlState({ tag: '', q: '' });
  const search = url.q.trim().slice(0, 60);
  const tags = useQuery(GuideTagsQuery);
  const { data, error, loading, refetch } = useQuery(ContentListQuery, {
    variables: { kind: 'GUIDE', tag: url.tag || null, search: search || null, first: 100 },
  });
  useLiveContent('GUIDE', () => {
    void refetch();
    void tags.refetch();
  });
  useEffect(() => {
    document.title = 'Guides · Almanac';
  }, []);
  const count = data?.contents.totalCount;
  return (
    <section className="page content-list-page" aria-labelledby="guides-heading">
      <h1 id="guides-heading">Guides</h1>
      <FilterForm label="Filter guides">
        <label>
          Search guides
          <input name="q" type="search" value={url.q} maxLength={60} onChange={(event) => setUrl({ q: event.target.value })} />
        </label>
      </FilterForm>
      <div className="tag-filter" role="group" aria-label="Tags">
        <button type="button" className="tag-button" aria-pressed={url.tag === ''} onClick={() => setUrl({ tag: '' })}>
          All
        </button>
        {tags.data?.contentTags.map((tag) => (
          <button key={tag} type="button" className="tag-button" aria-pressed={url.tag === tag} onClick={() => setUrl({ tag: url.tag === tag ? '' : tag })}>
            {tag}
          </button>
        ))}
      </div>
      {loading && !data && <Loading>Loading the guides…</Loading>}
      {error && !data && <p role="alert">The guides could not be loaded. Check your connection and reload the page.</p>}
      {count !== undefined && (
        <p role="status" className="list-count">
          {count === 0 ? 'No guide matches.' : count === 1 ? '1 guide' : `${count} guides`}
        </p>
      )}
      <div className="content-list">
        {data?.contents.edges.map(({ node }) => <ContentCard key={node.id} content={node} />)}
      </div>
    </section>
  );
}
