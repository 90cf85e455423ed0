import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { ContentKind } from '@/gql/graphql';

const ContentRemovedSubscription = graphql(`
  subscription ContentRemoved($kind: ContentKind!) {
    contentRemoved(kind: $kind)
  }
`);

/** Calls `onRemoved` with the id of a published document of the kind once it is unpublished or deleted. */
export function useContentRemoved(kind: ContentKind, onRemoved: (id: string) => void) {
  useSubscription(ContentRemovedSubscription, {
    variables: { kind },
    onData: ({ data }) => {
      const id = data.data?.contentRemoved;
      if (id) onRemoved(id);
    },
  });
}
