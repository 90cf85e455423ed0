import type { IncomingMessage } from 'node:http';
import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { SESSION_COOKIE } from '../auth';
import { PREFERENCES_COOKIE } from '../../game-data/rules/preferences';
import { isEmbedPage } from './embed-pages';

/**
 * Who a request may be, read once from its headers and kept on it: every later step (the response cache's hit
 * path, the lean path, the session middleware, the page cache, the renderer, the live transports) reads this instead
 * of testing the cookies itself, so "may this answer be shared" has one answer per request.
 */
export interface Classification {
  /** It carries the session cookie: only then can it have a session, and only then is one loaded. */
  sessionCookie: boolean;
  /** It may act for someone (the session cookie, or an Authorization header): never answered from nor kept in a shared cache. */
  mayBeSignedIn: boolean;
  /**
   * Whether a page request is answered with the shared body (the page drawn for no viewer, kept in the response cache):
   * - `'public'`: no session cookie and no credentials: the shared body as it is, `public, no-cache`;
   * - `'pending'`: a session cookie and the preferences cookie, on a page that is not the viewer's own: the same body
   *   marked "session pending", `private, no-cache`, when that body is public (else the page is drawn for its viewer);
   *   the browser fills in the viewer's own parts after hydrating;
   * - null: drawn for its viewer, never kept (credentials; a session on the viewer's own pages, an embed page, or
   *   without the preferences cookie).
   */
  sharedPage: 'public' | 'pending' | null;
}

/** Matches a Cookie header that carries the cookie `name` (by name only: other cookies do not matter). */
export const sessionCookiePattern = (name: string) => new RegExp(`(?:^|;)\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=`);

/** Whether the request carries the named cookie. */
export function hasCookie(request: IncomingMessage, pattern: RegExp): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && pattern.test(cookie);
}

const sessionCookie = sessionCookiePattern(SESSION_COOKIE);
const preferencesCookie = sessionCookiePattern(PREFERENCES_COOKIE);

/**
 * Pages that are the signed-in player's own (their profile, the admin pages, the sign-in page): drawn for the viewer,
 * never from the anonymous page, whose "sign in" version of them would be the wrong page until the browser redrew it.
 */
const VIEWER_PAGES = /^\/(?:me|manage|login)(?:[/?#]|$)/i;

/**
 * Pages whose address carries a secret (a notice's receipt code): drawn for each request, never kept in the page cache
 * nor in any other, answered `private, no-store` (client-pages.ts), with or without a session.
 */
const SECRET_PAGES = /^\/report-status(?:[/?#]|$)/i;

/** Whether the request is for a page whose address carries a secret (see SECRET_PAGES). */
export function isSecretPage(url: string | undefined): boolean {
  return SECRET_PAGES.test(url ?? '');
}

const CLASSIFIED = Symbol('classification');
type Classified = IncomingMessage & { [CLASSIFIED]?: Classification };

/** The request's classification, computed on its first call and kept on the request (a WebSocket upgrade request too). */
export function classify(req: IncomingMessage): Classification {
  const known = (req as Classified)[CLASSIFIED];
  if (known) return known;
  const withSession = hasCookie(req, sessionCookie);
  const credentials = req.headers.authorization !== undefined;
  // The page's look (theme, density) is the preferences cookie's, the browser's copy of the profile's, which the shell
  // writes on the first signed-in page: a session without it (a new device) gets that first page drawn for its viewer.
  // An embed page has no shell to ask who the viewer is: drawn for it.
  const sharedPage = credentials || isSecretPage(req.url)
    ? null
    : !withSession
      ? 'public'
      : VIEWER_PAGES.test(req.url ?? '') || isEmbedPage(req.url) || !hasCookie(req, preferencesCookie)
        ? null
        : 'pending';
  const classification: Classification = { sessionCookie: withSession, mayBeSignedIn: withSession || credentials, sharedPage };
  (req as Classified)[CLASSIFIED] = classification;
  return classification;
}

/**
 * The root fields a mutation operation runs (through fragments; an alias runs its field), so the gate can ask whether
 * the caller may write them. Empty for a query or a subscription.
 */
export function mutationFieldsOf(document: DocumentNode, operation: OperationDefinitionNode | undefined): string[] {
  if (operation?.operation !== 'mutation') return [];
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const fields = new Set<string>();
  const visit = (selectionSet: SelectionSetNode, seen: ReadonlySet<string>): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) visit(fragment.selectionSet, new Set([...seen, fragment.name.value]));
      }
    }
  };
  visit(operation.selectionSet, new Set());
  fields.delete('__typename');
  return [...fields];
}
