import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';

const socketUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
const fetcher = createGraphiQLFetcher({ url: '/graphql', subscriptionUrl: socketUrl });

const defaultQuery = `# Welcome to Almanac's GraphQL sandbox.
# The schema is in the Docs panel; press the run button or Ctrl-Enter.
query LatestNews {
  news(first: 5) {
    totalCount
    edges {
      node {
        title
        summary
        publishedAt
      }
    }
  }
}
`;

createRoot(document.getElementById('sandbox')!).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />);
