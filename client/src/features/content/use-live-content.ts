import { useSubscription } from '@apollo/client/react';
import type { ContentKind } from '@/gql/graphql';
import { ContentChangedSubscription } from './content-queries';

/**
 * Keeps an open page current: the changed document lands in the cache by its id (so a page
 * showing it re-renders), and `onChange` lets a list refetch to pick up new or unpublished ones.
 */
export function useLiveContent(kind: ContentKind, onChange?: () => void) {
  useSubscription(ContentChangedSubscription, { variables: { kind }, onData: () => onChange?.() });
}
