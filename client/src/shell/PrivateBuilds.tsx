import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import { BuildIcon } from '@/components/builds/BuildIcon';
import { useBuildPreview } from '@/lib/build-preview';
import { PRIVATE_BUILDS_MAX, truncateBuildName } from '@game/rules/builds';

export const PrivateBuildsQuery = graphql(`
  query BuildsBarPrivate {
    me {
      id
      builds {
        id
        name
        class
        buildIconId
        isPublic
        updatedAt
      }
    }
  }
`);

/** The signed-in user's latest builds in the builds bar, at most 4; the profile stream keeps them live. */
export function PrivateBuilds() {
  const { data } = useQuery(PrivateBuildsQuery);
  const preview = useBuildPreview();
  const builds = data?.me?.builds ?? [];
  if (data && builds.length === 0) return <p className="builds-bar-empty">No saved builds yet.</p>;
  return (
    <ul className="private-builds">
      {builds.slice(0, PRIVATE_BUILDS_MAX).map((build) => (
        <li key={build.id}>
          <button type="button" className="private-build" onClick={() => preview.open(build.id)} title={build.name}>
            <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={20} />
            <span>{truncateBuildName(build.name)}</span>
            {build.isPublic && <span className="private-build__public">public</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
