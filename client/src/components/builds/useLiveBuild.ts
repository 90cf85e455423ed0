import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql';
import { registerViewerParts } from '@/lib/session';

export const LiveBuildQuery = graphql(`
  query LiveBuild($id: ID!) {
    build(id: $id) {
      id
      name
      class
      characterLevel
      isPlannerBuild
      variants {
        name
        characterLevel
      }
      ...BuildCard_build
      ...BuildComments_build
    }
  }
`);

/** What of the build depends on who asks: a signed-in player's page drawn for no viewer asks only this again (lib/session.tsx). */
const BuildViewerPartsQuery = graphql(`
  query BuildViewerParts($id: ID!) {
    build(id: $id) {
      id
      viewerHasLiked
      viewerIsOwner
      viewerHiddenComments {
        ...BuildComments_hidden
      }
    }
  }
`);
registerViewerParts('LiveBuild', BuildViewerPartsQuery);

const LiveBuildSubscription = graphql(`
  subscription LiveBuildChanged($id: ID!) {
    buildChanged(id: $id) {
      id
      name
      class
      characterLevel
      variants {
        name
        characterLevel
      }
      ...BuildCard_build
      ...BuildComments_build
    }
  }
`);

/**
 * A build kept live, its card and its comments: the query reads it, the subscription writes every
 * later change (likes and comments from other players) into the normalized cache. `gone` turns true when the build is
 * deleted or made private while shown.
 */
export function useLiveBuild(id: string | null) {
  const query = useQuery(LiveBuildQuery, { variables: { id: id ?? '' }, skip: !id });
  const gone = useBuildChanges(id);
  return { build: gone ? null : (query.data?.build ?? null), loading: query.loading, error: query.error, gone };
}

/**
 * The build's later changes, written into the normalized cache where every reader of the build (`LiveBuildQuery`, read
 * by a component or by a route's query) sees them; true once the build is deleted or made private while shown.
 */
export function useBuildChanges(id: string | null): boolean {
  const live = useSubscription(LiveBuildSubscription, { variables: { id: id ?? '' }, skip: !id });
  return live.data !== undefined && live.data.buildChanged === null;
}
