import { hasAnyRole, roomRequestCreatorRoles } from '@cp/contracts';
import { useSearchParams } from 'react-router';
import { Stack, Tabs, Title } from '@mantine/core';
import {
  currentSemester,
  everySemester,
  roomRequestStatuses,
  semesterPattern,
  type RoomRequestStatus,
} from '@cp/contracts/room-requests';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExistingRequests } from '../components/existing-requests';
import { RequestWizard } from '../components/request-wizard';

type Tab = 'existing' | 'new';

export default function RoomRequestsPage() {
  usePageTitle('Room Requests');
  const { session } = useAuth();
  const [params, setParams] = useSearchParams();
  // Only ROOM_REQUEST_CREATE may submit; a reviewer without it sees the requests, not the wizard.
  const canCreate = hasAnyRole(session?.roles ?? [], roomRequestCreatorRoles);
  const tab: Tab = canCreate && params.get('tab') === 'new' ? 'new' : 'existing';
  // `?status=` shows the requests of one status only (the officers' home links to those awaiting
  // review), of one semester or, with `?semester=all`, of every semester the list offers.
  const askedStatus = params.get('status') as RoomRequestStatus | null;
  const status = askedStatus && roomRequestStatuses.includes(askedStatus) ? askedStatus : undefined;
  const asked = params.get('semester') ?? '';
  const valid = semesterPattern.test(asked) || (asked === everySemester && status !== undefined);
  const semester = valid ? asked : currentSemester();
  const show = (next: Tab, nextSemester = semester, nextStatus: RoomRequestStatus | null = status ?? null) => {
    // Every semester goes with a status only: without one, the current semester's list.
    const kept = nextSemester === everySemester && (next === 'new' || !nextStatus) ? currentSemester() : nextSemester;
    setParams(
      {
        ...(next === 'new' && { tab: 'new' }),
        ...(kept !== currentSemester() && { semester: kept }),
        ...(next === 'existing' && nextStatus && { status: nextStatus }),
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Room Requests</Title>
      <Tabs value={tab} onChange={(next) => show(next === 'new' ? 'new' : 'existing')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="existing">Existing Requests</Tabs.Tab>
          {canCreate && <Tabs.Tab value="new">New Request</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="existing" pt="md">
          <ExistingRequests
            semester={semester}
            status={status}
            onSemesterChange={(next) => show('existing', next)}
            onShowAll={() => show('existing', semester, null)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="new" pt="md">
          {session && canCreate && (
            <RequestWizard
              key={session.username}
              username={session.username}
              onSubmitted={(submitted) => show('existing', submitted)}
            />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
