import { Link } from 'react-router';
import { StatusPage } from './status-page';
import { paths } from '../lib/paths';

export default function NotFoundPage({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <StatusPage title="Page Not Found" fullPage={fullPage}>
      <p>The page you asked for does not exist, or it has moved.</p>
      <Link className="cp-button" to={paths.home}>
        Go to the home page
      </Link>
    </StatusPage>
  );
}
