import type { ApolloClient, DocumentNode, ObservableQuery, OperationVariables } from '@apollo/client';

/**
 * The server draws a page in one pass, after the route's loaders and the shell have read what it shows
 * (entry-server.tsx): a component's query is answered from the request's Apollo cache, or from its route query's
 * reference. A query no loader started would not be asked at all (on the server a component's `useQuery` only reads
 * the cache) and the page would go out half drawn ("Loading…" where its data belongs), or, a suspending one, asked in
 * the middle of the render. This watch finds both: the operations asked while the page was drawn, and the queries the
 * drawn components made that the cache could not answer and nothing had asked before. Outside production such a page
 * fails to render, naming the queries (every page test then fails on it); in production the page goes out as drawn
 * and the mistake is logged.
 */
export class RenderWatch {
  /** Set while the page is drawn. */
  rendering = false;
  private readonly before = new Set<string>();
  private readonly during = new Set<string>();
  private readonly made: ObservableQuery[] = [];

  /** An operation the page asks of the server. */
  asked(query: DocumentNode, variables: Record<string, unknown> | undefined): void {
    (this.rendering ? this.during : this.before).add(keyOf(query, variables));
  }

  /** Watches the queries made on `client` while the page is drawn (every component query is made through `watchQuery`). */
  follow(client: ApolloClient): void {
    const watchQuery = client.watchQuery.bind(client);
    client.watchQuery = ((options: ApolloClient.WatchQueryOptions<unknown, OperationVariables>) => {
      const observable = watchQuery(options);
      if (this.rendering) this.made.push(observable as ObservableQuery);
      return observable;
    }) as typeof client.watchQuery;
  }

  /** The queries the drawn page needed that no loader had asked for (names and variables), none when it was whole. */
  unanswered(): string[] {
    const missing = new Set(this.during);
    for (const observable of this.made) {
      // Skipped, or asked for in the browser only (`ssr: false`).
      if (observable.options.fetchPolicy === 'standby' || (observable.options as { ssr?: boolean }).ssr === false) continue;
      const key = keyOf(observable.query as DocumentNode, observable.variables);
      // Asked before the render and failed: the page says so or waits, and the browser asks again.
      if (this.before.has(key)) continue;
      if (observable.getCurrentResult().dataState === 'complete') continue;
      missing.add(key);
    }
    return [...missing];
  }

  /** Fails the render outside production (logs it in production) when the page needed a query no loader started. */
  check(url: string): void {
    const missing = this.unanswered();
    if (missing.length === 0) return;
    const message = `${new URL(url).pathname} was drawn on the server needing queries no route loader or shell read started: ${missing.join('; ')}. Start them in the route's loader (routeQuery).`;
    // The server's own NODE_ENV, read at run time (the build writes the bundle's `process.env.NODE_ENV` in as its mode).
    const { env } = process;
    if (env.NODE_ENV === 'production') console.error(message);
    else throw new Error(message);
  }
}

/** An operation's name and variables, the same whether it comes from the link or from a component's query. */
function keyOf(query: DocumentNode, variables: Record<string, unknown> | undefined): string {
  const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const name = operation && 'name' in operation ? (operation.name?.value ?? 'anonymous') : 'anonymous';
  return `${name} ${stableJson(variables ?? {})}`;
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}
