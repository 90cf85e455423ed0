import { request } from 'node:http';
import { inject } from 'vitest';

/**
 * A POST to the component server through Node's own HTTP client, for what another player does
 * meanwhile: their cookie stays out of the page's jar (happy-dom's `fetch` keeps every cookie it
 * is answered with, as the page's own).
 */
export function post(path: string, body: unknown, cookie?: string): Promise<{ status: number; cookie: string | undefined; json: unknown }> {
  const url = new URL(path, inject('componentServerUrl'));
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cookie: response.headers['set-cookie']?.map((line) => line.split(';')[0]).join('; '), json: text ? (JSON.parse(text) as unknown) : null }));
    });
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

/** Signs `username` in with the development sign-in, apart from the page; resolves with the session's Cookie header. */
export async function signInApart(username: string): Promise<string> {
  const signedIn = await post('/auth/dev', { username, role: 'user' });
  if (signedIn.status !== 200 || !signedIn.cookie) throw new Error(`The development sign-in of ${username} answered ${signedIn.status}`);
  return signedIn.cookie;
}

/** A GraphQL operation as `cookie`'s player, apart from the page; throws on an error. */
export async function graphqlApart<T>(cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = (await post('/graphql', { query, variables }, cookie)).json as { data?: T; errors?: unknown };
  if (answer.errors || !answer.data) throw new Error(`The operation failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}
