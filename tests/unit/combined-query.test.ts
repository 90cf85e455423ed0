import { readFileSync } from 'node:fs';
import { buildSchema, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { combineQueries } from '../../client/src/lib/combined-query';
import { BuildsBarPrivateDocument, BuildViewerPartsDocument, LiveBuildDocument, SessionViewerDocument } from '../../client/src/gql/graphql';
import { createArmor, validationRulesOf } from '../../server/src/graphql/query-limits';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));

/** A signed-in view of a build page drawn for no viewer asks its viewer's parts as one operation (lib/session.tsx). */
const buildPage = () =>
  combineQueries('ViewerParts', [
    { query: SessionViewerDocument, variables: {} },
    { query: BuildViewerPartsDocument, variables: { id: 'b1' } },
    { query: BuildsBarPrivateDocument, variables: {} },
  ]);

describe('queries combined into one operation', () => {
  it('are one valid query within the server’s limits, each root field and variable under its own prefix', () => {
    const combined = buildPage();
    expect(validate(schema, combined.query).map((error) => error.message)).toEqual([]);
    expect(validate(schema, combined.query, validationRulesOf(createArmor())).map((error) => error.message)).toEqual([]);
    const text = print(combined.query);
    expect(text).toContain('query ViewerParts($q1_id: ID!)');
    expect(text).toMatch(/q0_me: me \{/);
    expect(text).toMatch(/q1_build: build\(id: \$q1_id\)/);
    expect(combined.variables).toEqual({ q1_id: 'b1' });
  });

  it('keep the same query with other variables, and shared fragments, apart', () => {
    const combined = combineQueries('Two', [
      { query: LiveBuildDocument, variables: { id: 'a' } },
      { query: LiveBuildDocument, variables: { id: 'b' } },
    ]);
    expect(validate(schema, combined.query).map((error) => error.message)).toEqual([]);
    expect(combined.variables).toEqual({ q0_id: 'a', q1_id: 'b' });
    expect(print(combined.query)).toContain('fragment q1_BuildCard_build on Build');
  });

  it('cut the answer back into each query’s own data, and name the queries an error touched', () => {
    const combined = buildPage();
    const me = { id: 'p', username: 'u' };
    const answers = combined.split({ q0_me: me, q0_signInOptions: { discord: false }, q1_build: { id: 'b1', viewerHasLiked: true }, q2_me: { id: 'p', builds: [] } });
    expect(answers).toEqual([{ me, signInOptions: { discord: false } }, { build: { id: 'b1', viewerHasLiked: true } }, { me: { id: 'p', builds: [] } }]);
    expect([...combined.failed(undefined)]).toEqual([]);
    expect([...combined.failed({ errors: [{ path: ['q1_build', 'viewerHasLiked'] }] })]).toEqual([1]);
    // An error that names no field (the request as a whole) touches every part.
    expect([...combined.failed(new Error('offline'))].sort()).toEqual([0, 1, 2]);
  });

  it('refuse what they cannot combine', () => {
    expect(() => combineQueries('X', [{ query: buildPage().query, variables: {} }, { query: { kind: 'Document', definitions: [] } as never, variables: {} }])).toThrow(/exactly one query/);
  });
});
