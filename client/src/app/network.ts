import { ApolloLink, HttpLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { OperationTypeNode } from 'graphql';
import { createLiveLink, liveTransportSetting } from './live-link';

/** Hex SHA-256 of a query text with the browser's Web Crypto (only present in secure contexts). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The network under the page's Apollo client, loaded with its first request (apollo.ts): a page
 * the server drew answers its queries from the cache it brought, so it needs none of this to
 * hydrate. Queries and mutations go over HTTP, subscriptions over one WebSocket on the same path,
 * or Server-Sent Events where the WebSocket cannot connect or LIVE_TRANSPORT asks for them.
 * Queries are sent as GET requests carrying only their persisted query hash (the full text
 * follows once when the server does not know it yet), so public reads are answered from the
 * server's response cache with an ETag; mutations stay POST. Every request carries Apollo's
 * CSRF header (a GET has no JSON content type to prove it is not a simple request).
 * The socket connects lazily (on the first subscription) and retries after network drops.
 */
export function createNetworkLink(origin: string): ApolloLink {
  const httpLink = new HttpLink({ uri: `${origin}/graphql`, credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } });
  // Web Crypto exists on https and localhost only; elsewhere queries are plain POSTs.
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  const http = subtle ? ApolloLink.from([new PersistedQueryLink({ sha256, useGETForHashedQueries: true }), httpLink]) : httpLink;
  return ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, createLiveLink(origin, liveTransportSetting()), http);
}
