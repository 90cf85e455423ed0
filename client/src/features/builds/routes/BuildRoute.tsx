import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buildPageTitle } from '@game/rules/constants';
import { findVariant } from '@game/rules/variants';
import { BuildCard } from '@/components/builds/BuildCard';
import { useLiveBuild } from '@/components/builds/useLiveBuild';
import '../builds.css';
import { NotFoundStatus } from '@/lib/response-status';

/** /builds/{buildId}: a build's own page, the target of shared links (its head tags are served by the server). */
export function BuildRoute() {
  const { buildId = '' } = useParams();
  const { build, loading, error, gone } = useLiveBuild(buildId);
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
    <section className="page build-page">
      <p>
        <Link to="/builds">← All public builds</Link>
      </p>
      {loading && !build && <p className="muted">Loading the build…</p>}
      {error && !build && <p role="alert">The build could not be loaded. Check your connection and reload the page.</p>}
      {!loading && !error && !build && (
        <>
          <NotFoundStatus />
          <h1>Build not found</h1>
          <p>{gone ? 'This build was just deleted or made private.' : 'This build does not exist, or its owner keeps it private.'}</p>
        </>
      )}
      {build && <BuildCard build={build} headingLevel={1} commentsOpen />}
    </section>
  );
}
