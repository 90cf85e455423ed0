import {
  defaultFieldResolver,
  getArgumentValues,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { QUERY_LIMITS } from './query-limits';

/**
 * Query cost: what an operation may make the server return, counted before
 * it runs. Every field selected costs 1; a list costs its largest size times what one entry
 * selects; a page (a field with `@listSize(sizedBy: "first")`) costs its `first` (at most its
 * `max`) times what one entry selects. A list's largest size is declared in schema.graphql with
 * `@listSize(max: N)`; the server never returns more (enforceListSizes). The lists of a page
 * (`edges`, `nodes` of a `…Connection`) are counted once per entry: the page's `first` already
 * multiplies them.
 *
 * So `{ itemList { id name } }` costs 2,000 × 3 at worst, and
 * `{ itemList { soldBy { npc { trades { name } } } } }` tens of millions: refused.
 */

/** The code an operation over the cost limit is refused with, on every transport. */
export const QUERY_TOO_COSTLY = 'QUERY_TOO_COSTLY';

/** graphql-query-complexity's bound on the selections it walks (fragments are walked at each spread). */
const MAX_QUERY_NODES = 10_000;

export interface ListSize {
  /** The most entries the list can hold. */
  max: number;
  /** On a page: the argument that says how many entries are returned. */
  sizedBy?: string;
}

/** The `@listSize` of a field as schema.graphql declares it, or null. */
export function listSizeOf(field: GraphQLField<unknown, unknown>): ListSize | null {
  const directive = field.astNode?.directives?.find((node) => node.name.value === 'listSize');
  if (!directive) return null;
  const argument = (name: string): ValueNode | undefined => directive.arguments?.find((arg) => arg.name.value === name)?.value;
  const max = argument('max');
  const sizedBy = argument('sizedBy');
  if (max?.kind !== Kind.INT) throw new Error(`@listSize on ${field.name} needs an integer max`);
  return { max: Number(max.value), ...(sizedBy?.kind === Kind.STRING ? { sizedBy: sizedBy.value } : {}) };
}

/** The `@cost(weight)` of a field: how many values it counts as (1 without it). */
export function weightOf(field: GraphQLField<unknown, unknown>): number {
  const directive = field.astNode?.directives?.find((node) => node.name.value === 'cost');
  const weight = directive?.arguments?.find((arg) => arg.name.value === 'weight')?.value;
  return weight?.kind === Kind.INT ? Number(weight.value) : 1;
}

/** Lists inside a page type (`edges`, `nodes` of a `…Connection`): one per entry of the page. */
export const isPageList = (typeName: string) => typeName.endsWith('Connection');

/** Lists whose current size the server can tell (`Type.field` → how many entries it has now). */
export type LiveListSizes = () => Promise<Record<string, number>>;

/**
 * The estimator: see the module comment. `live` lowers a list's declared maximum to its size now
 * (for `Query.itemList`: the items in the library); `used` collects the lists that had one.
 */
export function listSizeEstimator(live: Record<string, number> = {}, used?: Set<string>, introspection?: IntrospectionCounter): ComplexityEstimator {
  return ({ type, field, args, childComplexity, node }) => {
    if (introspection && (field.name === '__schema' || field.name === '__type')) return introspection(node, field.name === '__schema' ? null : String(args.name));
    const size = listSizeOf(field);
    const coordinate = `${type.name}.${field.name}`;
    const list = isListType(getNullableType(field.type));
    if (size?.sizedBy) {
      const asked = args[size.sizedBy];
      // Past the maximum the resolver refuses (BAD_USER_INPUT) without reading anything.
      const entries = typeof asked === 'number' && Number.isFinite(asked) ? Math.min(Math.max(asked, 0), size.max) : size.max;
      return 1 + entries * (list ? 1 + childComplexity : childComplexity);
    }
    if (list) {
      if (size) used?.add(coordinate);
      const declared = size?.max ?? (isPageList(type.name) ? 1 : LIST_WITHOUT_SIZE);
      const entries = live[coordinate] === undefined ? declared : Math.min(declared, live[coordinate]);
      return entries * (1 + childComplexity);
    }
    return weightOf(field) + childComplexity;
  };
}

/** A list with no declared size counts as this long (tests/unit/query-cost.test.ts keeps every list declared). */
const LIST_WITHOUT_SIZE = 1000;

/** The cost of an operation (all of them when no name is given) with the given variables. */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: { operationName?: string | null; variables?: Record<string, unknown> | null; live?: Record<string, number>; used?: Set<string> } = {},
): number {
  return getComplexity({
    schema,
    query: document,
    operationName: options.operationName ?? undefined,
    variables: options.variables ?? {},
    estimators: [listSizeEstimator(options.live, options.used, introspectionCounter(schema, document, options.variables ?? {}))],
    maxQueryNodes: MAX_QUERY_NODES,
  });
}

