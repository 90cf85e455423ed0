import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import '../builds.css';

const DebugBuildsQuery = graphql(`
  query DebugBuilds {
    me {
      id
      builds {
        id
        name
        owner
        ownerUsername
        isPublic
        publishDate
        buildIconId
        # The build's own fields (its first variant); the other variants of 200 builds would pass
        # the signed-in cost limit (they are on the build's page and in the tools).
        class
        characterLevel
        isPlannerBuild
        dataVersion
        madeWithVersion
        assignedPoints {
          trait
          points
        }
        statAllocations {
          ...StatAllocations_stats
        }
        levellingPlan
        targetMonsterId
        equippedItemIds {
          slot
          itemId
          legacyValue
        }
        likeCount
        commentCount
        createdAt
        updatedAt
      }
    }
    topBuilds {
      ...TopBuild_build
    }
  }
`);

/** /debug/builds (non-production builds only): the raw builds the signed-in user can see. */
export function DebugBuildsRoute() {
  const { data, loading, error } = useQuery(DebugBuildsQuery, { fetchPolicy: 'network-only' });
  return (
    <section className="page">
      <h1>Debug: builds</h1>
      <p className="muted">Exists only in non-production builds. Your own builds, then the top public builds, as the API returns them.</p>
      {loading && <p className="muted">Loading…</p>}
      {error && <p role="alert">{error.message}</p>}
      {data && (
        <>
          <h2>Your builds ({data.me?.builds.length ?? 'signed out'})</h2>
          {/* Long JSON scrolls inside its box: focusable, so a keyboard can scroll it too. */}
          <pre className="debug-json" data-testid="debug-own-builds" tabIndex={0} aria-label="Your builds as JSON">{JSON.stringify(data.me?.builds ?? null, null, 2)}</pre>
          <h2>Top public builds ({data.topBuilds.length})</h2>
          <pre className="debug-json" data-testid="debug-top-builds" tabIndex={0} aria-label="Top public builds as JSON">{JSON.stringify(data.topBuilds, null, 2)}</pre>
        </>
      )}
    </section>
  );
}
