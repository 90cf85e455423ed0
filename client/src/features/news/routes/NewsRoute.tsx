import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '@/gql';
import { useContentRemoved } from '@/components/content/use-content-removed';
import { NewsCard } from '../components/NewsCard';
import { Loading } from '@/components/ui/Loading';

const NEWS_PAGE_SIZE = 10;

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

/** /news: the news feed, newest first, ten at a time; a post published anywhere appears at once. */
export function NewsRoute() {
  const { data, error, loading, fetchMore, refetch } = useQuery(NewsPageQuery, { variables: { first: NEWS_PAGE_SIZE } });
  useSubscription(NewsChangedSubscription, { onData: () => void refetch() });
  useContentRemoved('NEWS', () => void refetch());
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
      {loading && !data && <Loading>Loading the news…</Loading>}
      {data && data.news.edges.length === 0 && <p>No news yet.</p>}
      <div className="news-list">
        {data?.news.edges.map((edge) => <NewsCard key={edge.node.id} news={edge.node} />)}
      </div>
      {data?.news.pageInfo.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={loading}
          onClick={() => fetchMore({ variables: { after: data.news.pageInfo.endCursor } })}
        >
          Older news
        </button>
      )}
    </section>
  );
}