/** Counts what an introspection field (`__schema`, `__type(name)`) returns: see introspectionCounter. */
type IntrospectionCounter = (node: FieldNode, typeName: string | null) => number;

/**
 * Introspection answers from the schema itself, so its cost is counted exactly: the values the
 * selection would return, walked over the schema's own introspection objects with graphql's
 * resolvers. What a selection returns from one object is counted once (memoized by selection and
 * object), so even a selection nested hundreds of times over (`types { fields { type { fields …`,
 * whose answer grows threefold every two levels) is counted in a moment, and refused when too big.
 */
function introspectionCounter(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): IntrospectionCounter {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const memo = new Map<SelectionSetNode, Map<unknown, number>>();
  const coerced = (() => {
    const operation = getOperationAST(document);
    const result = operation ? getVariableValues(schema, operation.variableDefinitions ?? [], variables) : { coerced: {} };
    return result.coerced ?? {};
  })();

  const fieldsOf = (selectionSet: SelectionSetNode, seen = new Set<string>()): FieldNode[] =>
    selectionSet.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, seen);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return [];
      return fieldsOf(fragment.selectionSet, new Set([...seen, fragment.name.value]));
    });

  const countValue = (value: unknown, type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): number => {
    if (value === null || value === undefined) return 1;
    const nullable = getNullableType(type);
    if (isListType(nullable)) return [...(value as Iterable<unknown>)].reduce<number>((sum, entry) => sum + countValue(entry, nullable.ofType, selectionSet), 0);
    if (!selectionSet || !isObjectType(nullable)) return 1;
    return countObject(value, nullable, selectionSet);
  };

  const countObject = (source: unknown, type: GraphQLObjectType, selectionSet: SelectionSetNode): number => {
    const known = memo.get(selectionSet)?.get(source);
    if (known !== undefined) return known;
    let total = 0;
    for (const node of fieldsOf(selectionSet)) {
      if (node.name.value === '__typename') {
        total += 1;
        continue;
      }
      const field = type.getFields()[node.name.value];
      if (!field) continue;
      const args = getArgumentValues(field, node, coerced);
      const value = (field.resolve ?? defaultFieldResolver)(source, args, undefined, { schema } as never);
      total += countValue(value, field.type, node.selectionSet);
    }
    const cached = memo.get(selectionSet) ?? new Map<unknown, number>();
    cached.set(source, total + 1);
    memo.set(selectionSet, cached);
    return total + 1;
  };

  return (node, typeName) => {
    if (!node.selectionSet) return 1;
    if (typeName === null) return countObject(schema, schema.getType('__Schema') as GraphQLObjectType, node.selectionSet);
    const named = schema.getType(typeName);
    return named ? countObject(named, schema.getType('__Type') as GraphQLObjectType, node.selectionSet) : 1;
  };
}

/** The most an operation may cost: anonymous, or signed in (docs/api.md, "Query cost"). */
export const costLimitFor = (signedIn: boolean) => (signedIn ? QUERY_LIMITS.maxCostSignedIn : QUERY_LIMITS.maxCost);

export const costLimitMessage = (cost: number, limit: number) =>
  `The query costs too much: it could return about ${cost.toLocaleString('en-US')} values, more than the ${limit.toLocaleString('en-US')} allowed. ` +
  'Select fewer fields, fewer nested lists or a smaller `first`.';

const tooCostly = (message: string, limit: number, cost?: number) =>
  new GraphQLError(message, { extensions: { code: QUERY_TOO_COSTLY, ...(cost === undefined ? {} : { cost }), maxCost: limit } });

/** Worst-case costs already counted, by document and by operation name and variables. */
const knownCosts = new WeakMap<DocumentNode, Map<string, { cost: number; countsLive: boolean }>>();
const KNOWN_COSTS_PER_DOCUMENT = 256;

/** What checkCost found: the errors to refuse with (and why), or nothing. */
export type CostRefusal = { reason: 'variables' | 'cost'; errors: GraphQLError[] } | null;

