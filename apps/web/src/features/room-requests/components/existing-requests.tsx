import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  browsableSemesters,
  currentSemester,
  everySemester,
  roomRequestStatusLabels,
  semesterLabel,
  type RoomRequestStatus,
} from '@cp/contracts/room-requests';
import { errorMessage } from '../../../lib/api-client';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import { useRoomRequestsOfSemesters } from '../api/list-room-requests';
import { RequestsView } from './requests-view';

interface ExistingRequestsProps {
  /** A semester, or `everySemester` (with a status): every semester the list offers. */
  semester: string;
  /** Only the requests of this status, when set. */
  status?: RoomRequestStatus;
  onSemesterChange: (semester: string) => void;
  onShowAll?: () => void;
}

/** The 'Existing Requests' tab: a semester select and the requests of that semester. */
export function ExistingRequests({ semester, status, onSemesterChange, onShowAll }: ExistingRequestsProps) {
  const offered = browsableSemesters(currentSemester());
  const every = semester === everySemester;
  const requests = useRoomRequestsOfSemesters(every ? offered : [semester]);
  const organizations = useOrganizationsQuery();
  const hostNames = new Map(organizations.data?.map((org) => [org.id, org.name]));
  const shown = status ? requests.data?.filter((request) => request.status === status) : requests.data;
  const options = offered.map((id) => ({ value: id, label: `${semesterLabel(id)} (${id})` }));
  if (!every && !offered.includes(semester))
    options.push({ value: semester, label: `${semesterLabel(semester)} (${semester})` });
  // Every semester at once, for the requests of one status (the home's card when they span several).
  if (status) options.push({ value: everySemester, label: 'Every semester' });
  const where = every ? 'any semester' : semesterLabel(semester);
  return (
    <Stack gap="md">
      <Select
        label="Semester"
        maw={280}
        allowDeselect={false}
        data={options}
        value={semester}
        onChange={(value) => value && onSemesterChange(value)}
      />
      {status && (
        <Group gap="sm">
          <Text size="sm">Showing only: {roomRequestStatusLabels[status]}</Text>
          <Button variant="subtle" size="compact-sm" onClick={onShowAll}>
            Show all
          </Button>
        </Group>
      )}
      {requests.isError ? (
        <Alert color="red" title="Failed to get room requests" role="alert">
          {errorMessage(requests.error, 'Please try again or contact support.')}
        </Alert>
      ) : (
        <RequestsView
          requests={shown}
          showSemester={every}
          hostNames={hostNames}
          emptyText={
            status
              ? `No room requests for ${where} are ${roomRequestStatusLabels[status]}.`
              : `No room requests for ${semesterLabel(semester)}. Use the 'New Request' tab to ask for a room.`
          }
        />
      )}
    </Stack>
  );
}
