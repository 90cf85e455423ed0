import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PrivateBuildsQuery } from './private-builds-query';
import { BuildIcon } from '@/components/builds/BuildIcon';
import { readOwnBuilds } from '@/components/builds/own-build-entry';
import { useBuildPreview } from '@/lib/build-preview';
import { useLocalBuilds } from '@/lib/local-builds';
import { CLASS_NAMES, type ClassId } from '@game/rules/constants';
import { PRIVATE_BUILDS_MAX, truncateBuildName } from '@game/rules/builds';

/** "+N more" under the bar's list when the player has more builds than it shows. */
function MoreBuilds({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <p className="builds-bar-more-count">
      <Link to="/me" aria-label={`${count} more ${label} on your profile`}>
        +{count} more
      </Link>
    </p>
  );
}

/**
 * The signed-in user's latest builds in the builds bar, at most 4, each with its class and level
 * beside the cut name, and how many more there are; the profile stream keeps them live.
 */
export function PrivateBuilds() {
  const { data } = useQuery(PrivateBuildsQuery);
  const preview = useBuildPreview();
  const builds = readOwnBuilds(data?.me?.builds ?? []);
  if (data && builds.length === 0) return <p className="builds-bar-empty">No saved builds yet.</p>;
  return (
    <>
      <ul className="private-builds">
        {builds.slice(0, PRIVATE_BUILDS_MAX).map((build) => (
          <li key={build.id}>
            <button type="button" className="private-build" onClick={() => preview.open(build.id)} title={build.name}>
              <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={20} />
              <span className="private-build__name">{truncateBuildName(build.name)}</span>
              <span className="private-build__meta">
                {CLASS_NAMES[build.class as ClassId]} {build.characterLevel}
              </span>
              {build.isPublic && <span className="private-build__public">public</span>}
            </button>
          </li>
        ))}
      </ul>
      <MoreBuilds count={builds.length - PRIVATE_BUILDS_MAX} label="builds" />
    </>
  );
}

/** Signed out: the builds kept in this browser, marked local, as the private builds are shown. */
export function LocalBarBuilds() {
  const builds = useLocalBuilds();
  if (builds.length === 0) return null;
  return (
    <>
      <ul className="private-builds private-builds--local" aria-label="Builds kept in this browser">
        {builds.slice(0, PRIVATE_BUILDS_MAX).map((build) => (
          <li key={build.localId}>
            <Link className="private-build" to={build.openPath} title={build.name}>
              <span className="private-build__name">{truncateBuildName(build.name)}</span>
              {build.className && (
                <span className="private-build__meta">
                  {build.className} {build.level ?? ''}
                </span>
              )}
              <span className="private-build__public">local</span>
            </Link>
          </li>
        ))}
      </ul>
      <MoreBuilds count={builds.length - PRIVATE_BUILDS_MAX} label="builds kept in this browser" />
    </>
  );
}
