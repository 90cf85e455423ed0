import { Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buildPageTitle } from '@game/rules/constants';
import { findVariant } from '@game/rules/variants';
import { BuildCard } from '@/components/builds/BuildCard';
import { BuildContentsWorkedQuery, BuildVariantContentsQuery } from '@/components/builds/BuildContents';
import { BuildPatchChanges, BuildPatchChangesQuery } from '@/components/patches/BuildPatchChanges';
import { LiveBuildQuery, useBuildChanges } from '@/components/builds/useLiveBuild';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { answerOf } from '@/lib/route-preloader';
import '../builds.css';
import { NotFoundStatus } from '@/lib/response-status';

/** The build with its card and comments; the page keeps it live. */
// With what a game-data patch changed in it (BuildPatchChanges), drawn in the page.
// On the server, the card's parts that read their own query as the card will draw them: another variant's contents
// (`?variant=`), or a planner build's worn items (the browser's components ask for them from the cache handed over).
export const BuildRouteData: RouteDataLoader = async (query, { params, request }) => {
  const variables = { id: params.buildId ?? '' };
  const ref = await query(LiveBuildQuery, variables, { alongside: [{ document: BuildPatchChangesQuery, variables }] });
  const build = import.meta.env.SSR ? answerOf(ref)?.build : undefined;
  if (build) {
    const place = build.variants.length > 1 ? Math.max(0, findVariant(build.variants.map((variant) => variant.name), new URL(request.url).searchParams.get('variant'))) : 0;
    if (place > 0) await query(BuildVariantContentsQuery, variables);
    else if (build.isPlannerBuild) await query(BuildContentsWorkedQuery, variables);
  }
  return ref;
};

/** /builds/{buildId}: a build's own page, the target of shared links (its head tags are served by the server). */
export function BuildRoute() {
  return (
    <section className="page build-page">
      <p>
        <Link to="/builds">← All public builds</Link>
      </p>
      {/* Until the route's query answers (in the browser: the server draws the page answered). */}
      <Suspense fallback={<p className="muted">Loading the build…</p>}>
        <BuildPage />
      </Suspense>
    </section>
  );
}

/** The build the route's loader read, kept live: likes and comments from other players arrive in the cache it reads. */
function BuildPage() {
  const { buildId = '' } = useParams();
  const { data, error } = useRouteQuery(LiveBuildQuery);
  const gone = useBuildChanges(buildId);
  const build = gone ? null : (data?.build ?? null);
  const [params] = useSearchParams();
  const wanted = params.get('variant');

  // The title names the variant shown when the build has several, as the server's head does.
  useEffect(() => {
    if (!build) return;
    const names = build.variants.map((v) => v.name);
    const place = Math.max(0, findVariant(names, wanted));
    const variant = names.length > 1 ? build.variants[place] : undefined;
    document.title = buildPageTitle(variant ? `${build.name} · ${variant.name}` : build.name, build.class, variant?.characterLevel ?? build.characterLevel);
  }, [build, wanted]);

  return (
    <>
      {error && !build && <p role="alert">The build could not be loaded. Check your connection and reload the page.</p>}
      {!error && !build && (
        <>
          <NotFoundStatus />
          <h1>Build not found</h1>
          <p>{gone ? 'This build was just deleted or made private.' : 'This build does not exist, or its owner keeps it private.'}</p>
        </>
      )}
      {build && <BuildPatchChanges buildId={build.id} />}
      {build && <BuildCard build={build} headingLevel={1} commentsOpen />}
    </>
  );
}
