import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../graphql/__generated__/resolvers';

const notBuilt = (): never => {
  throw new GraphQLError('Moderation is not built yet on this server.', { extensions: { code: 'NOT_IMPLEMENTED' } });
};

export const moderationResolvers: Resolvers = {
  Query: {
    moderationQueue: notBuilt,
    moderationCase: notBuilt,
    moderationReasonTemplates: notBuilt,
    myReports: notBuilt,
    reportByReceipt: notBuilt,
    myModerationDecisions: notBuilt,
  },
  Mutation: {
    report: notBuilt,
    decideModerationCase: notBuilt,
    appealModerationDecision: notBuilt,
  },
  Subscription: {
    moderationCaseChanged: { subscribe: notBuilt },
  },
  Build: {
    moderation: () => null,
    notesModeration: () => null,
    locked: () => false,
  },
  Comment: {
    moderation: () => null,
  },
  Profile: {
    suspension: () => null,
  },
};
