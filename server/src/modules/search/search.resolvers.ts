import type { Resolvers } from '../../graphql/__generated__/resolvers';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_root, { query, perKind, kinds }, { services }) => services.search.search(query, perKind ?? 5, kinds),
  },
};
