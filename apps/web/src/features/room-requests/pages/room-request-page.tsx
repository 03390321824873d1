import { roomRequestUpdaterRoles } from '@cp/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useAuth, useHasAnyRole } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import { useRoomRequestQuery } from '../api/get-room-request';
import { RequestSummary } from '../components/request-summary';
import { StatusBadge } from '../components/status-badge';
import { StatusTimeline } from '../components/status-timeline';
import { StatusUpdatePanel } from '../components/status-update-panel';
import { AttachmentsPanel } from '../components/attachments-panel';
import { EditRequestPanel } from '../components/edit-request-panel';
import { paths } from '../../../lib/paths';

export default function RoomRequestPage() {
  const { semesterId = '', requestId = '' } = useParams();
  const request = useRoomRequestQuery(semesterId, requestId);
  const organizations = useOrganizationsQuery();
  const canUpdate = useHasAnyRole(roomRequestUpdaterRoles);
  const me = useAuth().session?.username;
  const [editing, setEditing] = useState(false);
  usePageTitle(request.data?.data.title ?? 'Room Request');
  const back = (
    <Anchor component={Link} to={`${paths.roomRequests}?semester=${encodeURIComponent(semesterId)}`} size="sm">
      ← All room requests
    </Anchor>
  );

  if (request.isError) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" title="Failed to get the room request" role="alert">
          {errorMessage(request.error, 'Please try again or contact support.')}
        </Alert>
      </Stack>
    );
  }
  if (!request.data) {
    return (
      <Stack gap="md" aria-busy>
        {back}
        <Skeleton height={36} width="60%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  const { data, updates, attachments } = request.data;
  const isRequester = data.requestedBy === me;
  // The platform's rule: its requester edits a request until a reviewer has moved it on.
  const canEdit = isRequester && data.status === 'created';
  const hostName = organizations.data?.find((org) => org.id === data.host)?.name ?? data.host;
  return (
    <Stack gap="lg">
      {back}
      <Group gap="sm" align="center">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {data.title}
        </Title>
        <StatusBadge status={data.status} />
      </Group>
      <Group gap="sm" justify="space-between">
        <Text size="sm" c="dimmed">
          Requested by {data.requestedBy}
        </Text>
        {canEdit && !editing && (
          <Button variant="light" onClick={() => setEditing(true)}>
            Edit request
          </Button>
        )}
      </Group>
      {canEdit && editing ? (
        <EditRequestPanel request={data} onDone={() => setEditing(false)} />
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <RequestSummary request={data} hostName={hostName} />
        </Paper>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            Timeline
          </Title>
          <StatusTimeline updates={updates} />
        </Stack>
      </Paper>
      <AttachmentsPanel
        semester={data.semester}
        requestId={data.requestId}
        attachments={attachments}
        canAttach={isRequester || canUpdate}
      />
      {canUpdate && <StatusUpdatePanel semester={data.semester} requestId={data.requestId} current={data.status} />}
    </Stack>
  );
}
