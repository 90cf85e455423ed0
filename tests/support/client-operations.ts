import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isScalarType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import * as generated from '../../client/src/gql/graphql';

export interface ClientOperation {
  name: string;
  kind: OperationDefinitionNode['operation'];
  document: DocumentNode;
}

/** Every operation the client sends (codegen's documents in client/src/gql/graphql.ts). */
export function clientOperations(): ClientOperation[] {
  return Object.entries(generated)
    .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && (value as DocumentNode).kind === Kind.DOCUMENT)
    .flatMap(([, value]) => {
      const document = value as DocumentNode;
      return document.definitions
        .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
        .map((operation) => ({ name: operation.name!.value, kind: operation.operation, document }));
    });
}

/** The largest page sizes the client's variables may ask for: each page's maximum. */
const WORST_INTS: Record<string, number> = { first: 100, perKind: 50 };

function sample(type: GraphQLInputType, name: string): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sample(nullable.ofType, name)];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => field.type.toString().endsWith('!') && field.defaultValue === undefined)
        .map((field) => [field.name, sample(field.type, field.name)]),
    );
  }
  if (isScalarType(nullable)) {
    if (nullable.name === 'Int') return WORST_INTS[name] ?? 1;
    if (nullable.name === 'Float') return 1;
    if (nullable.name === 'Boolean') return true;
    return 'x';
  }
  throw new Error(`No sample for ${String(type)}`);
}

/**
 * Variables for an operation: every variable the client may send, at its worst for the cost
 * (each page at its maximum `first`), the rest a plain value of its type.
 */
export function worstVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
      return [definition.variable.name.value, sample(type, definition.variable.name.value)];
    }),
  );
}
