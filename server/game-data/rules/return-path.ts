/**
 * Where a sign-in sends the user back to: a path on this site with its query (so an unsaved
 * planner link survives). One rule for the server's sign-in routes and the client's login
 * dialog. Anything else (another origin, `//host`, `/\host`, control
 * characters, the sign-in routes themselves) becomes `/`. The result always starts with exactly
 * one `/`, also when dot segments such as `/.//host` collapse, so it can never name another host.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return '/';
  let url: URL;
  try {
    url = new URL(value, 'http://almanac.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://almanac.invalid') return '/';
  // Normalising dot segments can leave `//host` (`/.//host`, `/a/..//host`): keep one slash.
  const path = `/${url.pathname.replace(/^\/+/, '')}`;
  if (path === '/auth' || path.startsWith('/auth/')) return '/';
  const result = `${path}${url.search}`;
  return result.startsWith('//') || result.startsWith('/\\') ? '/' : result;
}
