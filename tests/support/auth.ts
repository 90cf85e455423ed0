import { SESSION_COOKIE } from '../../server/src/auth';

/** The `almanac.sid=...` pair of a response's Set-Cookie, or null when it sets none. */
export function sessionCookieOf(response: Response): string | null {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]!;
    if (pair.startsWith(`${SESSION_COOKIE}=`)) return pair;
  }
  return null;
}

/** Signs in with the development sign-in; resolves with the Cookie header of the new session. */
export async function devSignIn(baseUrl: string, username: string, role: 'user' | 'admin' = 'user'): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, role }),
  });
  if (response.status !== 200) throw new Error(`Development sign-in failed with ${response.status}: ${await response.text()}`);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('The development sign-in set no session cookie');
  return cookie;
}
