import { useParams } from 'react-router';
import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { StatTiles } from '../../../components/stat-tiles';
import { useAnnouncementQuery, useCancelAnnouncement } from '../api/announcements';
import { statusColor, when } from '../format';

/** One announcement's sending: queued, sent, failed (with the server's answer), skipped. */
export default function AnnouncementPage() {
  const id = useParams().id ?? '';
  const query = useAnnouncementQuery(id);
  const cancel = useCancelAnnouncement(id);
  usePageTitle(query.data?.subject ?? 'Announcement');
  if (query.error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error, 'Failed to load the announcement.')}
      </Alert>
    );
  if (query.isPending) return <Skeleton height={200} />;
  const a = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{a.subject}</Title>
        <Badge size="lg" color={statusColor[a.status]}>
          {a.status}
        </Badge>
      </Group>
      <Text c="dimmed">
        {a.status === 'scheduled' ? 'Sends' : 'Sent'} {when(a.sendAt)} by {a.createdBy}
        {a.visibility === 'public' ? ' · public' : ' · members only'}
      </Text>
      {a.status === 'scheduled' ? (
        <Group>
          <Button color="red" variant="light" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancel scheduled announcement
          </Button>
          {cancel.error ? <Text c="red">{errorMessage(cancel.error, 'Could not cancel it.')}</Text> : null}
        </Group>
      ) : null}
      {a.status !== 'scheduled' && a.status !== 'cancelled' ? (
        <StatTiles
          label="Progress"
          cols={{ base: 2, sm: 4 }}
          tiles={[
            { label: 'Queued', value: a.progress.queued },
            { label: 'Sent', value: a.progress.sent },
            { label: 'Failed', value: a.progress.failed },
            { label: 'Skipped (unsubscribed)', value: a.progress.skipped },
          ]}
        />
      ) : null}
      {a.failures.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Failures
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Recipient</Table.Th>
                <Table.Th>Mail server's answer</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {a.failures.map((f) => (
                <Table.Tr key={f.email}>
                  <Table.Td>{f.email}</Table.Td>
                  <Table.Td>{f.error}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}
