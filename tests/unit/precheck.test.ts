import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { depthLimitMessage, precheckDepth } from '../../server/src/graphql/precheck';
import { createArmor, QUERY_LIMITS, validationRulesOf } from '../../server/src/graphql/limits';
import { createSchema } from '../../server/src/graphql/schema';

/** A selection nested `levels` deep: `{ a { a { … b } } }` has depth `levels`. */
const nested = (levels: number) => `${'{ a '.repeat(levels - 1)}{ b }${' }'.repeat(levels - 1)}`;
const messages = (source: string) => precheckDepth(source)?.map((error) => error.message) ?? null;

describe('precheckDepth (the early depth refusal)', () => {
  it(`lets a document of depth ${QUERY_LIMITS.maxDepth} through and refuses ${QUERY_LIMITS.maxDepth + 1}, counting as the full validation does`, () => {
    expect(precheckDepth(nested(QUERY_LIMITS.maxDepth))).toBeNull();
    expect(messages(nested(QUERY_LIMITS.maxDepth + 1))).toEqual([depthLimitMessage(QUERY_LIMITS.maxDepth + 1)]);
    expect(messages(nested(64))).toEqual(['Query depth limit of 8 exceeded, found 64.']);
    expect(precheckDepth(nested(64))![0]!.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('counts an inline fragment as a level, as graphql-armor does', () => {
    const source = `{ a { ... on T ${nested(QUERY_LIMITS.maxDepth - 1)} } }`;
    expect(messages(source)).toEqual([depthLimitMessage(QUERY_LIMITS.maxDepth + 1)]);
  });

  it('does not count braces of input objects in arguments and variable defaults', () => {
    const deepInput = `${'{ a: '.repeat(20)}1${' }'.repeat(20)}`;
    expect(precheckDepth(`query ($v: In = ${deepInput}) { a(input: ${deepInput}) { b } }`)).toBeNull();
    expect(precheckDepth(`{ a @d(x: ${deepInput}) { b } }`)).toBeNull();
  });

  it('refuses each too-deep operation, and ignores an unused fragment definition', () => {
    const source = `query One ${nested(10)} query Two ${nested(12)} query Three { c }`;
    expect(messages(source)).toEqual([depthLimitMessage(10), depthLimitMessage(12)]);
    expect(precheckDepth(`{ c } fragment F on T ${nested(20)}`)).toBeNull();
  });

  it('leaves to the full validation what it cannot tell from the braces alone', () => {
    // Fragment spreads (the depth runs through the fragment), __schema (whose subtree the rule ignores).
    expect(precheckDepth(`{ x { ...F } } fragment F on T ${nested(20)} query Q ${nested(20)}`)).toBeNull();
    expect(precheckDepth(`{ __schema ${nested(20)} }`)).toBeNull();
    // Over the token limit: the parser's own refusal says so.
    expect(precheckDepth(`{ ${'a '.repeat(QUERY_LIMITS.maxTokens)} ${nested(20)} }`)).toBeNull();
    // Not a valid document: the parser's syntax error is the answer.
    expect(precheckDepth(nested(20).replace('{ b }', '{ b } }'))).toBeNull();
    expect(precheckDepth(`${nested(20)} "unterminated`)).toBeNull();
    expect(precheckDepth(nested(20).replace('{ a { a', '{ a { { a'))).toBeNull();
  });
});

describe('precheckDepth agrees with the full validation', () => {
  const schema = createSchema();
  const rules = validationRulesOf(createArmor(true));
  const fullDepthErrors = (source: string) =>
    validate(schema, parse(source), rules).map((error) => error.message).filter((message) => message.includes('depth limit'));
  const type = (levels: number) => `${'{ ofType '.repeat(levels)}{ name }${' }'.repeat(levels)}`;

  it.each([
    ['the fields of a type, 9 deep', `{ __type(name: "News") { fields { type ${type(5)} } } }`],
    ['the same through an inline fragment', `{ __type(name: "News") { ... on __Type { fields { type ${type(4)} } } } }`],
    ['60 deep under a build', `{ publicBuilds(first: 1) { edges { node { owner ${'a { '.repeat(60)}b${' }'.repeat(60)} } } } }`],
    ['two operations', `query A { __type(name: "News") { fields { type ${type(6)} } } } query B { __type(name: "Build") { fields { type ${type(5)} } } }`],
  ])('%s: the same messages', (_name, source) => {
    const early = precheckDepth(source)?.map((error) => error.message);
    expect(early).toBeDefined();
    expect(early).toEqual(fullDepthErrors(source));
  });
});
