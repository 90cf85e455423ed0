import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ContentListQuery } from '../content-queries';
import { ContentCard } from '../components/ContentCard';
import { useLiveContent } from '../use-live-content';
import { Loading } from '@/components/ui/Loading';

/** /articles: every article, newest first. */
export function ArticlesRoute() {
  const { data, error, loading, refetch } = useQuery(ContentListQuery, { variables: { kind: 'ARTICLE', first: 100 } });
  useLiveContent('ARTICLE', () => void refetch());
  useEffect(() => {
    document.title = 'Articles · Almanac';
  }, []);
  return (
    <section className="page content-list-page" aria-labelledby="articles-heading">
      <h1 id="articles-heading">Articles</h1>
      <p>Long reads about the world of the four provinces: its places, its monsters, its trade and its stories.</p>
      {loading && !data && <Loading>Loading the articles…</Loading>}
      {error && !data && <p role="alert">The articles could not be loaded. Check your connection and reload the page.</p>}
      {data && data.contents.edges.length === 0 && <p>No articles yet.</p>}
      <div className="content-list">
        {data?.contents.edges.map(({ node }) => <ContentCard key={node.id} content={node} />)}
      </div>
    </section>
  );
}
