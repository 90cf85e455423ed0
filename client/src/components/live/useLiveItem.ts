import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql';

const LiveItemSubscription = graphql(`
  subscription LiveItem($id: ID!) {
    itemChanged(id: $id) {
      id
      name
      description
      category
      slot
      level
      tier
      classes
      weight
      value
      twoHanded
      retired
      iconUrl
      stats {
        ...ItemStats_stats
      }
    }
  }
`);

/** Keeps an open item page current: an admin's edit lands in the cache under the item's id. */
export function useLiveItem(id: string | undefined) {
  useSubscription(LiveItemSubscription, { variables: { id: id ?? '' }, skip: !id });
}
