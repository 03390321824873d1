import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  editReasonMaxLength,
  editReasonMessage,
  roomRequestLimits,
  type EditRoomRequestRequest,
  type RoomRequest,
} from '@cp/contracts/room-requests';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useEditRoomRequest } from '../api/edit-room-request';

/** The fields a requester most often corrects; every other one is changed through the API alike. */
interface EditValues {
  title: string;
  description: string;
  eventStart: string;
  eventEnd: string;
  specificRoom: string;
  seatsNeeded: number | string;
  comments: string;
  reason: string;
}

const minutes = (wallClock: string) => wallClock.slice(0, 16);

function valuesOf(r: RoomRequest): EditValues {
  return {
    title: r.title,
    description: r.description,
    eventStart: minutes(r.eventStart),
    eventEnd: minutes(r.eventEnd),
    specificRoom: r.specificRoom ?? '',
    seatsNeeded: r.seatsNeeded ?? '',
    comments: r.comments ?? '',
    reason: '',
  };
}

/** Only what the form changed, in the API's shapes, and the reason: the timeline shows exactly that. */
export function changesOf(request: RoomRequest, values: EditValues): EditRoomRequestRequest {
  const initial = valuesOf(request);
  const change: EditRoomRequestRequest = { reason: values.reason };
  if (values.title !== initial.title) change.title = values.title;
  if (values.description !== initial.description) change.description = values.description;
  if (values.eventStart !== initial.eventStart) change.eventStart = `${values.eventStart}:00`;
  if (values.eventEnd !== initial.eventEnd) change.eventEnd = `${values.eventEnd}:00`;
  if (values.specificRoom !== initial.specificRoom) change.specificRoom = values.specificRoom || null;
  if (values.seatsNeeded !== initial.seatsNeeded)
    change.seatsNeeded = values.seatsNeeded === '' ? null : Number(values.seatsNeeded);
  if (values.comments !== initial.comments) change.comments = values.comments || null;
  return change;
}

interface EditRequestPanelProps {
  request: RoomRequest;
  onDone: () => void;
}

/** The requester's edit of a request still in Created, with the reason the timeline shows. */
export function EditRequestPanel({ request, onDone }: EditRequestPanelProps) {
  const edit = useEditRoomRequest({ semester: request.semester, requestId: request.requestId });
  const form = useForm<EditValues>({
    initialValues: valuesOf(request),
    validate: { reason: (value) => (value.trim() ? null : editReasonMessage) },
  });
  const inPerson = request.locationType !== 'virtual';
  const submit = form.onSubmit((values) =>
    edit.mutate(changesOf(request, values), {
      onSuccess: () => {
        notify({ color: 'green', title: 'Request updated', message: 'The timeline shows what changed.' });
        onDone();
      },
    }),
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      {/* The shared messages, not the browser's own bubbles. */}
      <form noValidate onSubmit={submit} aria-label="Edit request">
        <Stack gap="md">
          <Title order={2} size="h3">
            Edit request
          </Title>
          <TextInput label="Title" maxLength={roomRequestLimits.titleMaxLength} {...form.getInputProps('title')} />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxLength={roomRequestLimits.descriptionMaxLength}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="datetime-local" label="Event start" {...form.getInputProps('eventStart')} />
            <TextInput type="datetime-local" label="Event end" {...form.getInputProps('eventEnd')} />
          </SimpleGrid>
          {inPerson && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Specific room" {...form.getInputProps('specificRoom')} />
              <NumberInput label="Seats needed" min={1} allowDecimal={false} {...form.getInputProps('seatsNeeded')} />
            </SimpleGrid>
          )}
          <Textarea label="Comments" autosize minRows={2} {...form.getInputProps('comments')} />
          <Textarea
            label="Reason for the edit"
            description={`Shown in the timeline; at most ${editReasonMaxLength} characters`}
            required
            autosize
            minRows={2}
            maxLength={editReasonMaxLength}
            {...form.getInputProps('reason')}
          />
          {edit.isError && (
            <Alert color="red" title="Failed to save the edit" role="alert">
              {errorMessage(edit.error, 'Please try again or contact support.')}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={edit.isPending}>
              Save changes
            </Button>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
