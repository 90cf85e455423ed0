import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { depthLimitMessage, precheckDepth } from '../../server/src/graphql/precheck';
import { createArmor, QUERY_LIMITS, validationRulesOf } from '../../server/src/graphql/query-limits';
import { createSchema } from '../../server/src/schema';

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

  it('counts fields only: an inline fragment is no level, as graphql-armor counts with flattenFragments', () => {
    expect(precheckDepth(`{ a { ... on T ${nested(QUERY_LIMITS.maxDepth - 1)} } }`)).toBeNull();
    expect(messages(`{ a { ... on T ${nested(QUERY_LIMITS.maxDepth)} } }`)).toEqual([depthLimitMessage(QUERY_LIMITS.maxDepth + 1)]);
    // Without a type condition, with a directive (whose argument braces are input), nested in each other.
    expect(messages(`{ a { ... @include(if: true) { ... { ... on T ${nested(QUERY_LIMITS.maxDepth)} } } } }`)).toEqual([
      depthLimitMessage(QUERY_LIMITS.maxDepth + 1),
    ]);
    expect(precheckDepth(`{ a { ... @d(x: { y: { z: 1 } }) { ... on T ${nested(QUERY_LIMITS.maxDepth - 1)} } } }`)).toBeNull();
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
  const rules = validationRulesOf(createArmor());
  const fullDepthErrors = (source: string) =>
    validate(schema, parse(source), rules).map((error) => error.message).filter((message) => message.includes('depth limit'));
  const type = (levels: number) => `${'{ ofType '.repeat(levels)}{ name }${' }'.repeat(levels)}`;

  it.each([
    ['the fields of a type, 9 deep', `{ __type(name: "News") { fields { type ${type(5)} } } }`],
    ['the same through an inline fragment', `{ __type(name: "News") { ... on __Type { fields { type ${type(5)} } } } }`],
    ['inline fragments in inline fragments', `{ __type(name: "News") { ... { ... on __Type { fields { ... @include(if: true) { type ${type(5)} } } } } } }`],
    ['60 deep under a build', `{ publicBuilds(first: 1) { edges { node { owner ${'a { '.repeat(60)}b${' }'.repeat(60)} } } } }`],
    ['two operations', `query A { __type(name: "News") { fields { type ${type(6)} } } } query B { __type(name: "Build") { fields { type ${type(5)} } } }`],
  ])('%s: the same messages', (_name, source) => {
    const early = precheckDepth(source)?.map((error) => error.message);
    expect(early).toBeDefined();
    expect(early).toEqual(fullDepthErrors(source));
  });
});

describe('the depth through named fragments (full validation)', () => {
  const schema = createSchema();
  const rules = validationRulesOf(createArmor());
  const depthErrors = (source: string) =>
    validate(schema, parse(source), rules).map((error) => error.message).filter((message) => message.includes('depth limit'));
  const type = (levels: number) => `${'{ ofType '.repeat(levels)}{ name }${' }'.repeat(levels)}`;

  it('counts the fields a spread brings, not the spread: a shared fragment never changes whether a query passes', () => {
    // __type(1) fields(2) type(3) ofType×4 (4–7) name(8): depth 8 written out, through one fragment, through two.
    const inline = `{ __type(name: "News") { fields { type ${type(4)} } } }`;
    const once = `{ __type(name: "News") { ...T } } fragment T on __Type { fields { type ${type(4)} } }`;
    const twice = `{ __type(name: "News") { ...T } } fragment T on __Type { fields { ...F } } fragment F on __Field { type ${type(4)} }`;
    for (const source of [inline, once, twice]) expect(depthErrors(source)).toEqual([]);
    // One more level fails the same way in each shape.
    const deeper = (source: string) => source.replace(type(4), type(5));
    for (const source of [inline, once, twice]) expect(depthErrors(deeper(source))).toEqual([depthLimitMessage(QUERY_LIMITS.maxDepth + 1)]);
  });
});
