import { useSubscription } from '@apollo/client/react';
import { startTransition, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '@/gql';
import { ContentBody, ContentMeta } from '@/components/content/ContentBody';
import { useContentRemoved } from '@/components/content/use-content-removed';
import { Loading } from '@/components/ui/Loading';
import { NotFoundStatus } from '@/lib/response-status';
import { useRouteQuery } from '@/lib/use-route-query';
import { NewsPostQuery } from '../news-post-query';

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

/** /news/{slug}: one news post in full (the route's loader reads it); an edit reaches the open page at once. */
export function NewsPostRoute() {
  return (
    <article className="page content-page" aria-labelledby="content-heading">
      <p className="content-back">
        <Link to="/news">← All news</Link>
      </p>
      {/* Until the route's query answers (in the browser: the server draws the page answered). */}
      <Suspense fallback={<Loading>Loading the post…</Loading>}>
        <NewsPost />
      </Suspense>
    </article>
  );
}

function NewsPost() {
  const { slug = '' } = useParams();
  const { data, error, refetch } = useRouteQuery(NewsPostQuery);
  useSubscription(NewsPostChanged);
  useContentRemoved('NEWS', (id) => {
    // In a transition: the post stays drawn while it is read again, instead of giving way to "Loading…".
    if (id === data?.newsPost?.id) startTransition(() => void refetch());
  });
  const post = data?.newsPost;
  useEffect(() => {
    if (post) document.title = `${post.title} · Almanac`;
    else if (data) document.title = 'Not found · Almanac';
  }, [post, data]);
  return (
    <>
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
    </>
  );
}
