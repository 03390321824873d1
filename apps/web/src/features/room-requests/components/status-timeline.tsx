import { Stack, Text, Timeline } from '@mantine/core';
import {
  roomRequestUpdateColors,
  roomRequestUpdateLabels,
  type RoomRequestEditDiff,
  type RoomRequestUpdate,
} from '@cp/contracts/room-requests';
import { formatDateTime } from '../../../lib/time';
import { fieldLabel } from './field-labels';

const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};

/** One line per changed field: its value before and after the edit. */
function DiffLines({ diff }: { diff: RoomRequestEditDiff }) {
  return (
    <Stack gap={2} mt={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Changes">
      {Object.entries(diff).map(([field, change]) => (
        <Text key={field} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
          <strong>{fieldLabel(field)}:</strong> {shown(change.old)} → {shown(change.new)}
        </Text>
      ))}
    </Stack>
  );
}

/** Every update of a request, oldest first (spec section 4: the timeline shows all updates), edits included. */
export function StatusTimeline({ updates }: { updates: RoomRequestUpdate[] }) {
  return (
    <Timeline active={updates.length - 1} bulletSize={18} lineWidth={2} aria-label="Status timeline">
      {updates.map((update, index) => (
        <Timeline.Item
          key={`${update.createdAt}-${index}`}
          color={roomRequestUpdateColors[update.status]}
          title={roomRequestUpdateLabels[update.status]}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {update.notes}
          </Text>
          {update.diff && <DiffLines diff={update.diff} />}
          {update.attachmentFilename && (
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              Attached: {update.attachmentFilename} (under Attachments)
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {update.createdBy} · {formatDateTime(update.createdAt)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
