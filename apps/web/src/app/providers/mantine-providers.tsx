import type { ReactNode } from 'react';
import { createTheme, type CSSVariablesResolver, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { config } from '../../config';
import { readableLightVariantColors } from './readable-light-colors';

// Contrast (WCAG AA, checked by the axe scan of every e2e page): white on the filled primary,
// links on light surfaces and dimmed text all need 4.5:1; Mantine's defaults reach about 3.3:1.
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 9, dark: 8 },
  // Close and clear buttons are buttons: screen readers need their names (axe button-name).
  components: {
    ...Object.fromEntries(
      ['Select', 'MultiSelect', 'TagsInput'].map((name) => [
        name,
        { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' } } },
      ]),
    ),
    // The date pickers' placeholder has its own, paler colour (2.1:1): use the placeholder colour.
    ...Object.fromEntries(
      ['DateTimePicker', 'DatePickerInput', 'DateInput'].map((name) => [
        name,
        {
          // The date-time picker's check-mark button confirms the choice; unnamed, a screen reader says only "button".
          defaultProps: {
            clearButtonProps: { 'aria-label': 'Clear' },
            ...(name === 'DateTimePicker' && { submitButtonProps: { 'aria-label': 'Confirm date and time' } }),
          },
          styles: { placeholder: { color: 'var(--mantine-color-placeholder)' } },
        },
      ]),
    ),
    // Named for what they close, so a dialog's own 'Close' button stays the only one of that name.
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...readableLightVariantColors(resolved),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--cp-danger-text': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    // Readable on the outline button's hover background too (red-4 there: 4.45:1).
    '--cp-danger-text': 'var(--mantine-color-red-3)',
  },
});

const colorSchemeManager = localStorageColorSchemeManager({ key: config.colorSchemeKey });

/**
 * Mantine, its styles, notifications and modals: loaded with the layouts, not with /login.
 * `env="test"` (component tests only) turns off transitions and portals, as jsdom has no layout.
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
      <Notifications position="top-right" />
      <ModalsProvider>{children}</ModalsProvider>
    </MantineProvider>
  );
}