export interface CostCheckOptions {
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  /** Signed-in operations have the higher limit. */
  signedIn: boolean;
  live?: LiveListSizes;
}

/**
 * The cost check every transport runs on a validated document before executing it (HTTP in an
 * Apollo plugin, WebSocket and Server-Sent Events in serving/gate.ts). Variables that do not
 * fit the operation are refused as execution would (BAD_USER_INPUT, graphql's own messages); an
 * operation over its limit (costLimitFor) is refused with QUERY_TOO_COSTLY. When the worst case is
 * over the limit and it counts a list whose size the server can tell now (`live`), it is counted
 * again with that size.
 */
export async function checkCost(schema: GraphQLSchema, document: DocumentNode, options: CostCheckOptions): Promise<CostRefusal> {
  const { variables } = options;
  const limit = costLimitFor(options.signedIn);
  // The same document (Apollo and the transports keep one parsed document per query text) with
  // the same variables costs the same: counted once.
  const known = knownCosts.get(document);
  const key = `${options.operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
  const remembered = known?.get(key);
  if (remembered && (remembered.cost <= limit || !options.live || !remembered.countsLive)) {
    return remembered.cost > limit ? { reason: 'cost', errors: [tooCostly(costLimitMessage(remembered.cost, limit), limit, remembered.cost)] } : null;
  }
  const operation = getOperationAST(document, options.operationName);
  // No operation to run (several and none named, or an unknown name): execution refuses it, as over HTTP.
  if (!operation) return null;
  const operationName = operation.name?.value;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 50 });
  if (coerced.errors) {
    return { reason: 'variables', errors: coerced.errors.map((error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT' } })) };
  }
  let cost: number;
  try {
    const used = new Set<string>();
    cost = estimateCost(schema, document, { operationName, variables, used });
    let costs = known;
    if (!costs) knownCosts.set(document, (costs = new Map()));
    if (costs.size >= KNOWN_COSTS_PER_DOCUMENT) costs.clear();
    costs.set(key, { cost, countsLive: used.size > 0 });
    if (cost > limit && options.live && used.size > 0) {
      cost = estimateCost(schema, document, { operationName, variables, live: await options.live() });
    }
  } catch (error) {
    // Fragments spread inside fragments, walked more than MAX_QUERY_NODES times.
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message)) {
      return { reason: 'cost', errors: [tooCostly('The query costs too much to count: its fragments spread into more than 10,000 selections. Spread fewer fragments.', limit)] };
    }
    throw error;
  }
  return cost > limit ? { reason: 'cost', errors: [tooCostly(costLimitMessage(cost, limit), limit, cost)] } : null;
}

/**
 * Makes every declared `@listSize(max)` true: a list field whose resolver (or the default one)
 * returns more entries than its maximum is cut to that many. The game data fits well within its
 * maxima (tests/unit/query-cost.test.ts); this keeps the cost estimate an upper bound whatever a
 * document or the data grows to. Pages are bounded by their own resolvers (`first` at most 100).
 */
export function enforceListSizes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const size = listSizeOf(field);
      if (!size || size.sizedBy || !isListType(getNullableType(field.type))) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const cut = (value: unknown) => (Array.isArray(value) && value.length > size.max ? value.slice(0, size.max) : value);
      field.resolve = (source, args, context, info) => {
        const value = resolve(source, args, context, info);
        return value instanceof Promise ? value.then(cut) : cut(value);
      };
    }
  }
  return schema;
}

/**
 * The cost check over HTTP: Apollo calls it once the operation is known, before anything
 * executes; a refusal is a 400 with QUERY_TOO_COSTLY. Variables that do not fit are left to
 * Apollo, which refuses them before execution with the same code and messages as checkCost.
 */
export function costPlugin<TContext extends BaseContext>(signedIn: (context: TContext) => boolean, live?: LiveListSizes): ApolloServerPlugin<TContext> {
  const listener: GraphQLRequestListener<TContext> = {
    async didResolveOperation({ schema, document, request, contextValue }) {
      const refusal = await checkCost(schema, document, { operationName: request.operationName, variables: request.variables, signedIn: signedIn(contextValue), live });
      if (refusal?.reason !== 'cost') return;
      const [error] = refusal.errors;
      throw new GraphQLError(error!.message, { extensions: { ...error!.extensions, http: { status: 400 } } });
    },
  };
  return { requestDidStart: async () => listener };
}
