import { graphql } from '@/gql';

/**
 * The builds bar's queries, in a module of their own: the phone menu (MenuBuilds) reads the same
 * lists without bringing the bar's code (the carousel, the private builds' list) with it. The
 * private builds' query is in private-builds-query.ts: the shell registers it with the session, so
 * it is in every page's first JavaScript, and these documents are not.
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
