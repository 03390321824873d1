import { Suspense } from 'react';
import { OfflineOutlet } from './offline-outlet';
import { AppShell, Container } from '@mantine/core';
import { PageLoader } from '../../components/page-loader';
import { MantineProviders } from '../providers/mantine-providers';
import { Header } from './header';
import './shell.css';

/** Pages offered without the sidebar: the first-time profile and the terms for visitors. */
export default function PlainLayout() {
  return (
    <MantineProviders>
      <AppShell header={{ height: 60 }} padding="md">
        <a className="cp-skip-link" href="#main-content">
          Skip to main content
        </a>
        <AppShell.Header>
          <Header />
        </AppShell.Header>
        <AppShell.Main id="main-content" tabIndex={-1}>
          <Container size="md">
            <Suspense fallback={<PageLoader />}>
              <OfflineOutlet />
            </Suspense>
          </Container>
        </AppShell.Main>
      </AppShell>
    </MantineProviders>
  );
}
