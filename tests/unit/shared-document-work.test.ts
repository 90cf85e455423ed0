import { ApolloClient, ApolloLink, gql, type DocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../client/src/app/cache';
import { shareDocumentWork, typenames } from '../../client/src/app/shared-document-work';

/**
 * Each server render has an Apollo client and cache of its own (client/src/entry-server.tsx); what Apollo works out from
 * a document alone is shared between them, so each document is transformed and walked once per process.
 */

const BuildName = gql`
  query BuildName($id: ID!) {
    build(id: $id) {
      id
      name
    }
  }
`;

/** A render's client as entry-server.tsx makes it, its link answering from `names` and keeping what it was handed. */
function renderClient(handed: DocumentNode[], names: Record<string, string>): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        handed.push(operation.query);
        const id = String(operation.variables.id);
        observer.next({ data: { build: { __typename: 'Build', id, name: names[id] } } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: createCache(typenames) });
  shareDocumentWork(client);
  return client;
}

describe('the document work shared by server renders', () => {
  it('hands the server the same transformed document in every render, while each render keeps its own answers', async () => {
    const handed: DocumentNode[] = [];
    const names = { a: 'First', b: 'Second' };
    const first = renderClient(handed, names);
    const second = renderClient(handed, names);
    const answers = [await first.query({ query: BuildName, variables: { id: 'a' } }), await second.query({ query: BuildName, variables: { id: 'b' } })];
    expect(answers.map(({ data }) => (data as { build: { name: string } }).build.name)).toEqual(['First', 'Second']);
    expect(handed).toHaveLength(2);
    // One object: the second render found the first one's work (the render worker prints it once too).
    expect(handed[1]).toBe(handed[0]);
    expect(print(handed[0]!)).toContain('__typename');
    // Each cache holds only its own render's answers.
    const kept = Object.keys(first.extract() as Record<string, unknown>);
    expect(kept).toContain('Build:a');
    expect(kept).not.toContain('Build:b');
    first.stop();
    second.stop();
  });
});
