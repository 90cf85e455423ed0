import { graphql } from '@/gql';

/** The draft's entries of some kinds whose id or name holds the search: the pick lists and reference fields. */
export const DraftEntryNamesQuery = graphql(`
  query DraftEntryNames($kinds: [GameDataKind!]!, $search: String, $first: Int) {
    gameDataDraft {
      id
      entries(kinds: $kinds, search: $search, first: $first) {
        kind
        id
        name
      }
    }
  }
`);
