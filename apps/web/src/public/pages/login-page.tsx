import { LoginCard } from '../../features/auth/components/login-card';
import { usePageTitle } from '../components';

/** /login for a visitor without a session: the same card as the portal's. */
export default function LoginPage() {
  usePageTitle('Sign in');
  return <LoginCard params={new URLSearchParams(window.location.search)} />;
}
