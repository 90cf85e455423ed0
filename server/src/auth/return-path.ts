/** The return-path rule is shared with the client's login dialog (one rule). */
export { safeReturnPath } from '../../game-data/rules/return-path';

/** The query parameter that tells the client a sign-in failed and with which provider. */
export const SIGN_IN_ERROR_PARAM = 'signInError';

/** The return path with the failure marker added, so the client reopens the dialog with the message. */
export function withSignInError(path: string, provider: string): string {
  const url = new URL(path, 'http://almanac.invalid');
  url.searchParams.set(SIGN_IN_ERROR_PARAM, provider);
  return `${url.pathname}${url.search}`;
}
