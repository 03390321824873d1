import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Stack, Title } from '@mantine/core';
import { paths } from '../../../lib/paths';

/** The heading of a page under Ticketing/Merch: the way back to it, the page's title, then what the page adds. */
export function TicketsPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={paths.tickets} size="sm">
        Back to Ticketing/Merch
      </Anchor>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
