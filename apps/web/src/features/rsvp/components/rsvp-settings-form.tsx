import { Button, Group, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveRsvpConfig } from '../api/save-rsvp-config';
import { validateConfigValues, valuesToConfigRequest, type RsvpConfigFormValues } from '../form-values';
import { focusFirstError } from '../../../lib/form-focus';

const pickerFormat = 'MMM D, YYYY h:mm A';

interface RsvpSettingsFormProps {
  eventId: string;
  /** A series' window is given for its first occurrence; the server moves it to each. */
  repeats: boolean;
  initialValues: RsvpConfigFormValues;
}

/** The event's RSVP settings, checked with the schema the server uses, so the messages match. */
export function RsvpSettingsForm({ eventId, repeats, initialValues }: RsvpSettingsFormProps) {
  const timeDescription = repeats ? 'Chicago time, for the first occurrence (moved to each)' : 'Chicago time';
  const save = useSaveRsvpConfig();
  const form = useForm<RsvpConfigFormValues>({ mode: 'controlled', initialValues, validate: validateConfigValues });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { rsvpKey: eventId, config: valuesToConfigRequest(values) },
      {
        onSuccess: () => notify({ color: 'green', title: 'RSVP settings saved', message: 'Members see them now.' }),
        onError: (error) =>
          notify({
            color: 'red',
            title: 'RSVP settings were not saved',
            message: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label="RSVP settings">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateTimePicker
            label="RSVPs open"
            description={timeDescription}
            required
            valueFormat={pickerFormat}
            {...form.getInputProps('rsvpOpenAt')}
          />
          <DateTimePicker
            label="RSVPs close"
            description={timeDescription}
            required
            valueFormat={pickerFormat}
            {...form.getInputProps('rsvpCloseAt')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            clampBehavior="none"
            label="RSVP limit"
            description="Empty: no limit"
            min={1}
            max={20000}
            {...form.getInputProps('rsvpLimit')}
          />
          <NumberInput
            clampBehavior="none"
            label="Reminder (hours before)"
            description="An email to confirmed attendees; empty: none"
            min={1}
            max={168}
            {...form.getInputProps('reminderHoursBefore')}
          />
        </SimpleGrid>
        <Switch label="Waitlist" {...form.getInputProps('waitlist', { type: 'checkbox' })} />
        <Switch label="Check-in at the door" {...form.getInputProps('rsvpCheckInEnabled', { type: 'checkbox' })} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save RSVP settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
