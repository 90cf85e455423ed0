import { describe, expect, it } from 'vitest';
import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, execute, parse } from 'graphql';
import { compiledQueries } from '../../server/src/graphql/compiled-queries';

/** A small schema with a resolver that counts its calls, a failing field and a non-null one. */
function testSchema() {
  const calls = { hello: 0 };
  const Post = new GraphQLObjectType({
    name: 'Post',
    fields: { id: { type: new GraphQLNonNull(GraphQLString) }, title: { type: GraphQLString }, likes: { type: GraphQLInt } },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        hello: { type: GraphQLString, args: { name: { type: GraphQLString } }, resolve: (_root, { name }) => ((calls.hello += 1), `hello ${name ?? 'you'}`) },
        posts: { type: new GraphQLList(Post), resolve: async () => [{ id: 'b', title: 'B', likes: 2 }, { id: 'a', title: null, likes: 0 }] },
        broken: { type: GraphQLString, resolve: () => { throw new Error('broken'); } },
        missing: { type: new GraphQLNonNull(GraphQLString), resolve: () => null },
      },
    }),
  });
  return { schema, calls };
}

describe('compiled queries', () => {
  it('run with graphql-js until a document ran often enough, then compiled, with the same results', async () => {
    const { schema, calls } = testSchema();
    const compiled = compiledQueries({ runsBeforeCompiling: 3 });
    const document = parse('query Q($name: String) { posts { title id likes __typename } hello(name: $name) }');
    const expected = await execute({ schema, document, variableValues: { name: 'Ada' } });
    const results = [];
    for (let run = 0; run < 5; run += 1) {
      results.push(await compiled.run({ schema, document, operationName: 'Q', variableValues: { name: 'Ada' }, contextValue: {} }));
      expect(compiled.isCompiled(document, 'Q')).toBe(run >= 2);
    }
    // The same fields, in the same order, as graphql-js answers them.
    for (const result of results) expect(JSON.stringify(result)).toBe(JSON.stringify(expected));
    // Five runs and graphql-js's own above: the resolver ran once per run.
    expect(calls.hello).toBe(6);
    // Another operation name of the same document is counted on its own.
    expect(compiled.isCompiled(document, null)).toBe(false);
  });

  it('keeps errors errors: a failing resolver and a null in a non-null field answer with errors either way', async () => {
    const { schema } = testSchema();
    const compiled = compiledQueries({ runsBeforeCompiling: 1 });
    for (const text of ['{ broken hello }', '{ missing }']) {
      const document = parse(text);
      const expected = await execute({ schema, document });
      const first = await compiled.run({ schema, document, contextValue: {} });
      expect(compiled.isCompiled(document)).toBe(true);
      const second = await compiled.run({ schema, document, contextValue: {} });
      for (const result of [first, second]) {
        expect(result.errors?.length).toBe(expected.errors?.length);
        expect(result.data).toEqual(expected.data);
      }
    }
  });

  it('runs a document graphql-jit cannot compile with graphql-js', async () => {
    const { schema } = testSchema();
    const compiled = compiledQueries({ runsBeforeCompiling: 1 });
    // An operation the document does not have: graphql-jit refuses to compile it, graphql-js answers as it always does.
    const document = parse('query A { hello }');
    const result = await compiled.run({ schema, document, operationName: 'B', contextValue: {} });
    expect(compiled.isCompiled(document, 'B')).toBe(false);
    expect(result).toEqual(await execute({ schema, document, operationName: 'B' }));
    expect(result.errors?.[0]?.message).toBe('Unknown operation named "B".');
  });
});
