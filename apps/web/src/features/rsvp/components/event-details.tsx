import type { ReactNode } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import type { EventResponse } from '@cp/contracts/events';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import { eventWhenText } from '../format';

interface EventDetailsProps {
  event: EventResponse;
  /** The gathering shown: a one-off event's own times or one occurrence's; undefined for a series itself. */
  when?: { start: string; end?: string };
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** When, where and who: the facts of an event as a description list. */
export function EventDetails({ event, when }: EventDetailsProps) {
  const organizations = useOrganizationsQuery();
  const host = organizations.data?.find((org) => org.id === event.host)?.name ?? event.host;
  return (
    <Stack gap="sm" component="dl" m={0}>
      <Detail label="When">{eventWhenText(event, when)}</Detail>
      <Detail label="Where">
        {event.locationLink ? (
          <Anchor href={event.locationLink} target="_blank" rel="noopener noreferrer">
            {event.location}
          </Anchor>
        ) : (
          event.location
        )}
      </Detail>
      <Detail label="Host">{host}</Detail>
      <Detail label="About">
        <span style={{ whiteSpace: 'pre-line' }}>{event.description}</span>
      </Detail>
    </Stack>
  );
}
