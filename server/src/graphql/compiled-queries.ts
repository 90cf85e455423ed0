import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Queries compiled with graphql-jit, for the lean path's known anonymous queries
 * (lean-graphql.ts): a document that passed validation is compiled once per operation name and
 * kept as long as its document is (validated-documents.ts keeps one document per text, so this
 * follows its bounds), then each run is a call of the compiled function instead of graphql-js's
 * walk of the document.
 *
 * graphql-jit answers as graphql-js does for what it accepts: the same fields in the same order,
 * the same scalars (each type's own `serialize`), null for a nullable field that failed. It differs
 * where graphql-js is lenient (a field without a resolver whose value is a function or a promise:
 * graphql-jit reads the value itself) and in the wording of some errors; the lean path answers a
 * compiled result only when it has no errors (errors go through Apollo, which masks them), and
 * tests/api/lean-path.test.ts checks every query the site's client sends, on the seeded data,
 * against the full path's answer before and after compiling. A document graphql-jit cannot
 * compile runs with graphql-js.
 *
 * Compiling costs 0.5 to 5 ms (the news page, a build page), tens of runs: a document is compiled
 * only once graphql-js has run it directly {@link RUNS_BEFORE_COMPILING} times, so texts sent a few
 * times (or a client cycling through many texts) cost no compilation.
 */
export const RUNS_BEFORE_COMPILING = 8;

type Compiled = { kind: 'compiled'; query: CompiledQuery['query'] } | { kind: 'interpreted'; runs: number } | { kind: 'not compilable' };

export interface QueryRun {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Record<string, unknown>;
  contextValue: unknown;
}

export interface CompiledQueries {
  /** Runs the operation: compiled once it has run often enough, with graphql-js's `execute` until then. */
  run(args: QueryRun): Promise<ExecutionResult> | ExecutionResult;
  /** Whether the document's operation runs compiled now (for tests). */
  isCompiled(document: DocumentNode, operationName?: string | null): boolean;
}

/** A compiled run; one that throws (graphql-jit failing where graphql-js would not) answers with that error, so its caller takes Apollo's path. */
async function runCompiled(query: CompiledQuery['query'], contextValue: unknown, variableValues: Record<string, unknown> | undefined): Promise<ExecutionResult> {
  try {
    return await query(undefined, contextValue, variableValues);
  } catch (error) {
    return { errors: [new GraphQLError('The compiled query failed', { originalError: error as Error })] };
  }
}

export function compiledQueries(options: { runsBeforeCompiling?: number } = {}): CompiledQueries {
  const threshold = options.runsBeforeCompiling ?? RUNS_BEFORE_COMPILING;
  const byDocument = new WeakMap<DocumentNode, Map<string, Compiled>>();
  const entryOf = (document: DocumentNode, operationName: string | null | undefined) => {
    let byOperation = byDocument.get(document);
    if (!byOperation) byDocument.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    let entry = byOperation.get(key);
    if (!entry) byOperation.set(key, (entry = { kind: 'interpreted', runs: 0 }));
    return { byOperation, key, entry };
  };
  return {
    run({ schema, document, operationName, variableValues, contextValue }) {
      const { byOperation, key, entry } = entryOf(document, operationName);
      if (entry.kind === 'compiled') return runCompiled(entry.query, contextValue, variableValues);
      if (entry.kind === 'interpreted' && ++entry.runs >= threshold) {
        let compiled: CompiledQuery | ExecutionResult | null = null;
        try {
          compiled = compileQuery(schema, document, operationName ?? undefined);
        } catch {
          compiled = null;
        }
        if (compiled && isCompiledQuery(compiled)) {
          byOperation.set(key, { kind: 'compiled', query: compiled.query });
          return runCompiled(compiled.query, contextValue, variableValues);
        }
        byOperation.set(key, { kind: 'not compilable' });
      }
      return execute({ schema, document, operationName, variableValues, contextValue });
    },
    isCompiled(document, operationName) {
      return byDocument.get(document)?.get(operationName ?? '')?.kind === 'compiled';
    },
  };
}
