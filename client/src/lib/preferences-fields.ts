import { graphql } from '@/gql';

/** A profile's preferences as the session reads them: in the first viewer query, the profile stream and a save's answer. */
export const ViewerPreferences_fields = graphql(`
  fragment ViewerPreferences_fields on Preferences {
    buildsBarVisible
    theme
    density
    motion
    toolClass
    toolLevel
  }
`);
