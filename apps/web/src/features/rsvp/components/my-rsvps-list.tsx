import { Alert, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MyRsvp } from '@cp/contracts/rsvp';
import { errorMessage } from '../../../lib/api-client';
import { useMyRsvpsQuery } from '../api/list-my-rsvps';
import { portalNow } from '../event-schedule';
import { MyRsvpsCards, MyRsvpsTable } from './my-rsvp-views';

/** Upcoming until the gathering ends (or starts, without an end); past after. */
function split(rsvps: MyRsvp[] | undefined) {
  if (!rsvps) return { upcoming: undefined, past: undefined };
  const now = portalNow();
  const upcoming = rsvps.filter((rsvp) => (rsvp.end ?? rsvp.start) >= now);
  // The API lists soonest first; the past reads best most recent first.
  const past = rsvps.filter((rsvp) => (rsvp.end ?? rsvp.start) < now).reverse();
  return { upcoming, past };
}

/** "Your RSVPs": what the member is going to and what they went to, a table or cards on a phone. */
export function MyRsvpsList() {
  const rsvps = useMyRsvpsQuery();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const View = phone ? MyRsvpsCards : MyRsvpsTable;
  const { upcoming, past } = split(rsvps.data);
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-rsvps-heading">
      <Title order={2} size="h3" id="my-rsvps-heading">
        Your RSVPs
      </Title>
      {rsvps.isError && (
        <Alert color="red" title="Failed to load your RSVPs" role="alert">
          {errorMessage(rsvps.error, 'Please try again later.')}
        </Alert>
      )}
      {rsvps.data?.length === 0 ? (
        <Text c="dimmed">You have not RSVP&apos;d to any events yet. Open an event&apos;s page to RSVP.</Text>
      ) : (
        !rsvps.isError && (
          <>
            <Title order={3} size="h5">
              Upcoming
            </Title>
            <View label="Upcoming RSVPs" rsvps={upcoming} emptyText="Nothing coming up." />
            {past?.length !== 0 && (
              <>
                <Title order={3} size="h5">
                  Past
                </Title>
                <View label="Past RSVPs" rsvps={past} emptyText="No past events." />
              </>
            )}
          </>
        )
      )}
    </Stack>
  );
}
