import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '@/gql';
import { formatDate } from '@/lib/format';

export const NewsCard_news = graphql(`
  fragment NewsCard_news on News {
    id
    slug
    title
    summary
    publishedAt
  }
`);

/** One news post in the feed: title (linking to the post), date and summary. */
export function NewsCard(props: { news: FragmentType<typeof NewsCard_news> }) {
  const news = getFragmentData(NewsCard_news, props.news);
  const headingId = `news-${news.id}`;
  return (
    <article className="news-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={`/news/${news.slug}`}>{news.title}</Link>
      </h2>
      <p className="news-date">
        <time dateTime={news.publishedAt}>{formatDate(news.publishedAt)}</time>
      </p>
      <p className="news-summary">{news.summary}</p>
    </article>
  );
}
