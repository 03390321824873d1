import { ticketManagerRoles } from '@cp/contracts';
import { doorConflictWindowDays, type DoorConflictWaiting } from '@cp/contracts/home';
import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useHasAnyRole } from '../../../lib/auth';
import { countOf } from '../../../lib/plural';
import { ticketSalesPath } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDoorConflictsWaitingQuery } from '../api/get-waiting-lists';
import { HomeSection } from '../components/home-section';

const side = (by: string, device: string | null, at: string) =>
  `${by} on ${device ?? 'the online scanner'} at ${formatDateTime(at)}`;

function ConflictCard({ conflict, index }: { conflict: DoorConflictWaiting; index: number }) {
  const manager = useHasAnyRole(ticketManagerRoles);
  const headingId = `conflict-${index}`;
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {conflict.itemName}: {conflict.email ?? 'unknown buyer'}
        </Title>
        <Text size="sm">First admitted by {side(conflict.firstBy, conflict.firstDevice, conflict.firstAt)}.</Text>
        <Text size="sm">Admitted again by {side(conflict.secondBy, conflict.secondDevice, conflict.secondAt)}.</Text>
        <Text size="sm" c="dimmed">
          The first admission stands: ask the second holder of this code for their own ticket.
        </Text>
        {manager && (
          <Anchor
            component={Link}
            to={`${ticketSalesPath(conflict.itemId)}?door=conflicts`}
            size="sm"
            underline="always"
          >
            Door log of {conflict.itemName}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** /home/conflicts: each ticket admitted on two devices that the home's "Door conflicts to resolve" card counted. */
export default function DoorConflictsPage() {
  usePageTitle('Door conflicts to resolve');
  const query = useDoorConflictsWaitingQuery();
  const conflicts = query.data?.conflicts;
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>Door conflicts to resolve</Title>
      <Alert color="orange" variant="light">
        Tickets admitted on two devices in the last {doorConflictWindowDays} days.
      </Alert>
      <HomeSection
        id="conflict-list"
        title={conflicts ? countOf(conflicts.length, 'conflict') : 'Conflicts'}
        what="the door conflicts"
        loading={query.isPending}
        error={query.error}
      >
        {conflicts?.length === 0 ? (
          <Text c="dimmed">Nothing waiting.</Text>
        ) : (
          <Stack gap="sm">
            {conflicts?.map((c, i) => (
              <ConflictCard key={`${c.itemId}:${c.secondAt}:${i}`} conflict={c} index={i} />
            ))}
          </Stack>
        )}
      </HomeSection>
    </Stack>
  );
}
