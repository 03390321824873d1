import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { OfflineOutlet } from './offline-outlet';
import { AppShell, FocusTrap, em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
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
  // The sidebar is a drawer below Mantine's `sm` breakpoint (48em).
  const phone = useMediaQuery(`(max-width: ${em(767.98)})`) ?? false;
  const drawerOpen = opened && phone;

  // Following a link in the phone drawer closes it.
  useEffect(() => close(), [pathname, close]);

  // The open drawer is a dialog for the keyboard: Escape closes it and focus returns to its button.
  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.querySelector<HTMLElement>(`[aria-controls="${navigationId}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, close]);

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
        {/* Open on a phone, Tab stays in the drawer, and the page beneath it is out of reach. */}
        <FocusTrap active={drawerOpen}>
          <div style={{ height: '100%' }}>
            <Sidebar />
          </div>
        </FocusTrap>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} inert={drawerOpen}>
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
