import {
  getNamedType,
  isAbstractType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Cache tags: one scheme for cached API answers and cached rendered pages.
 *
 * - Entity tags are Apollo's normalised cache ids: `<__typename>:<id>` (`Build:demo-build-07`,
 *   `Item:steel-sword`), `Trait:{"number":5}` for the client's key fields (client/src/app/cache.ts).
 * - List tags name a root field: `Query.<field>` (`Query.topBuilds`, `Query.news`). Every entry
 *   carries the tags of its root fields; a root field whose answer is null also carries
 *   `Query.<field>:null`, so a lookup that found nothing is evicted when something appears.
 * - Type tags name a type alone (`Build`): an entry holding an object of that type whose id was
 *   not selected, which any change of that type evicts.
 *
 * A change from the store's change feed evicts the entries carrying any of change-tags.ts's
 * tags, or every entry ({@link ALL}) when what it touches is not known.
 */
export const ALL = '*';

/** The client's key fields where they are not `id` (client/src/app/cache.ts typePolicies). */
const KEY_FIELDS: Record<string, readonly string[]> = { Trait: ['number'], Progression: [] };

/** Apollo's normalised id of an object of `typename` with these key values, or null without them. */
export function entityTag(typename: string, object: Record<string, unknown>): string | null {
  const keyFields = KEY_FIELDS[typename];
  if (keyFields) {
    if (!keyFields.every((field) => object[field] !== undefined)) return null;
    return `${typename}:${JSON.stringify(Object.fromEntries(keyFields.map((field) => [field, object[field]])))}`;
  }
  const id = object.id ?? object._id;
  return typeof id === 'string' || typeof id === 'number' ? `${typename}:${id}` : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);


/**
 * The tags of a GraphQL result whose objects carry `__typename` (as Apollo Client asks for them):
 * every object with `__typename` and an id gives `<__typename>:<id>`, every root field
 * `Query.<field>` (and `Query.<field>:null` when its answer is null). Root fields are read by
 * their response key: an aliased root field is tagged by its alias (use {@link tagsOfExecution}
 * when the document is at hand).
 */
export function tagsOfResult(result: { data?: unknown } | null | undefined): string[] {
  const tags = new Set<string>();
  const data = result?.data;
  if (!isRecord(data)) return [];
  for (const [key, value] of Object.entries(data)) {
    if (key === '__typename') continue;
    tags.add(`Query.${key}`);
    if (value === null) tags.add(`Query.${key}:null`);
  }
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const inner of value) visit(inner);
      return;
    }
    if (!isRecord(value)) return;
    if (typeof value.__typename === 'string' && value.__typename !== 'Query') {
      const tag = entityTag(value.__typename, value);
      if (tag) tags.add(tag);
    }
    for (const inner of Object.values(value)) if (inner !== null && typeof inner === 'object') visit(inner);
  };
  visit(data);
  return [...tags];
}

/**
 * The tags of an executed operation's data, read along the operation's selections with the
 * schema's types, so objects need no `__typename` in the answer (persisted documents as codegen
 * prints them carry none). Objects of a type with an `id` field give their entity tag when the
 * id was selected, their type tag otherwise; an object of an abstract type without `__typename`
 * gives the type tags of every possible type. Root fields give `Query.<field>` by field name.
 */
export function tagsOfExecution(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, data: unknown): string[] {
  const tags = new Set<string>();
  if (!isRecord(data)) return [];
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  const queryType = schema.getQueryType();
  if (!operation || operation.operation !== 'query' || !queryType) return [ALL];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  /** The field selections that apply to an object of `type`, as [response key, field name, sub-selection]. */
  const collect = (type: GraphQLObjectType, selectionSet: SelectionSetNode, into: Array<[string, string, SelectionSetNode | undefined]>, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        into.push([selection.alias?.value ?? selection.name.value, selection.name.value, selection.selectionSet]);
        continue;
      }
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment || (selection.kind === Kind.FRAGMENT_SPREAD && seen.has(selection.name.value))) continue;
      if (selection.kind === Kind.FRAGMENT_SPREAD) seen.add(selection.name.value);
      const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
      if (!condition) continue;
      if (condition === type || (isAbstractType(condition) && schema.isSubType(condition, type))) collect(type, fragment.selectionSet, into, seen);
    }
  };

  const visit = (value: unknown, type: ReturnType<typeof getNamedType>, selectionSet: SelectionSetNode | undefined): void => {
    if (value === null || value === undefined || !selectionSet) return;
    if (Array.isArray(value)) {
      for (const inner of value) visit(inner, type, selectionSet);
      return;
    }
    if (!isRecord(value)) return;
    let objectType: GraphQLObjectType | undefined;
    if (isObjectType(type)) objectType = type;
    else if (isAbstractType(type)) {
      const runtime = typeof value.__typename === 'string' ? schema.getType(value.__typename) : undefined;
      if (runtime && isObjectType(runtime)) objectType = runtime;
      else {
        for (const possible of schema.getPossibleTypes(type)) tags.add(possible.name);
        return;
      }
    }
    if (!objectType) return;
    const fields: Array<[string, string, SelectionSetNode | undefined]> = [];
    collect(objectType, selectionSet, fields, new Set());
    const objectFields = objectType.getFields();
    if (objectType !== queryType && (objectFields.id || KEY_FIELDS[objectType.name])) {
      const keys: Record<string, unknown> = {};
      for (const [responseKey, fieldName] of fields) if (keys[fieldName] === undefined) keys[fieldName] = value[responseKey];
      tags.add(entityTag(objectType.name, keys) ?? objectType.name);
    }
    for (const [responseKey, fieldName, subSelection] of fields) {
      const field = objectFields[fieldName];
      if (!field) continue;
      if (objectType === queryType) {
        tags.add(`Query.${fieldName}`);
        if (value[responseKey] === null) tags.add(`Query.${fieldName}:null`);
      }
      if (subSelection) visit(value[responseKey], getNamedType(field.type), subSelection);
    }
  };
  visit(data, queryType, operation.selectionSet);
  return [...tags];
}

/**
 * The tags of a rendered page from its Apollo cache (`cache.extract()`): every normalised entity's
 * key (`Build:demo-build-07`), `Query.<field>` of every ROOT_QUERY field (`Query.<field>:null` when
 * its value is null), and the type tag of every embedded object with `__typename` and no id.
 */
export function tagsOfApolloCache(extract: Record<string, unknown>): string[] {
  const tags = new Set<string>();
  const embedded = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const inner of value) embedded(inner);
      return;
    }
    if (!isRecord(value) || value.__ref !== undefined) return;
    if (typeof value.__typename === 'string' && value.__typename !== 'Query') tags.add(entityTag(value.__typename, value) ?? value.__typename);
    for (const inner of Object.values(value)) if (inner !== null && typeof inner === 'object') embedded(inner);
  };
  for (const [key, object] of Object.entries(extract)) {
    if (!isRecord(object)) continue;
    if (key === 'ROOT_QUERY') {
      for (const [fieldKey, value] of Object.entries(object)) {
        const field = /^[_A-Za-z][_0-9A-Za-z]*/.exec(fieldKey)?.[0];
        if (!field || field === '__typename') continue;
        tags.add(`Query.${field}`);
        if (value === null) tags.add(`Query.${field}:null`);
        embedded(value);
      }
      continue;
    }
    if (key === 'ROOT_MUTATION' || key === 'ROOT_SUBSCRIPTION') continue;
    tags.add(key);
    for (const value of Object.values(object)) if (value !== null && typeof value === 'object') embedded(value);
  }
  return [...tags];
}
