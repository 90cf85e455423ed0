import { mergeIterables } from '../../graphql/merge-iterators';
import type { ChangeEvent } from '../../store/port';
import { closedBy, untilClosed } from '../../store/follow';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { signInOptionsOf } from './sign-in-options';
import { readPreferences } from '../../../game-data/rules/preferences';
import type { ProfileDocument } from './profile.model';
import { signInResolvers } from './sign-ins.resolvers';

export const profileResolvers: Resolvers = {
  Query: {
    me: (_root, _args, { viewer }) => viewer,
    signInOptions: (_root, _args, { config, clientAddress }) => signInOptionsOf(config, clientAddress),
    adminOverview: async (_root, _args, { services, viewer }) => {
      services.profiles.requireAdmin(viewer);
      const [counts, admins, newsCount] = await Promise.all([
        services.profiles.counts(),
        services.profiles.admins(),
        services.content.count('news'),
      ]);
      // The other fields are resolved by the AdminOverview resolvers of the audit module.
      return { newsCount, profileCount: counts.profiles, adminCount: counts.admins, admins } as never;
    },
  },
  Mutation: {
    ...signInResolvers.Mutation,
    recordJugglingScore: (_root, { score }, { services, viewer }) => services.profiles.recordJugglingScore(viewer, score),
    updatePreferences: (_root, { input }, { services, viewer }) => services.profiles.updatePreferences(viewer, input),
    updateProfile: async (_root, { input }, { services, viewer }) => {
      const updated = await services.profiles.update(viewer, input);
      if (updated.username !== viewer?.username) await services.builds.renameOwner(updated._id, updated.username);
      return updated;
    },
  },
  Subscription: {
    myProfile: {
      subscribe: (_root, _args, { services, viewer }) =>
        untilClosed(async function* (signal) {
          const me = services.profiles.requireViewer(viewer);
          const feed = closedBy(services.profiles.watch(), signal);
          // The profile's builds are part of it: a build saved on one device reaches the others.
          const changes = mergeIterables<ChangeEvent<ProfileDocument> | 'builds'>(feed, services.builds.watchOwner(me._id, signal));
          try {
            for await (const change of changes) {
              if (change === 'builds' || change.type === 'reload') {
                const current = await services.profiles.byId(me._id);
                if (current) yield { myProfile: current };
              } else if (change.id === me._id && change.document) {
                yield { myProfile: change.document };
              }
            }
          } finally {
            await feed.close();
          }
        }),
    },
  },
  Profile: {
    ...signInResolvers.Profile,
    id: (profile: ProfileDocument) => profile._id,
    jugglingBest: (profile: ProfileDocument) => profile.jugglingBest ?? 0,
    preferences: (profile: ProfileDocument) => readPreferences(profile.preferences),
  },
};
