import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';

/** The route table (specification section 2). Every page is lazy-loaded. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/news" replace /> },
      {
        path: 'news',
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('@/features/news/routes/NewsRoute')).NewsRoute }),
      },
      // Unknown paths go to the empty path, which goes on to /news (specification section 2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
