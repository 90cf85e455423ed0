import { useSubscription } from '@apollo/client/react';
import type { ContentKind } from '@/gql/graphql';
import { useContentRemoved } from '@/components/content/use-content-removed';
import { ContentChangedSubscription } from './content-queries';

/**
 * Keeps an open page current: the changed document lands in the cache by its id (so a page
 * showing it re-renders), and `onChange` lets a list refetch to pick up new, unpublished or
 * deleted ones (`removedId` is set for the last two).
 */
export function useLiveContent(kind: ContentKind, onChange?: (removedId?: string) => void) {
  useSubscription(ContentChangedSubscription, { variables: { kind }, onData: () => onChange?.() });
  useContentRemoved(kind, (id) => onChange?.(id));
}
