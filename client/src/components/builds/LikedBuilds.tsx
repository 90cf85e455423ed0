import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '@/gql';
import { className } from '@/lib/build-preview';
import { playerPath } from '@/lib/players';
import { BuildIcon } from './BuildIcon';
import './builds.css';

export const LikedBuildsQuery = graphql(`
  query LikedBuilds {
    likedBuilds {
      id
      name
      class
      characterLevel
      buildIconId
      ownerUsername
      likeCount
    }
  }
`);

/** /me: the builds the signed-in player liked and can still see, newest like first. */
export function LikedBuilds() {
  const { data, loading, error } = useQuery(LikedBuildsQuery, { fetchPolicy: 'cache-and-network' });
  const builds = data?.likedBuilds ?? [];
  return (
    <section className="liked-builds" aria-labelledby="liked-builds-heading">
      <h2 id="liked-builds-heading">Builds you liked</h2>
      {loading && !data && <p className="muted">Loading the builds you liked…</p>}
      {error && !data && <p role="alert">The builds you liked could not be loaded. Reload the page to try again.</p>}
      {data && builds.length === 0 && (
        <p>
          You have not liked a build yet. Find one among <Link to="/builds">the public builds</Link>.
        </p>
      )}
      {builds.length > 0 && (
        <ul className="liked-builds__list">
          {builds.map((build) => (
            <li key={build.id} className="liked-build">
              <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={28} />
              <span>
                <Link to={`/builds/${encodeURIComponent(build.id)}`}>{build.name}</Link>
                <span className="muted">
                  {' '}
                  · {className(build.class)} level {build.characterLevel} · by{' '}
                  {build.ownerUsername ? <Link to={playerPath(build.ownerUsername)}>{build.ownerUsername}</Link> : 'Deleted player'} · ♥ {build.likeCount}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
