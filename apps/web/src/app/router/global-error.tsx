import { Suspense } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { ErrorPage } from '../../components/error-page';
import { PageLoader } from '../../components/page-loader';
import { useAuth } from '../../lib/auth';
import { NotFoundPage } from './pages';
import { errorOutcome } from './route-policy';

/** The root route's error element: every error a page does not handle ends here. */
export function GlobalError() {
  const error = useRouteError();
  const { state } = useAuth();
  const location = useLocation();
  const outcome = errorOutcome(state, error, location);
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'notFound') {
    return (
      <Suspense fallback={<PageLoader fullPage />}>
        <NotFoundPage fullPage />
      </Suspense>
    );
  }
  return <ErrorPage error={error} />;
}
