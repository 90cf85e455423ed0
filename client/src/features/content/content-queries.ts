import { graphql } from '@/gql';

export const ContentDocument_content = graphql(`
  fragment ContentDocument_content on Content {
    id
    kind
    slug
    title
    summary
    bodyHtml
    toc {
      level
      id
      text
    }
    author
    tags
    status
    version
    publishedAt
    updatedAt
    path
  }
`);

export const ContentCard_content = graphql(`
  fragment ContentCard_content on Content {
    id
    slug
    title
    summary
    author
    tags
    version
    publishedAt
    updatedAt
    path
  }
`);

export const ContentPageQuery = graphql(`
  query ContentPage($kind: ContentKind!, $idOrSlug: String!) {
    content(kind: $kind, idOrSlug: $idOrSlug) {
      id
      ...ContentDocument_content
    }
  }
`);

export const ContentListQuery = graphql(`
  query ContentList($kind: ContentKind!, $tag: String, $search: String, $first: Int!, $after: String) {
    contents(kind: $kind, tag: $tag, search: $search, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...ContentCard_content
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ContentChangedSubscription = graphql(`
  subscription ContentChanged($kind: ContentKind!) {
    contentChanged(kind: $kind) {
      id
      ...ContentDocument_content
    }
  }
`);
