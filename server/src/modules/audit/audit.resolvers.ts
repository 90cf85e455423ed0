import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { ITEMS_COLLECTION } from '../items/items.service';
import type { AuditDocument } from './audit.model';
import { CONTENT_KINDS } from '../content/content.model';
import { contentKindEnum } from '../content/content.resolvers';

const json = (document: unknown) => (document === null || document === undefined ? null : JSON.stringify(document, null, 2));

export const auditResolvers: Resolvers = {
  Query: {
    auditLog: (_root, { first, after }, { services, viewer }) => {
      services.profiles.requireAdmin(viewer);
      return services.audit.list(first, after);
    },
  },
  Mutation: {
    revertAuditEntry: (_root, { id }, { services, viewer }) => services.audit.revert(services.profiles.requireAdmin(viewer), id),
  },
  AdminOverview: {
    contentCounts: (_root, _args, { services }) =>
      Promise.all(
        CONTENT_KINDS.map(async (kind) => ({
          kind: contentKindEnum(kind),
          published: await services.content.count(kind, 'published'),
          drafts: await services.content.count(kind, 'draft'),
        })),
      ),
    itemCount: (_root, _args, { services }) => services.items.count(),
    retiredItemCount: (_root, _args, { services }) => services.items.count(true),
    latestChanges: async (_root, _args, { services }) => (await services.audit.list(10, null)).edges.map((edge) => edge.node),
  },
  AuditEntry: {
    id: (entry: AuditDocument) => entry._id,
    actor: (entry: AuditDocument) => entry.actorUsername,
    targetType: (entry: AuditDocument) => (entry.collection === ITEMS_COLLECTION ? 'item' : 'content'),
    before: (entry: AuditDocument) => json(entry.before),
    after: (entry: AuditDocument) => json(entry.after),
  },
};
