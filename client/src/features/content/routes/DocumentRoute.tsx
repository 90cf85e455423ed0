import { startTransition, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { ContentKind } from '@/gql/graphql';
import { ContentPageQuery } from '../content-queries';
import { ContentDocument } from '../components/ContentDocument';
import { useLiveContent } from '../use-live-content';
import { Loading } from '@/components/ui/Loading';
import { NotFoundStatus } from '@/lib/response-status';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';

const BACK: Partial<Record<ContentKind, { to: string; label: string }>> = {
  ARTICLE: { to: '/articles', label: 'All articles' },
  GUIDE: { to: '/guides', label: 'All guides' },
};

const NOUN: Record<ContentKind, string> = { ARTICLE: 'article', GUIDE: 'guide', NEWS: 'news post', PATCH_NOTES: 'patch note', PAGE: 'page' };

/** One document of a kind: /articles/{articleId}, /guides/{slug} and the fixed pages (their slug is given); the route's loader reads it. */
export function DocumentRoute({ kind, slug: fixedSlug }: { kind: ContentKind; slug?: string }) {
  return (
    // Until the route's query answers (in the browser: the server draws the page answered).
    <Suspense fallback={<Loading />}>
      <DocumentPage kind={kind} fixedSlug={fixedSlug} />
    </Suspense>
  );
}

function DocumentPage({ kind, fixedSlug }: { kind: ContentKind; fixedSlug?: string }) {
  const params = useParams();
  const slug = fixedSlug ?? params.articleId ?? params.slug ?? '';
  const { data, error, refetch } = useRouteQuery(ContentPageQuery);
  // Unpublished or deleted while open: ask again, and the page says it is gone.
  useLiveContent(kind, (removedId) => {
    // In a transition: the document stays drawn while it is read again, instead of giving way to "Loading…".
    if (removedId && removedId === data?.content?.id) startTransition(() => void refetch());
  });
  const back = BACK[kind];
  const missing = data && !data.content;
  useEffect(() => {
    if (missing) document.title = `Not found · Almanac`;
  }, [missing]);
  const backLink = back ? (
    <p className="content-back">
      <Link to={back.to}>← {back.label}</Link>
    </p>
  ) : null;
  if (data?.content) return <ContentDocument content={data.content} before={backLink} hideMeta={kind === 'PAGE'} />;
  return (
    <section className="page content-page" aria-labelledby="content-heading">
      {backLink}
      {error && !data && <p role="alert">This page could not be loaded. Check your connection and reload the page.</p>}
      {missing && (
        <>
          <NotFoundStatus />
          <h1 id="content-heading">Not found</h1>
          <p role="alert">There is no {NOUN[kind]} called “{slug}”. It may have been renamed or taken down.</p>
        </>
      )}
    </section>
  );
}

/** The routes' loaders: the document of the kind and slug each route names. */
const documentData =
  (kind: ContentKind, slugOf: (params: Parameters<RouteDataLoader>[1]['params']) => string | undefined): RouteDataLoader =>
  (query, { params }) =>
    query(ContentPageQuery, { kind, idOrSlug: slugOf(params) ?? '' });
export const HowToPlayRouteData = documentData('PAGE', () => 'how-to-play');
export const CreditsRouteData = documentData('PAGE', () => 'credits');
export const BoletusRouteData = documentData('PAGE', () => 'boletus');
export const ArticleRouteData = documentData('ARTICLE', (params) => params.articleId);
export const GuideRouteData = documentData('GUIDE', (params) => params.slug);

export const HowToPlayRoute = () => <DocumentRoute kind="PAGE" slug="how-to-play" />;
export const CreditsRoute = () => <DocumentRoute kind="PAGE" slug="credits" />;
export const BoletusRoute = () => <DocumentRoute kind="PAGE" slug="boletus" />;
export const ArticleRoute = () => <DocumentRoute kind="ARTICLE" />;
export const GuideRoute = () => <DocumentRoute kind="GUIDE" />;
