/**
 * Where to send the user after signing in: a path on this site (with its query, so an unsaved
 * planner link survives). Anything else (another origin, `//host`, `/\host`, control
 * characters) becomes `/`, so the sign-in cannot be used as an open redirect.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return '/';
  try {
    const url = new URL(value, 'http://almanac.invalid');
    if (url.origin !== 'http://almanac.invalid') return '/';
    if (url.pathname.startsWith('/auth/')) return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

/** The query parameter that tells the client a sign-in failed and with which provider. */
export const SIGN_IN_ERROR_PARAM = 'signInError';

/** The return path with the failure marker added, so the client reopens the dialog with the message. */
export function withSignInError(path: string, provider: string): string {
  const url = new URL(path, 'http://almanac.invalid');
  url.searchParams.set(SIGN_IN_ERROR_PARAM, provider);
  return `${url.pathname}${url.search}`;
}
