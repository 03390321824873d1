import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Table, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { announcementPath, paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAnnouncementsQuery } from '../api/announcements';
import { statusColor, when } from '../format';

/** Every announcement with its state; the officers' way to a new one and to each one's progress. */
export default function AnnouncementsPage() {
  usePageTitle('Announcements');
  const list = useAnnouncementsQuery();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Announcements</Title>
        <Button component={Link} to={paths.newAnnouncement}>
          New announcement
        </Button>
      </Group>
      {list.error ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error, 'Failed to load announcements.')}
        </Alert>
      ) : list.isPending ? (
        <Skeleton height={120} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Sends</Table.Th>
                <Table.Th>Recipients</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.announcements.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Anchor component={Link} to={announcementPath(a.id)}>
                      {a.subject}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[a.status]}>{a.status}</Badge>
                  </Table.Td>
                  <Table.Td>{when(a.sendAt)}</Table.Td>
                  <Table.Td>{a.recipients ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
