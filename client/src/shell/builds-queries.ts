import { graphql } from '@/gql';

/**
 * The builds bar's queries, in a module of their own: the phone menu (MenuBuilds) reads the same
 * lists without bringing the bar's code (the carousel, the private builds' list) with it.
 */

/** What a top public build's box shows: the carousel's boxes, the phone menu's links, its live ranking. */
export const TopBuild_build = graphql(`
  fragment TopBuild_build on PublicBuildSummary {
    id
    name
    ownerUsername
    likeCount
    class
    characterLevel
    buildIconId
    isPlannerBuild
  }
`);

/** The top public builds: the carousel, and the phone menu's first five. */
export const TopBuildsQuery = graphql(`
  query BuildsCarouselTop {
    topBuilds {
      ...TopBuild_build
    }
  }
`);

/** The signed-in player's latest builds: the bar's private list, and the phone menu's. */
export const PrivateBuildsQuery = graphql(`
  query BuildsBarPrivate {
    me {
      id
      builds {
        id
        name
        class
        characterLevel
        buildIconId
        isPublic
        updatedAt
      }
    }
  }
`);
