import { readFileSync } from 'node:fs';
import { buildSchema, Kind, NoDeprecatedCustomRule, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../../client/src/gql/graphql';
import { createArmor, validationRulesOf } from '../../server/src/graphql/query-limits';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const rules = validationRulesOf(createArmor());
const operations = Object.entries(documents).filter(
  (entry): entry is [string, DocumentNode] =>
    typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as DocumentNode).kind === Kind.DOCUMENT && (entry[1] as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
);

describe("the client's operations keep the server's limits", () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(80);
  });
  // The depth limit (8) counts fields, not fragment spreads, so sharing a selection as a fragment
  // keeps a page's query within it; cost counts what an operation may return.
  it.each(operations.map(([name, document]) => [name, document] as const))('%s passes depth, cost, aliases and directives', (_name, document) => {
    expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
  });
});

// The schema keeps deprecated names for outside clients; the site itself reads
// only the consistent ones, so the old names can go once outside clients have moved.
describe("the client's operations use no deprecated field, argument or value", () => {
  it.each(operations.map(([name, document]) => [name, document] as const))('%s', (_name, document) => {
    expect(validate(schema, document, [NoDeprecatedCustomRule]).map((error) => error.message)).toEqual([]);
  });
});
