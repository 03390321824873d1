import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconCloudUpload, IconWifi } from '@tabler/icons-react';
import { countOf } from '../../../lib/plural';
import { formatDateTime } from '../../../lib/time';
import type { Door } from '../door/use-door';

/** Online or not, what waits to upload, and what the last upload said: the door device at a glance. */
export function DoorStatus({ door }: { door: Door }) {
  const admitted = door.queue.filter((q) => q.decision === 'admitted').length;
  const refused = door.queue.length - admitted;
  return (
    <Stack gap="xs">
      <Group gap="sm" role="status" aria-live="polite">
        {door.online ? (
          <Badge color="green" variant="light" leftSection={<IconWifi size={14} aria-hidden />}>
            Online
          </Badge>
        ) : (
          <Badge color="orange.3" c="black" variant="filled" leftSection={<IconCloudOff size={14} aria-hidden />}>
            Offline: deciding from this device’s lists
          </Badge>
        )}
        {door.queue.length > 0 && (
          <Badge color="grape" variant="filled" leftSection={<IconCloudUpload size={14} aria-hidden />}>
            {countOf(door.queue.length, 'scan')} to upload ({admitted} admitted, {refused} refused)
          </Badge>
        )}
        {door.queue.length > 0 && (
          <Button
            size="compact-sm"
            variant="light"
            loading={door.syncing}
            disabled={!door.online}
            onClick={() => void door.syncNow()}
          >
            Upload now
          </Button>
        )}
      </Group>
      {door.lastSync && (
        <Text size="sm" c="dimmed">
          Uploaded {countOf(door.lastSync.uploaded, 'scan')} at {formatDateTime(door.lastSync.at)}.
        </Text>
      )}
      {door.lastSync && door.lastSync.disagreements.length > 0 && (
        <Alert color="red" title="The server did not take every offline admission">
          <List size="sm">
            {door.lastSync.disagreements.map((d) => (
              <List.Item key={d.scanId}>{d.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {door.deviceId && (
        <Text size="xs" c="dimmed">
          This device: {door.deviceId}
        </Text>
      )}
    </Stack>
  );
}
