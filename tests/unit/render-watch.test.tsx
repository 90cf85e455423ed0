import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWatch } from '../../client/src/server-render-watch';

/**
 * The server draws a page in one pass after its loaders (client/src/entry-server.tsx): a component whose query no
 * loader started would go out half drawn. The watch fails such a render outside production, naming the query.
 */

const Greeting = gql`
  query Greeting($name: String!) {
    greeting(name: $name)
  }
`;

function Hello({ name }: { name: string }) {
  const { data } = useQuery<{ greeting: string }, { name: string }>(Greeting, { variables: { name } });
  return <p>{data ? data.greeting : 'Loading…'}</p>;
}

function Skipped() {
  const { data } = useQuery<{ greeting: string }, { name: string }>(Greeting, { variables: { name: 'nobody' }, skip: true });
  const browserOnly = useQuery<{ greeting: string }, { name: string }>(Greeting, { variables: { name: 'browser' }, ssr: false });
  return <p>{data?.greeting ?? browserOnly.data?.greeting ?? 'skipped'}</p>;
}

/** A request's client and its watch, as entry-server.tsx makes them: every operation the link answers is counted. */
function serverClient() {
  const watch = new RenderWatch();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        watch.asked(operation.query, operation.variables);
        observer.next({ data: { greeting: `Hello, ${String(operation.variables.name)}` } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() });
  watch.follow(client);
  return { client, watch };
}

async function draw(client: ApolloClient, watch: RenderWatch, page: React.ReactNode): Promise<string> {
  watch.rendering = true;
  const { prelude } = await prerenderToNodeStream(<ApolloProvider client={client}>{page}</ApolloProvider>);
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  watch.rendering = false;
  return html;
}

afterEach(() => vi.unstubAllEnvs());

describe('the server render watch', () => {
  it('passes a page whose queries were read before it was drawn, drawn whole in one pass (a skipped query and a browser-only one are not needed)', async () => {
    const { client, watch } = serverClient();
    await client.query({ query: Greeting, variables: { name: 'Ada' } });
    const html = await draw(client, watch, <><Hello name="Ada" /><Skipped /></>);
    expect(html).toContain('Hello, Ada');
    expect(watch.unanswered()).toEqual([]);
    expect(() => watch.check('http://almanac.test/tools/planner')).not.toThrow();
  });

  it('fails the render outside production when a component needs a query no loader started, naming it', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    const { client, watch } = serverClient();
    await client.query({ query: Greeting, variables: { name: 'Ada' } });
    const html = await draw(client, watch, <><Hello name="Ada" /><Hello name="Grace" /></>);
    expect(html).toContain('Loading…');
    expect(watch.unanswered()).toEqual(['Greeting {"name":"Grace"}']);
    expect(() => watch.check('http://almanac.test/tools/planner?state=x')).toThrow(/\/tools\/planner was drawn on the server needing queries .*Greeting \{"name":"Grace"\}/);
  });

  it('in production logs the mistake and lets the page go out', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, watch } = serverClient();
    await draw(client, watch, <Hello name="Grace" />);
    expect(() => watch.check('http://almanac.test/me')).not.toThrow();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\/me was drawn on the server needing queries .*Greeting/));
    logged.mockRestore();
  });

  it('lets a query that was asked before the render and failed go: the browser asks again', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    const watch = new RenderWatch();
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          watch.asked(operation.query, operation.variables);
          observer.error(new Error('store unavailable'));
        }),
    );
    const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() });
    watch.follow(client);
    await client.query({ query: Greeting, variables: { name: 'Ada' } }).catch(() => undefined);
    await draw(client, watch, <Hello name="Ada" />);
    expect(() => watch.check('http://almanac.test/news')).not.toThrow();
  });
});
