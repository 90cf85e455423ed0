import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '@/gql';
import { formatDate } from '@/lib/format';
import { ManageNav } from '../components/ManageNav';
import '../manage.css';

export const ManageNewsQuery = graphql(`
  query ManageNews {
    news(first: 100) {
      totalCount
      edges {
        node {
          id
          slug
          title
          author
          publishedAt
          updatedAt
        }
      }
    }
  }
`);

/** /manage/news: every news post with its author and dates, newest first. */
export function ManageNewsRoute() {
  const { data, error, loading } = useQuery(ManageNewsQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    document.title = 'News · Admin panel · Almanac';
  }, []);
  return (
    <section className="page manage-page" aria-labelledby="manage-news-heading">
      <h1 id="manage-news-heading">News posts</h1>
      <ManageNav />
      {loading && !data && <p className="loading" role="status">Loading the news…</p>}
      {error && !data && <p role="alert">The news could not be loaded. Check your connection and reload the page.</p>}
      {data && (
        <>
          <p>{data.news.totalCount === 1 ? '1 post' : `${data.news.totalCount} posts`}, newest first.</p>
          <table className="manage-table">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Author</th>
                <th scope="col">Published</th>
                <th scope="col">Last edited</th>
              </tr>
            </thead>
            <tbody>
              {data.news.edges.map(({ node }) => (
                <tr key={node.id}>
                  <td>
                    {node.title}
                  </td>
                  <td>{node.author}</td>
                  <td>
                    <time dateTime={node.publishedAt}>{formatDate(node.publishedAt)}</time>
                  </td>
                  <td>
                    <time dateTime={node.updatedAt}>{formatDate(node.updatedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
