import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '@/gql';
import { ContentBody, ContentMeta } from '@/components/content/ContentBody';
import { useContentRemoved } from '@/components/content/use-content-removed';
import { Loading } from '@/components/ui/Loading';
import { NotFoundStatus } from '@/lib/response-status';

export const NewsPostQuery = graphql(`
  query NewsPost($idOrSlug: String!) {
    newsPost(idOrSlug: $idOrSlug) {
      id
      slug
      title
      summary
      author
      tags
      bodyHtml
      toc {
        level
        id
        text
      }
      publishedAt
      updatedAt
    }
  }
`);

const NewsPostChanged = graphql(`
  subscription NewsPostChanged {
    newsChanged {
      id
      title
      summary
      tags
      bodyHtml
      toc {
        level
        id
        text
      }
      updatedAt
    }
  }
`);

/** /news/{slug}: one news post in full; an edit reaches the open page at once. */
export function NewsPostRoute() {
  const { slug = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(NewsPostQuery, { variables: { idOrSlug: slug } });
  useSubscription(NewsPostChanged);
  useContentRemoved('NEWS', (id) => {
    if (id === data?.newsPost?.id) void refetch();
  });
  const post = data?.newsPost;
  useEffect(() => {
    if (post) document.title = `${post.title} · Almanac`;
    else if (data) document.title = 'Not found · Almanac';
  }, [post, data]);
  return (
    <article className="page content-page" aria-labelledby="content-heading">
      <p className="content-back">
        <Link to="/news">← All news</Link>
      </p>
      {loading && !data && <Loading>Loading the post…</Loading>}
      {error && !data && <p role="alert">This post could not be loaded. Check your connection and reload the page.</p>}
      {data && !post && (
        <>
          <NotFoundStatus />
          <h1 id="content-heading">Not found</h1>
          <p role="alert">There is no news post called “{slug}”.</p>
        </>
      )}
      {post && (
        <>
          <h1 id="content-heading">{post.title}</h1>
          <ContentMeta author={post.author} publishedAt={post.publishedAt} updatedAt={post.updatedAt} tags={post.tags} />
          <ContentBody html={post.bodyHtml} toc={post.toc} />
        </>
      )}
    </article>
  );
}
