import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { TOOL_PATHS } from '@/components/build-editor/useBuildEditor';
import { graphql } from '@/gql';
import '../builds.css';
import { NotFoundStatus } from '@/lib/response-status';
import { useHydrated } from '@/lib/use-hydrated';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';

export const ShareLinkQuery = graphql(`
  query ShareLinkPage($code: ID!) {
    shareLink(code: $code) {
      code
      tool
      currentState
      name
      variant
    }
  }
`);

/** The route's loader: the query the page reads, started with the page's chunk. */
export const ShareLinkRouteData: RouteDataLoader = (query, { params }) => query(ShareLinkQuery, { code: params.code ?? '' });

/**
 * /s/{code}: a short link opens its tool with the exact state and the build's name.
 * Its head tags (name, numbers, card) are served by the server for link previews; here the
 * browser goes on to the tool, and an unknown code says so instead of opening a default build.
 */
export function ShareLinkRoute() {
  return (
    // Until the route's query answers (in the browser: the server draws the page answered).
    <Suspense
      fallback={
        <section className="page share-link-page" aria-labelledby="share-link-heading">
          <p className="muted">Opening the shared build…</p>
        </section>
      }
    >
      <ShareLink />
    </Suspense>
  );
}

function ShareLink() {
  const { code = '' } = useParams();
  const { data, error } = useRouteQuery(ShareLinkQuery);
  const link = data?.shareLink;
  const hydrated = useHydrated();
  if (link) {
    // The state as the served game data version reads it: a link made before a patch opens with the traits it was made with.
    const search = new URLSearchParams({ state: link.currentState, name: link.name });
    // The variant the link was made from: the tool opens on a tab of that name.
    if (link.variant) search.set('variant', link.variant);
    const to = `${link.tool === 'PLANNER' ? TOOL_PATHS.planner : TOOL_PATHS['trait-tree']}?${search}`;
    // The server (and hydration) draw a plain link to the tool, which a reader without JavaScript
    // follows (a redirect here would take link previews away from the link's own card); the browser
    // then goes on at once.
    if (hydrated) return <Navigate replace to={to} />;
    return (
      <section className="page share-link-page" aria-labelledby="share-link-heading">
        <h1 id="share-link-heading">{link.name || 'A shared build'}</h1>
        <p>
          <Link className="button button-primary" to={to}>
            {`Open it in the ${link.tool === 'PLANNER' ? 'planner' : 'trait tree'}`}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="page share-link-page" aria-labelledby="share-link-heading">
      {error && (
        <p role="alert">The shared build could not be loaded. Check your connection and reload the page.</p>
      )}
      {!error && (
        <>
          <NotFoundStatus />
          <h1 id="share-link-heading">This link is damaged or unknown</h1>
          <p>No shared build has the code “{code}”. Check that the whole link was copied, or start a new build.</p>
          <p>
            <Link className="button button-primary" to={TOOL_PATHS.planner}>
              New planner build
            </Link>{' '}
            <Link className="button" to={TOOL_PATHS['trait-tree']}>
              New trait tree build
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
