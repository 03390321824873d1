import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { PageSectionsProvider } from '../lib/page-sections';
import { pageSections } from './page-sections';
import { AuthProvider } from './providers/auth-provider';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Query cache, then the sign-in state, the sections features add to each other's pages, then the router whose table depends on that state. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <PageSectionsProvider value={pageSections}>
          <RouterProvider router={router} />
        </PageSectionsProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
