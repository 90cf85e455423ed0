import { itemTier } from '../../../game-data/rules/constants';
import type { Resolvers } from '../../graphql/__generated__/resolvers';
import { closedBy, untilClosed } from '../../store/follow';
import { itemIconUrl } from './items.service';
import type { ItemDocument } from './items.model';

export const itemsResolvers: Resolvers = {
  Query: {
    items: (_root, { filter, first, after }, { services }) => services.items.list(filter, first, after),
    itemList: (_root, { filter }, { services }) => services.items.all(filter),
    item: (_root, { id, version }, { services }) => (version === null || version === undefined ? services.items.byId(id) : services.patches.itemAt(id, version)),
    itemCategories: (_root, _args, { services }) => services.items.categories(),
  },
  Mutation: {
    createItem: (_root, { input }, { services, viewer }) => services.items.create(viewer, input),
    updateItem: (_root, { id, input }, { services, viewer }) => services.items.update(viewer, id, input),
    retireItem: (_root, { id }, { services, viewer }) => services.items.retire(viewer, id, true),
    restoreItem: (_root, { id }, { services, viewer }) => services.items.retire(viewer, id, false),
  },
  Subscription: {
    itemChanged: {
      subscribe: (_root, { id }, { services }) =>
        untilClosed(async function* (signal) {
          const feed = closedBy(services.items.watch(), signal);
          try {
            for await (const change of feed) {
              // After lost history (reload) the item is read again: it may have changed meanwhile.
              if (change.type === 'reload') yield { itemChanged: await services.items.byId(id) };
              else if (change.id === id) yield { itemChanged: change.type === 'delete' ? null : change.document };
            }
          } finally {
            await feed.close();
          }
        }),
    },
  },
  Item: {
    id: (item: ItemDocument) => item._id,
    retired: (item: ItemDocument) => item.retired ?? false,
    iconUrl: (item: ItemDocument) => itemIconUrl(item),
    tier: (item: ItemDocument) => itemTier(item.level),
    stats: (item: ItemDocument) => item.stats,
    droppedBy: (item: ItemDocument, _args, { services }) => services.game.data.droppedBy(item._id),
    soldBy: (item: ItemDocument, _args, { services }) => services.game.soldBy(item._id),
    boughtBy: (item: ItemDocument, _args, { services }) => services.game.boughtBy(item._id),
    usedIn: (item: ItemDocument, _args, { services }) => services.game.data.usedIn(item._id),
    madeBy: (item: ItemDocument, _args, { services }) => services.game.data.madeBy(item._id),
  },
};
