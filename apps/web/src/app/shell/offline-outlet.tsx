import { matchPath, Outlet, useLocation } from 'react-router';
import { useNetwork } from '@mantine/hooks';
import { OfflinePage } from '../../components/offline-page';
import { offlineModulePaths } from '../router/module-routes';

/**
 * The page, or with no network the page that says the portal needs one, except where a page works
 * offline (the door scanner), which stays mounted as the network comes and goes.
 */
export function OfflineOutlet() {
  const { online } = useNetwork();
  const { pathname } = useLocation();
  if (!online && !offlineModulePaths.some((path) => matchPath(path, pathname))) return <OfflinePage />;
  return <Outlet />;
}
