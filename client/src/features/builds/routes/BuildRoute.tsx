import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { buildPageTitle } from '@game/rules/constants';
import { BuildCard } from '@/components/builds/BuildCard';
import { useLiveBuild } from '@/components/builds/useLiveBuild';
import '../builds.css';
import { NotFoundStatus } from '@/lib/response-status';

/** /builds/{buildId}: a build's own page, the target of shared links (its head tags are served by the server). */
export function BuildRoute() {
  const { buildId = '' } = useParams();
  const { build, loading, error, gone } = useLiveBuild(buildId);

  useEffect(() => {
    if (build) document.title = buildPageTitle(build.name, build.class, build.characterLevel);
  }, [build]);

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
