import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './app/apollo';
import { createRouter } from './app/router';
import './styles.css';

const client = createApolloClient();
const router = createRouter(client);

try {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </StrictMode>,
  );
} catch (error) {
  // Specification section 8: a startup failure is logged to the console.
  console.error('Almanac failed to start', error);
}
