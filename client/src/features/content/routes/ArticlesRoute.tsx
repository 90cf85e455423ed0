import { startTransition, Suspense, useEffect } from 'react';
import { ContentListQuery } from '../content-queries';
import { ContentCard } from '../components/ContentCard';
import { useLiveContent } from '../use-live-content';
import { Loading } from '@/components/ui/Loading';
import { useRouteQuery } from '@/lib/use-route-query';

/** /articles: every article, newest first (the route's loader reads them). */
export function ArticlesRoute() {
  useEffect(() => {
    document.title = 'Articles · Almanac';
  }, []);
  return (
    <section className="page content-list-page" aria-labelledby="articles-heading">
      <h1 id="articles-heading">Articles</h1>
      <p>Long reads about the world of the four provinces: its places, its monsters, its trade and its stories.</p>
      {/* Until the route's query answers (in the browser: the server draws the page answered). */}
      <Suspense fallback={<Loading>Loading the articles…</Loading>}>
        <Articles />
      </Suspense>
    </section>
  );
}

function Articles() {
  const { data, error, refetch } = useRouteQuery(ContentListQuery);
  // In a transition: the list stays drawn while it is read again, instead of giving way to "Loading…".
  useLiveContent('ARTICLE', () => startTransition(() => void refetch()));
  return (
    <>
      {error && !data && <p role="alert">The articles could not be loaded. Check your connection and reload the page.</p>}
      {data && data.contents.edges.length === 0 && <p>No articles yet.</p>}
      <div className="content-list">
        {data?.contents.edges.map(({ node }) => <ContentCard key={node.id} content={node} />)}
      </div>
    </>
  );
}
