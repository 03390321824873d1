import type { ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { config } from '../../config';
import { toastSeconds } from '../../lib/notify';
import { cssVariablesResolver, theme } from './theme';
import './placeholder.css';
import './calendar.css';

/**
 * One toast at a time per kind (lib/notify.ts), at the bottom, where no button or header is:
 * the right corner on a desktop, the middle on a phone. Each goes after a few seconds.
 */
function Toasts() {
  const { breakpoints } = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${breakpoints.sm})`, false, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'bottom-center' : 'bottom-right'} autoClose={toastSeconds * 1000} />;
}

const colorSchemeManager = localStorageColorSchemeManager({ key: config.colorSchemeKey });

/**
 * Mantine, its styles, notifications and modals: loaded with the layouts, not with /login.
 * `env="test"` (component tests only) turns off transitions and portals, as the test DOM has no layout.
 */
export function MantineProviders({ children, env }: { children: ReactNode; env?: 'test' }) {
  return (
    <MantineProvider
      env={env}
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <Toasts />
      <ModalsProvider>{children}</ModalsProvider>
    </MantineProvider>
  );
}
