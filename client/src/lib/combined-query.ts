import { Kind, OperationTypeNode, visit, type DefinitionNode, type DocumentNode, type FieldNode, type OperationDefinitionNode, type SelectionNode } from 'graphql';

/** One query to ask inside a combined one: its document (one query and its fragments) and its variables. */
export interface QueryAsk {
  query: DocumentNode;
  variables: Record<string, unknown>;
}

/** Several queries as one operation, and how to cut its answer back into each query's own. */
export interface CombinedQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
  /** Each query's data, in the order asked, from the combined answer's data. */
  split(data: Record<string, unknown>): Array<Record<string, unknown>>;
  /** The indexes of the queries an answer's errors touch (an error without a path touches all of them). */
  failed(error: unknown): Set<number>;
}

/**
 * Several queries asked as one operation (one HTTP request, one answer): each query's root fields aliased, and its
 * variables and fragments renamed, with a prefix of its own (`q0_`, `q1_`, …), so two queries never collide, even the
 * same query with other variables. The answer is cut back by those prefixes into each query's data, as if each had
 * been asked alone (a root field's answer key is its alias or name).
 */
export function combineQueries(name: string, asks: readonly QueryAsk[]): CombinedQuery {
  const definitions: DefinitionNode[] = [];
  const variableDefinitions: NonNullable<OperationDefinitionNode['variableDefinitions']>[number][] = [];
  const selections: SelectionNode[] = [];
  const variables: Record<string, unknown> = {};
  asks.forEach((ask, index) => {
    const prefix = `q${index}_`;
    const operations = ask.query.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
    const operation = operations[0];
    if (operations.length !== 1 || operation?.operation !== OperationTypeNode.QUERY) throw new Error('Each combined document must hold exactly one query');
    const renamed = visit(ask.query, {
      Variable: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
      FragmentSpread: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
      FragmentDefinition: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
    });
    for (const definition of renamed.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) definitions.push(definition);
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      variableDefinitions.push(...(definition.variableDefinitions ?? []));
      for (const selection of definition.selectionSet.selections) {
        // A root fragment would spread its fields unaliased: only fields (and __typename) are combined.
        if (selection.kind !== Kind.FIELD) throw new Error('A combined query’s root selections must be fields');
        const key = selection.alias?.value ?? selection.name.value;
        selections.push({ ...selection, alias: { kind: Kind.NAME, value: prefix + key } } satisfies FieldNode);
      }
    }
    for (const [variable, value] of Object.entries(ask.variables)) variables[prefix + variable] = value;
  });
  const operation: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: OperationTypeNode.QUERY,
    name: { kind: Kind.NAME, value: name },
    variableDefinitions,
    selectionSet: { kind: Kind.SELECTION_SET, selections },
  };
  return {
    query: { kind: Kind.DOCUMENT, definitions: [operation, ...definitions] },
    variables,
    split(data) {
      return asks.map((_, index) => {
        const prefix = `q${index}_`;
        const own: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(data)) if (key.startsWith(prefix)) own[key.slice(prefix.length)] = value;
        return own;
      });
    },
    failed(error) {
      const failed = new Set<number>();
      if (!error) return failed;
      const errors = (error as { errors?: ReadonlyArray<{ path?: ReadonlyArray<string | number> }> }).errors;
      for (const entry of errors ?? [{}]) {
        const match = typeof entry.path?.[0] === 'string' ? /^q(\d+)_/.exec(entry.path[0]) : null;
        if (match) failed.add(Number(match[1]));
        else asks.forEach((_, index) => failed.add(index));
      }
      return failed;
    },
  };
}
