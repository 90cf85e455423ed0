import { useSubscription } from '@apollo/client/react';
import { startTransition, Suspense, useEffect, useTransition } from 'react';
import { graphql } from '@/gql';
import { useContentRemoved } from '@/components/content/use-content-removed';
import { NewsCard } from '../components/NewsCard';
import { useRouteQuery } from '@/lib/use-route-query';
import { Loading } from '@/components/ui/Loading';

export const NewsPageQuery = graphql(`
  query NewsPage($first: Int!, $after: String) {
    news(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...NewsCard_news
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const NewsChangedSubscription = graphql(`
  subscription NewsFeedChanged {
    newsChanged {
      id
      ...NewsCard_news
    }
  }
`);

/** /news: the news feed, newest first, ten at a time (the route's loader reads the first); a post published anywhere appears at once. */
export function NewsRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the news…</Loading>}>
      <NewsFeed />
    </Suspense>
  );
}

function NewsFeed() {
  const { data, error, fetchMore, refetch } = useRouteQuery(NewsPageQuery);
  const [loadingMore, startLoadingMore] = useTransition();
  // In a transition: the page stays as drawn while the list is read again, instead of giving way to "Loading…".
  const reload = () => startTransition(() => void refetch());
  useSubscription(NewsChangedSubscription, { onData: reload });
  useContentRemoved('NEWS', reload);
  useEffect(() => {
    document.title = 'News · Almanac';
  }, []);

  return (
    <section className="page news-page" aria-labelledby="news-heading">
      <h1 id="news-heading">News</h1>
      <p className="feed-line">
        <a className="feed-link" href="/news/feed.xml">
          Atom feed
        </a>
      </p>
      {error && !data && <p role="alert">The news could not be loaded. Check your connection and reload the page.</p>}
      {data && data.news.edges.length === 0 && <p>No news yet.</p>}
      <div className="news-list">
        {data?.news.edges.map((edge) => <NewsCard key={edge.node.id} news={edge.node} />)}
      </div>
      {data?.news.pageInfo.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={loadingMore}
          onClick={() => startLoadingMore(() => void fetchMore({ variables: { after: data.news.pageInfo.endCursor } }))}
        >
          Older news
        </button>
      )}
    </section>
  );
}
