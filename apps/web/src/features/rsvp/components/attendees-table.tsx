import { Badge, Button, Group, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RsvpAttendee } from '@cp/contracts/rsvp';
import { DataCards } from '../../../components/data-cards';
import { DataTable } from '../../../components/data-table';
import { attendeeKind, attendeeName, attendeeStatus, formatSeconds, type AttendeeKind } from '../attendee-list';

interface AttendeesTableProps {
  attendees: RsvpAttendee[] | undefined;
  emptyText: string;
  onRemove: (attendee: RsvpAttendee) => void;
}

const statusColor: Record<AttendeeKind, string> = { confirmed: 'green', waitlisted: 'yellow', walkIn: 'grape' };
const columns = ['Name', 'Email', 'Status', 'Checked in', 'Paid member', 'Major', 'Grad year', 'Actions'];

function StatusBadge({ attendee }: { attendee: RsvpAttendee }) {
  return (
    <Badge color={statusColor[attendeeKind(attendee)]} variant="light">
      {attendeeStatus(attendee)}
    </Badge>
  );
}

function RemoveButton({ attendee, onRemove }: { attendee: RsvpAttendee; onRemove: AttendeesTableProps['onRemove'] }) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      onClick={() => onRemove(attendee)}
      aria-label={`Remove ${attendee.userId}`}
    >
      Remove
    </Button>
  );
}

const checkedIn = (attendee: RsvpAttendee) => formatSeconds(attendee.checkedInAt) || 'No';

/** The attendees: a table where there is room, cards on a phone. */
export function AttendeesTable({ attendees, emptyText, onRemove }: AttendeesTableProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <DataCards
        label="Attendees"
        items={attendees}
        emptyText={emptyText}
        itemKey={(attendee) => attendee.userId}
        skeletonHeight={120}
        renderCard={(attendee) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {attendeeName(attendee)}
              </Text>
              <StatusBadge attendee={attendee} />
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {attendee.userId}
            </Text>
            <Text size="sm">
              Checked in: {checkedIn(attendee)} · Paid member: {attendee.paidMember ? 'Yes' : 'No'}
            </Text>
            {attendee.profile && (
              <Text size="sm">
                {attendee.profile.major}, {attendee.profile.graduationYear}
              </Text>
            )}
            <Group mt={4}>
              <RemoveButton attendee={attendee} onRemove={onRemove} />
            </Group>
          </Stack>
        )}
      />
    );
  }
  return (
    <DataTable
      label="Attendees"
      columns={columns}
      rows={attendees}
      emptyText={emptyText}
      minWidth={960}
      renderRow={(attendee) => (
        <Table.Tr key={attendee.userId}>
          <Table.Td>{attendeeName(attendee)}</Table.Td>
          <Table.Td>{attendee.userId}</Table.Td>
          <Table.Td>
            <StatusBadge attendee={attendee} />
          </Table.Td>
          <Table.Td>{checkedIn(attendee)}</Table.Td>
          <Table.Td>{attendee.paidMember ? 'Yes' : 'No'}</Table.Td>
          <Table.Td>{attendee.profile?.major ?? '–'}</Table.Td>
          <Table.Td>{attendee.profile?.graduationYear ?? '–'}</Table.Td>
          <Table.Td>
            <RemoveButton attendee={attendee} onRemove={onRemove} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
