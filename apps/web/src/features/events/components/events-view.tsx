import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EventCards } from './event-cards';
import { EventsTable } from './events-table';
import type { EventsViewProps } from './listed-event';

/** A table where there is room for its seven columns, cards on a phone (where the table would scroll). */
export function EventsView(props: EventsViewProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  return phone ? <EventCards {...props} /> : <EventsTable {...props} />;
}
