import { graphql } from '@/gql';

/**
 * The documents only a signed-in player's page uses, loaded with their first use: the profile stream (session.tsx,
 * once a player is signed in) and the preferences' save (preferences.tsx). Not part of the JavaScript every page
 * loads first: a signed-out visitor never needs them, and the network they go over loads on first use too.
 */

// The profile is observed as a stream: the result lands in the cache
// under Profile:<id>, so every component showing the profile updates, on every device.
export const SessionProfileSubscription = graphql(`
  subscription SessionProfile {
    myProfile {
      id
      username
      displayName
      role
      preferences {
        ...ViewerPreferences_fields
      }
      # The builds bar's private list; the stream is how saved builds reach every device.
      builds {
        ...OwnBuildEntry_build
      }
    }
  }
`);

/** A signed-in player's preferences, saved to their profile. */
export const UpdatePreferences = graphql(`
  mutation UpdatePreferences($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      id
      preferences {
        ...ViewerPreferences_fields
      }
    }
  }
`);
