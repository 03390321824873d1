import { Badge } from '@mantine/core';
import { roomRequestStatusColors, roomRequestStatusLabels, type RoomRequestStatus } from '@cp/contracts/room-requests';

/** decisions.md: approved green, rejected red, submitted orange, more information yellow. */
export function StatusBadge({ status }: { status: RoomRequestStatus }) {
  return (
    <Badge color={roomRequestStatusColors[status]} variant="light" tt="none" style={{ whiteSpace: 'nowrap' }}>
      {roomRequestStatusLabels[status]}
    </Badge>
  );
}
