import { Alert, Select, Stack } from '@mantine/core';
import { browsableSemesters, currentSemester, semesterLabel } from '@cp/contracts/room-requests';
import { errorMessage } from '../../../lib/api-client';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import { useRoomRequestsQuery } from '../api/list-room-requests';
import { RequestsView } from './requests-view';

interface ExistingRequestsProps {
  semester: string;
  onSemesterChange: (semester: string) => void;
}

/** The 'Existing Requests' tab: a semester select and the requests of that semester. */
export function ExistingRequests({ semester, onSemesterChange }: ExistingRequestsProps) {
  const requests = useRoomRequestsQuery(semester);
  const organizations = useOrganizationsQuery();
  const hostNames = new Map(organizations.data?.map((org) => [org.id, org.name]));
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
      {requests.isError ? (
        <Alert color="red" title="Failed to get room requests" role="alert">
          {errorMessage(requests.error, 'Please try again or contact support.')}
        </Alert>
      ) : (
        <RequestsView
          semester={semester}
          requests={requests.data}
          hostNames={hostNames}
          emptyText={`No room requests for ${semesterLabel(semester)}. Use the 'New Request' tab to ask for a room.`}
        />
      )}
    </Stack>
  );
}
