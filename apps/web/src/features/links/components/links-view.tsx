import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LinkCards } from './link-cards';
import { LinksTable } from './links-table';
import type { LinksViewProps } from './links-view-props';

/** A table where there is room for its four columns, cards on a phone (where the table would scroll). */
export function LinksView(props: LinksViewProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  return phone ? <LinkCards {...props} /> : <LinksTable {...props} />;
}
