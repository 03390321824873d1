import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { OfflineOutlet } from './offline-outlet';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PageLoader } from '../../components/page-loader';
import { MantineProviders } from '../providers/mantine-providers';
import { Header } from './header';
import { Sidebar } from './sidebar';
import './shell.css';

const navigationId = 'main-navigation';

/** The signed-in frame: header, role-filtered sidebar (a drawer at phone width) and the page. */
function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // Following a link in the phone drawer closes it.
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a className="cp-skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppShell.Header>
        <Header navigation={{ opened, toggle, controls: navigationId }} />
      </AppShell.Header>
      <AppShell.Navbar id={navigationId} aria-label="Main navigation">
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <OfflineOutlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

export default function ShellLayout() {
  return (
    <MantineProviders>
      <Shell />
    </MantineProviders>
  );
}
