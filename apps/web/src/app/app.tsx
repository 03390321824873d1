import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { AuthProvider } from './providers/auth-provider';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Query cache, then the sign-in state, then the router whose table depends on that state. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
