import { createClient as createSseClient, NetworkError } from 'graphql-sse';
import type { Client } from 'graphql-ws';
import { collect, socketClient } from './ws';

/** What a client learns from a refusal: its code and message, and where there is an HTTP answer, its status and Retry-After. */
export interface Refusal {
  code: unknown;
  message: string;
  status?: number;
  retryAfter?: string | null;
}

type ErrorList = Array<{ message: string; extensions?: { code?: unknown } }>;

/** One operation POSTed to /graphql: the answer's first error. */
export async function refusalOverHttp(url: string, query: string, variables: Record<string, unknown> = {}): Promise<Refusal> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { errors?: ErrorList };
  return { code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message ?? '(no error)', status: response.status, retryAfter: response.headers.get('retry-after') };
}

/**
 * The first thing a streaming client (graphql-ws's, graphql-sse's) hears: a result's first error,
 * the error list it was refused with, or for graphql-sse a refused request (its NetworkError),
 * read from the JSON body of the response it carries, as a client would.
 */
async function firstError(client: Client, query: string, variables: Record<string, unknown>): Promise<Refusal> {
  const stream = collect(client, query, variables);
  try {
    const result = await Promise.race([
      stream.next(10_000),
      new Promise((resolve) => {
        const poll = setInterval(() => stream.error && (clearInterval(poll), resolve(null)), 10);
      }),
    ]);
    const failure = stream.error as unknown;
    if (failure instanceof NetworkError && failure.response) {
      const response = failure.response as Response;
      const body = (await response.json()) as { errors: ErrorList };
      return { code: body.errors[0]!.extensions?.code, message: body.errors[0]!.message, status: response.status, retryAfter: response.headers.get('retry-after') };
    }
    const errors = ((result as { errors?: unknown[] } | null)?.errors ?? failure) as ErrorList;
    if (!Array.isArray(errors)) throw new Error(`Expected a GraphQL error, got ${String(failure)}`);
    return { code: errors[0]!.extensions?.code, message: errors[0]!.message };
  } finally {
    stream.dispose();
  }
}

/** One operation on a fresh graphql-ws client. */
export async function refusalOverSocket(url: string, query: string, variables: Record<string, unknown> = {}): Promise<Refusal> {
  const client = socketClient(url);
  try {
    return await firstError(client, query, variables);
  } finally {
    await client.dispose();
  }
}

/** One operation on graphql-sse's own client, as a page using the SSE transport has it. */
export async function refusalOverSse(url: string, query: string, variables: Record<string, unknown> = {}): Promise<Refusal> {
  const client = createSseClient({ url: `${url}/graphql/stream`, retryAttempts: 0 });
  try {
    return await firstError(client as unknown as Client, query, variables);
  } finally {
    client.dispose();
  }
}
