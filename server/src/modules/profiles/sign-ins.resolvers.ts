import type { Resolvers } from '../../graphql/__generated__/resolvers';
import type { GraphQLContext } from '../../context';
import type { ProfileDocument } from './profile.model';
import type { SignInDocument } from './sign-in.model';
import { signInPublicId } from './sign-ins';
import { pageSize } from '../../graphql/connection';

const signInOut = (record: SignInDocument) => ({ id: signInPublicId(record), provider: record.provider, linkedAt: record.linkedAt });

/** Only the owner reads a profile's sign-ins and activity (an admin list of profiles shows none of them). */
const isOwner = (profile: ProfileDocument, { viewer }: GraphQLContext) => viewer !== null && viewer._id === profile._id;

/** Connected sign-ins and the player's activity list; spread into the profile module's resolvers. */
export const signInResolvers = {
  Mutation: {
    disconnectSignIn: async (_root, { id }, { services, viewer }) => {
      const me = services.profiles.requireViewer(viewer);
      const removed = await services.profiles.signIns.disconnect(me._id, id);
      await services.activity.record(me._id, 'sign-in.disconnect', removed.provider, `Disconnected ${removed.provider}.`);
      return (await services.profiles.signIns.ofProfile(me._id)).map(signInOut);
    },
  },
  Profile: {
    signIns: async (profile: ProfileDocument, _args, context) =>
      isOwner(profile, context) ? (await context.services.profiles.signIns.ofProfile(profile._id)).map(signInOut) : [],
    activity: async (profile: ProfileDocument, { first }, context) =>
      isOwner(profile, context)
        ? (await context.services.activity.list(profile._id, pageSize(first, 50))).map((entry) => ({
            id: entry._id,
            at: entry.at,
            action: entry.action,
            provider: entry.provider,
            detail: entry.detail,
          }))
        : [],
  },
} satisfies Pick<Resolvers, 'Mutation' | 'Profile'>;
