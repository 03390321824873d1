import { Text, Timeline } from '@mantine/core';
import { roomRequestStatusColors, roomRequestStatusLabels, type RoomRequestUpdate } from '@cp/contracts/room-requests';
import { formatDateTime } from '../../../lib/time';

/** Every update of a request, oldest first (spec section 4: the timeline shows all updates). */
export function StatusTimeline({ updates }: { updates: RoomRequestUpdate[] }) {
  return (
    <Timeline active={updates.length - 1} bulletSize={18} lineWidth={2} aria-label="Status timeline">
      {updates.map((update, index) => (
        <Timeline.Item
          key={`${update.createdAt}-${index}`}
          color={roomRequestStatusColors[update.status]}
          title={roomRequestStatusLabels[update.status]}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {update.notes}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {update.createdBy} · {formatDateTime(update.createdAt)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
