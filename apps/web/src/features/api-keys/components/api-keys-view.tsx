import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ApiKeyCards } from './api-key-cards';
import { ApiKeysTable } from './api-keys-table';
import type { ApiKeysViewProps } from './api-keys-view-props';

/** A table where there is room for its seven columns, cards on a phone. */
export function ApiKeysView(props: ApiKeysViewProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  return phone ? <ApiKeyCards {...props} /> : <ApiKeysTable {...props} />;
}
