import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { Loading } from '@/components/ui/Loading';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { formatDate } from '@/lib/format';
import { VersionSummary } from '../components/VersionSummary';
import '../patches.css';

export const PatchesQuery = graphql(`
  query Patches {
    gameDataVersions {
      number
      name
      publishedAt
      current
      ...VersionSummary_version
    }
  }
`);

/** Every published version of the game data, newest first. */
export const PatchesRouteData: RouteDataLoader = (query) => query(PatchesQuery, {});

/** /patches: the versions of the game data, each with what it changed and a link to its full diff. */
export function PatchesRoute() {
  useEffect(() => {
    document.title = 'Game data versions · Almanac';
  }, []);
  return (
    <section className="page patches-page" aria-labelledby="patches-heading">
      <h1 id="patches-heading">Game data versions</h1>
      <p>
        Every version of the game's data the site has served, newest first: what each added, removed and changed. The <Link to="/patch-notes">patch notes</Link> tell
        the story.
      </p>
      {/* Until the route's query answers (in the browser: the server draws the page answered). */}
      <Suspense fallback={<Loading>Loading the versions…</Loading>}>
        <Versions />
      </Suspense>
    </section>
  );
}

function Versions() {
  const { data, error } = useRouteQuery(PatchesQuery);
  if (error && !data) return <p role="alert">The versions could not be loaded. Check your connection and reload the page.</p>;
  const versions = data?.gameDataVersions ?? [];
  return (
    <ol className="patches-list" reversed>
      {versions.map((version) => (
        <li key={version.number}>
          <h2>
            <Link to={`/patches/${version.number}`}>{version.name}</Link>
            {version.current && <span className="muted"> (current)</span>}
          </h2>
          <p className="muted">
            Version {version.number}, published <time dateTime={version.publishedAt}>{formatDate(version.publishedAt)}</time>
          </p>
          <VersionSummary version={version} />
        </li>
      ))}
    </ol>
  );
}
