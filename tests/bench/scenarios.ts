import { print } from 'graphql';
import { NewsPageDocument, SiteSearchDocument } from '../../client/src/gql/graphql';
import { httpScenario, type HttpRequestSpec, type Scenario } from './harness';
import { concurrentLikesScenario, likeFanOutScenario, topBuildsScenario } from './social-scenarios';

/** The news page exactly as the client sends it (the route's query with its card fragment). */
const NEWS_PAGE_QUERY = print(NewsPageDocument);

/** A GraphQL POST as a browser sends it; JSON bodies pass Apollo's CSRF prevention. */
function graphqlRequest(query: string, variables: Record<string, unknown> = {}): Omit<HttpRequestSpec, 'check'> {
  return {
    target: 'almanac',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
}

/** A check that the answer is 200 with data and without errors. */
function answersWithData(predicate: (data: Record<string, any>) => boolean) {
  return (status: number, body: string): string | null => {
    if (status !== 200) return `status ${status}: ${body.slice(0, 200)}`;
    const parsed = JSON.parse(body) as { data?: Record<string, any>; errors?: unknown[] };
    if (parsed.errors) return `errors: ${JSON.stringify(parsed.errors).slice(0, 200)}`;
    return parsed.data && predicate(parsed.data) ? null : `unexpected data: ${body.slice(0, 200)}`;
  };
}

/**
 * Every benchmark of `npm run bench`, in the order they run and print. Later benchmarks
 * (top builds, likes under load, WebSocket fan-out, items filter timing) are added here.
 */
export const SCENARIOS: Scenario[] = [
  httpScenario(
    'bare Express JSON route',
    {
      target: 'bare',
      method: 'GET',
      path: '/json',
      check: (status, body) => (status === 200 && body.includes('"ok"') ? null : `status ${status}`),
    },
    { baseline: true },
  ),
  httpScenario('GraphQL { __typename }', {
    ...graphqlRequest('{ __typename }'),
    check: answersWithData((data) => data.__typename === 'Query'),
  }),
  httpScenario('GraphQL news page (NewsPage, first 10)', {
    ...graphqlRequest(NEWS_PAGE_QUERY, { first: 10 }),
    check: answersWithData((data) => data.news.edges.length > 0),
  }),
  httpScenario('GraphQL header search (SiteSearch "steel", 5 per kind)', {
    ...graphqlRequest(print(SiteSearchDocument), { query: 'steel', perKind: 5 }),
    check: answersWithData((data) => data.search.total > 0),
  }),
  topBuildsScenario,
  concurrentLikesScenario,
  likeFanOutScenario,
];
