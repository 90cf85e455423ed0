import { graphql } from '@/gql';

export const SiteSearchQuery = graphql(`
  query SiteSearch($query: String!, $perKind: Int!) {
    search(query: $query, perKind: $perKind) {
      query
      total
      groups {
        kind
        label
        total
        hits {
          kind
          id
          title
          detail
          path
          iconUrl
          ref
        }
      }
    }
  }
`);

export { SEARCH_MAX_LENGTH } from './search-limits';
