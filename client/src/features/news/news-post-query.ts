import { graphql } from '@/gql';

/**
 * /news/{slug}'s route query, in a module of its own: the route's loader imports it when the route is entered (with
 * the page's chunk), not with the app's first JavaScript, which has no room for every route's document.
 */
export const NewsPostQuery = graphql(`
  query NewsPost($idOrSlug: String!) {
    newsPost(idOrSlug: $idOrSlug) {
      id
      slug
      title
      summary
      author
      tags
      bodyHtml
      toc {
        level
        id
        text
      }
      publishedAt
      updatedAt
    }
  }
`);
