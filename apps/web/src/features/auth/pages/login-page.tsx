import { Navigate, useSearchParams } from 'react-router';
import { afterSignInTarget, useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoginCard } from '../components/login-card';

/**
 * /login. Deliberately free of Mantine: it is the first page most visitors load, so it carries
 * only React, the router and its own small stylesheet. Someone already signed in goes on.
 */
export default function LoginPage() {
  usePageTitle('Sign in');
  const [params] = useSearchParams();
  const { state } = useAuth();
  const target = afterSignInTarget(state, params.get('returnTo'));
  if (target !== null) return <Navigate to={target} replace />;
  return <LoginCard params={params} />;
}
