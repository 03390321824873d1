import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useMyTicketsQuery } from '../api/get-my-tickets';
import { HomeSection } from './home-section';
import { TicketCard } from './ticket-card';

/** "Your tickets": every upcoming ticket bought with the signed-in email, soonest first. */
export function MyTicketsSection() {
  const query = useMyTicketsQuery();
  // Merchandise bought the first way is listed with the orders.
  const tickets = query.data?.tickets.filter((ticket) => ticket.type === 'ticket');
  return (
    <HomeSection
      id="home-tickets"
      title="Your tickets"
      what="your tickets"
      loading={query.isPending}
      error={query.error}
    >
      {tickets?.length === 0 ? (
        <Text c="dimmed">
          You have no upcoming tickets. Find something in the{' '}
          <Anchor component={Link} to={paths.store} underline="always">
            store
          </Anchor>
          .
        </Text>
      ) : (
        <Stack gap="sm">
          {tickets?.map((ticket) => (
            <TicketCard key={ticket.ticketId} ticket={ticket} />
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
