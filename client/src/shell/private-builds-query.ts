import { graphql } from '@/gql';

/**
 * The signed-in player's latest builds: the bar's private list, and the phone menu's. Alone in its module: the shell
 * registers it with the session (asked with the session on a page drawn for no viewer), so it is part of every page's
 * first JavaScript, and the top builds' documents (builds-queries.ts) stay with the bar's and the menu's chunks.
 */
export const PrivateBuildsQuery = graphql(`
  query BuildsBarPrivate {
    me {
      id
      builds {
        ...OwnBuildEntry_build
      }
    }
  }
`);
