import { ApiError } from '../lib/api-client';
import { StatusPage } from './status-page';
import { paths } from '../lib/paths';

interface ErrorPageProps {
  error?: unknown;
  /** Offered as 'Try again'; without it the button reloads the page. */
  onRetry?: () => void;
}

/** The generic page for uncaught errors. It needs neither the router nor Mantine. */
export function ErrorPage({ error, onRetry }: ErrorPageProps) {
  const detail = error instanceof ApiError ? error.message : null;
  return (
    <StatusPage title="An Error Occurred" fullPage>
      <p>Something went wrong while showing this page. Try again, or go back to the home page.</p>
      {detail && (
        <p className="cp-notice cp-notice--error" role="alert">
          {detail}
        </p>
      )}
      <button type="button" className="cp-button" onClick={onRetry ?? (() => window.location.reload())}>
        Try again
      </button>{' '}
      <a className="cp-link" href={paths.root}>
        Home
      </a>
    </StatusPage>
  );
}
