import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { signInOptionsOf } from '../../auth';
import type { ProfileDocument } from './profile.model';

export const profileResolvers: Resolvers = {
  Query: {
    me: (_root, _args, { viewer }) => viewer,
    signInOptions: (_root, _args, { config }) => signInOptionsOf(config),
    adminOverview: async (_root, _args, { services, viewer }) => {
      services.profiles.requireAdmin(viewer);
      const [counts, admins, news] = await Promise.all([
        services.profiles.counts(),
        services.profiles.admins(),
        services.news.list(1, null),
      ]);
      return { newsCount: news.totalCount, profileCount: counts.profiles, adminCount: counts.admins, admins };
    },
  },
  Mutation: {
    updateProfile: (_root, { input }, { services, viewer }) => services.profiles.update(viewer, input),
  },
  Subscription: {
    myProfile: {
      subscribe: async function* (_root, _args, { services, viewer }) {
        const me = services.profiles.requireViewer(viewer);
        const feed = services.profiles.watch();
        try {
          for await (const change of feed) {
            if (change.type === 'reload') {
              const current = await services.profiles.byId(me._id);
              if (current) yield { myProfile: current };
            } else if (change.id === me._id && change.document) {
              yield { myProfile: change.document };
            }
          }
        } finally {
          await feed.close();
        }
      },
    },
  },
  Profile: {
    id: (profile: ProfileDocument) => profile._id,
  },
};
