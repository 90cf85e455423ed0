import type { ApolloClient, DocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getFragmentData, graphql } from '@/gql';
import { ViewerPreferences_fields } from './preferences-fields';
import type { Preferences } from '@game/rules/preferences';

/** The signed-in profile, as the shell and pages read it. */
export interface Viewer {
  id: string;
  username: string;
  displayName: string;
  role: 'user' | 'admin';
  /** Saved in the profile; they follow the player to every device. */
  preferences: Preferences;
}

export const SessionViewerQuery = graphql(`
  query SessionViewer {
    me {
      id
      username
      displayName
      role
      preferences {
        ...ViewerPreferences_fields
      }
    }
    signInOptions {
      discord
      google
      development
    }
  }
`);

export type SignInProvider = 'discord' | 'google';

export interface SessionState {
  /** null while the first answer is awaited. */
  status: 'loading' | 'signed-in' | 'signed-out';
  viewer: Viewer | null;
  signInOptions: { discord: boolean; google: boolean; development: boolean } | null;
  /** Opens the one login dialog; `returnTo` is where a sign-in comes back to (default: this page). */
  openLogin(options?: { returnTo?: string; failedProvider?: SignInProvider }): void;
  /** Signs out; a failure is only logged. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionState | null>(null);

/** The session as the shell provides it. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the shell');
  return session;
}

/** The greeting name: the display name, or "User" when it is empty. */
export function greetingName(displayName: string | null | undefined): string {
  const trimmed = displayName?.trim();
  return trimmed ? trimmed : 'User';
}

export interface LoginRequest {
  returnTo?: string;
  failedProvider?: SignInProvider;
}

let loginRequests = 0;

/**
 * The server's mark on `<html>` of the shared body served to a request with a session cookie (server/src/http/cache/public-reads.ts):
 * the page was drawn for no viewer, and who is signed in is not known yet. The style sheets hold the account area's
 * place while it is there (shell.css), and the shell removes it once the session has answered (below).
 */
export const SESSION_PENDING = { name: 'data-session', value: 'pending' } as const;

/**
 * The operations to ask again for the viewer when the page hydrating is the shared body the server served to a
 * session (app/hydration.ts pendingViewerOperations), set by main.tsx before it hydrates; null on any other page.
 */
let pendingSession: string[] | null = null;

export function expectSession(viewerOperations: string[] | null): void {
  pendingSession = viewerOperations;
}

/** Queries of pages whose parts that depend on who asks a smaller query reads (with the same variables), by operation name. */
const viewerParts = new Map<string, DocumentNode>();

/**
 * Names the smaller query to ask instead of a page's whole query when the page, drawn for no viewer, changes to a
 * signed-in player's: only the fields that depend on who asks (a build's "liked" and "yours"), not the whole build again.
 */
export function registerViewerParts(operationName: string, query: DocumentNode): void {
  viewerParts.set(operationName, query);
}

/** Queries (without variables) the shell asks as soon as a player is signed in: the builds bar's private builds. */
const signedInShellQueries = new Set<DocumentNode>();

/**
 * Names a query the shell asks once the session says a player is signed in: asked with the session on a page drawn
 * for no viewer, its answer is in the cache before the part that reads it mounts, which then asks nothing more.
 */
export function registerSignedInShellQuery(query: DocumentNode): void {
  signedInShellQueries.add(query);
}

/**
 * Resolves once the page itself has hydrated (components/ui/LiveMark.tsx marks `<html data-hydrated>` from inside the
 * page's boundary, which React hydrates after the shell): only then are the page's queries live to be asked again.
 */
function untilPageHydrated(): Promise<void> {
  const root = document.documentElement;
  if (root.dataset.hydrated === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/**
 * Whether the page still waits to know its viewer (the shared body served to a session): until the session has
 * answered after hydration. The page hydrates as drawn, for no viewer, and only then changes to the viewer's; the
 * server's mark on `<html>` goes once that is drawn, which lets the style sheet show the account area again.
 */
function useSessionPending(client: ApolloClient): boolean {
  const [pending, setPending] = useState(() => pendingSession !== null);
  useEffect(() => {
    const operations = pendingSession;
    if (operations === null) return;
    pendingSession = null;
    void untilPageHydrated()
      // Its code (the combined query) is a chunk of its own: only a session's shared page needs it, never the first paint.
      .then(() => import('./viewer-parts'))
      .then(({ fillInViewer }) => fillInViewer(client, operations, { session: SessionViewerQuery, viewerParts, signedInShellQueries }))
      .catch((error: unknown) => console.error('Reading the signed-in view of the page failed', error))
      .finally(() => setPending(false));
  }, [client]);
  useEffect(() => {
    if (!pending) document.documentElement.removeAttribute(SESSION_PENDING.name);
  }, [pending]);
  return pending;
}

/** Reads the viewer, keeps it live, and owns the login dialog's open state. */
export function useSessionState(): SessionState & { login: (LoginRequest & { id: number }) | null; closeLogin(): void } {
  const { data, loading } = useQuery(SessionViewerQuery);
  const me = data?.me;
  const viewer = useMemo<Viewer | null>(() => (me ? { ...me, preferences: getFragmentData(ViewerPreferences_fields, me.preferences) } : null), [me]);
  // Signed in: the profile stream keeps the viewer live (Apollo writes each profile into its cache). The client's own
  // subscribe, not useSubscription: the hook's code then comes with the pages that need it, not every page's first JavaScript.
  const client = useApolloClient();
  useSessionPending(client);
  const signedIn = viewer !== null;
  useEffect(() => {
    if (!signedIn) return;
    // Its failures are the transport's to report (a socket that cannot connect moves to Server-Sent Events). Its document
    // comes with its first use (signed-in-documents.ts), as the network it goes over does (app/apollo.ts).
    let stream: { unsubscribe: () => void } | null = null;
    let current = true;
    void import('./signed-in-documents')
      .then(({ SessionProfileSubscription }) => {
        if (current) stream = client.subscribe({ query: SessionProfileSubscription }).subscribe({ error: () => undefined });
      })
      .catch((error: unknown) => console.error('Following the profile failed', error));
    return () => {
      current = false;
      stream?.unsubscribe();
    };
  }, [client, signedIn]);
  const [login, setLogin] = useState<(LoginRequest & { id: number }) | null>(null);

  // One dialog only: opening while it is open just updates what it shows.
  const openLogin = useCallback((options: LoginRequest = {}) => setLogin({ ...options, id: (loginRequests += 1) }), []);
  const closeLogin = useCallback(() => setLogin(null), []);
  const signOut = useCallback(async () => {
    try {
      const response = await fetch('/auth/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`Sign-out answered ${response.status}`);
    } catch (error) {
      console.error('Sign-out failed', error);
      return;
    }
    // A fresh page drops every signed-in query and the WebSocket that carried the old session.
    window.location.reload();
  }, []);

  return useMemo(
    () => ({
      status: loading && !data ? 'loading' : viewer ? 'signed-in' : 'signed-out',
      viewer,
      signInOptions: data?.signInOptions ?? null,
      openLogin,
      signOut,
      login,
      closeLogin,
    }),
    [loading, data, viewer, openLogin, signOut, login, closeLogin],
  );
}

export function SessionProvider({ value, children }: { value: SessionState; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
