import { buildSchema, parse, type DocumentNode, type GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createArmor } from '../../server/src/graphql/query-limits';
import { validatedDocuments } from '../../server/src/graphql/validated-documents';

const schemaA = buildSchema('type Query { a: Thing  b: Int } type Thing { a: Thing  b: Int }');
/** The same types, one field gone: a changed schema. */
const schemaB = buildSchema('type Query { b: Int } type Thing { a: Thing  b: Int }');
const armor = createArmor();
const options = { hideSuggestions: true };

const codes = (answer: DocumentNode | readonly GraphQLError[]) => ('kind' in answer ? null : answer.map((error) => error.extensions?.code));

describe('validated documents', () => {
  it('keeps a document that passed, and gives the same one for the same text', () => {
    const documents = validatedDocuments(schemaA, armor);
    const first = documents.check('{ a { b } }', options);
    expect(codes(first)).toBeNull();
    expect(documents.check('{ a { b } }', options)).toBe(first);
    expect(documents.get('{ a { b } }')).toBe(first);
    expect(documents.get('{ a { b }  }')).toBeUndefined();
  });

  it('refuses a refused text every time, and never keeps it', () => {
    const documents = validatedDocuments(schemaA, armor);
    const tooDeep = `{ ${'a { '.repeat(12)}b${' }'.repeat(12)} }`;
    const throughFragment = `{ ...F } fragment F on Query { ${'a { '.repeat(12)}b${' }'.repeat(12)} }`;
    for (let round = 0; round < 3; round += 1) {
      expect(codes(documents.check(tooDeep, options))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(codes(documents.check(throughFragment, options))).toContain('GRAPHQL_VALIDATION_FAILED');
      expect(codes(documents.check('{ nope }', options))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(codes(documents.check('{ a { ', options))).toEqual(['GRAPHQL_PARSE_FAILED']);
      expect(codes(documents.check(`{ ${Array.from({ length: 16 }, (_, i) => `x${i}: b`).join(' ')} }`, options))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    }
    for (const text of [tooDeep, throughFragment, '{ nope }', '{ a { ']) expect(documents.get(text)).toBeUndefined();
  });

  it('keeps what Apollo resolved an operation for (it passed Apollo\'s validation), through its plugin', async () => {
    const documents = validatedDocuments(schemaA, armor);
    const source = '{ b }';
    const document = parse(source);
    expect(documents.get(source)).toBeUndefined();
    const listener = await documents.plugin().requestDidStart!({} as never);
    await listener!.didResolveOperation!({ source, document } as never);
    expect(documents.get(source)).toBe(document);
    // Kept once: a later resolution of the same text leaves the kept document as it is.
    await listener!.didResolveOperation!({ source, document: parse(source) } as never);
    expect(documents.get(source)).toBe(document);
  });

  it('is one cache per schema and limits: a changed schema starts empty and judges for itself', () => {
    expect(validatedDocuments(schemaA, armor)).toBe(validatedDocuments(schemaA, armor));
    expect(validatedDocuments(schemaB, armor)).not.toBe(validatedDocuments(schemaA, armor));
    expect(validatedDocuments(schemaA, createArmor())).not.toBe(validatedDocuments(schemaA, armor));
    expect(codes(validatedDocuments(schemaA, armor).check('{ a { b } }', options))).toBeNull();
    expect(validatedDocuments(schemaB, armor).get('{ a { b } }')).toBeUndefined();
    expect(codes(validatedDocuments(schemaB, armor).check('{ a { b } }', options))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});
