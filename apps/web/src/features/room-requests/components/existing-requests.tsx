import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  browsableSemesters,
  currentSemester,
  roomRequestStatusLabels,
  semesterLabel,
  type RoomRequestStatus,
} from '@cp/contracts/room-requests';
import { errorMessage } from '../../../lib/api-client';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import { useRoomRequestsQuery } from '../api/list-room-requests';
import { RequestsView } from './requests-view';

interface ExistingRequestsProps {
  semester: string;
  /** Only the requests of this status, when set. */
  status?: RoomRequestStatus;
  onSemesterChange: (semester: string) => void;
  onShowAll?: () => void;
}

/** The 'Existing Requests' tab: a semester select and the requests of that semester. */
export function ExistingRequests({ semester, status, onSemesterChange, onShowAll }: ExistingRequestsProps) {
  const requests = useRoomRequestsQuery(semester);
  const organizations = useOrganizationsQuery();
  const hostNames = new Map(organizations.data?.map((org) => [org.id, org.name]));
  const shown = status ? requests.data?.filter((request) => request.status === status) : requests.data;
  const options = browsableSemesters(currentSemester());
  if (!options.includes(semester)) options.push(semester);
  return (
    <Stack gap="md">
      <Select
        label="Semester"
        maw={280}
        allowDeselect={false}
        data={options.map((id) => ({ value: id, label: `${semesterLabel(id)} (${id})` }))}
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
          semester={semester}
          requests={shown}
          hostNames={hostNames}
          emptyText={
            status
              ? `No room requests for ${semesterLabel(semester)} are ${roomRequestStatusLabels[status]}.`
              : `No room requests for ${semesterLabel(semester)}. Use the 'New Request' tab to ask for a room.`
          }
        />
      )}
    </Stack>
  );
}
