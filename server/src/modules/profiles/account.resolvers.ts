import type { Resolvers } from '../../graphql/__generated__/resolvers';

/** The signed-in player's sessions and the deletion of their account. */
export const accountResolvers: Resolvers = {
  Query: {
    mySessions: (_root, _args, { services, viewer, sessionId }) => services.account.sessions(viewer, sessionId),
  },
  Mutation: {
    signOutSession: (_root, { id }, { services, viewer }) => services.account.signOutSession(viewer, id),
    signOutOtherSessions: (_root, _args, { services, viewer, sessionId }) => services.account.signOutOthers(viewer, sessionId),
    deleteMyAccount: async (_root, { mode, confirmUsername }, { services, viewer }) => {
      await services.account.deleteAccount(viewer, confirmUsername, mode);
      return true;
    },
  },
};
