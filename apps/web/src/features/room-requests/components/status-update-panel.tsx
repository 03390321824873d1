import { Alert, Button, NativeSelect, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  finalizedMessage,
  notesMaxLength,
  roomRequestStatusLabels,
  roomRequestUpdateLabels,
  updatableStatuses,
  updateRoomRequestStatusRequest,
  type RoomRequestStatus,
} from '@cp/contracts/room-requests';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateRoomRequestStatus } from '../api/update-room-request-status';
import { notify } from '../../../lib/notify';
import { focusFirstError } from '../../../lib/form-focus';

interface StatusUpdatePanelProps {
  semester: string;
  requestId: string;
  current: RoomRequestStatus;
}

/** For ROOM_REQUEST_UPDATE: any status but the current one and Created, with notes; none once approved. */
export function StatusUpdatePanel({ semester, requestId, current }: StatusUpdatePanelProps) {
  const update = useUpdateRoomRequestStatus({ semester, requestId });
  const form = useForm<{ status: string | null; notes: string }>({
    initialValues: { status: null, notes: '' },
    validate: (values) => {
      const parsed = updateRoomRequestStatusRequest.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse());
    },
  });
  const options = updatableStatuses
    .filter((status) => status !== current)
    .map((value) => ({ value, label: roomRequestStatusLabels[value] }));

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          Update status
        </Title>
        {current === 'approved' ? (
          <Alert color="green" title={finalizedMessage}>
            No further updates can be made to an approved request.
          </Alert>
        ) : (
          <form
            // The shared schema's messages, not the browser's own bubbles.
            noValidate
            onSubmit={form.onSubmit(
              (values) =>
                update.mutate(updateRoomRequestStatusRequest.parse(values), {
                  onSuccess: (saved) => {
                    form.reset();
                    notify({
                      color: 'green',
                      title: 'Status updated',
                      message: `The request is now ${roomRequestUpdateLabels[saved.status]}; the requester was emailed.`,
                    });
                  },
                  onError: (error) =>
                    notify({
                      color: 'red',
                      title: 'Failed to submit update',
                      message: errorMessage(error, 'Please try again or contact support.'),
                    }),
                }),
              focusFirstError(form),
            )}
          >
            <Stack gap="md">
              {/* A native select: the phone's own picker, and no dropdown to lose at the bottom of a long page. */}
              <NativeSelect
                label="New status"
                required
                data={[{ value: '', label: 'Choose a status' }, ...options]}
                {...form.getInputProps('status')}
                value={form.getValues().status ?? ''}
                onChange={(event) => form.setFieldValue('status', event.currentTarget.value || null)}
              />
              <Textarea
                label="Notes"
                description={`Sent to the requester; at most ${notesMaxLength} characters`}
                required
                autosize
                minRows={3}
                maxLength={notesMaxLength}
                {...form.getInputProps('notes')}
              />
              {update.isError && (
                <Alert color="red" title="Failed to submit update" role="alert">
                  {errorMessage(update.error, 'Please try again or contact support.')}
                </Alert>
              )}
              <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
                Submit Update
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
