import { useRef } from 'react';
import { Button, Checkbox, Divider, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { eventLimits, type EventInput } from '@cp/contracts/events';
import type { OrganizationSummary } from '@cp/contracts/organizations';
import { toEventInput, type EventFormValues } from '../event-form-values';
import { unreplacedPlaceholders, validateEventForm } from '../validate-event-form';
import { MetadataEditor } from './metadata-editor';
import { ScheduleFields } from './schedule-fields';
import { dismiss, notify } from '../../../lib/notify';
import { focusFirstError } from '../../../lib/form-focus';

interface EventFormProps {
  initialValues: EventFormValues;
  organizations: OrganizationSummary[];
  submitLabel: string;
  saving: boolean;
  /** Recorded in the metadata as templateUsed when the event starts from a template. */
  templateUsed?: string;
  onSubmit: (event: EventInput) => void;
  onCancel: () => void;
}

// One toast at a time, updated on every refused save and gone once the event saves.

/** Every field of an event, checked with the contract the server uses. */
export function EventForm(props: EventFormProps) {
  const { organizations, submitLabel, saving, templateUsed, onSubmit, onCancel } = props;
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: props.initialValues,
    validate: (values) => validateEventForm(values, templateUsed),
  });
  const placeholderToast = useRef<string | null>(null);

  const submit = form.onSubmit(
    (values) => {
      dismiss(placeholderToast.current);
      onSubmit(toEventInput(values, templateUsed));
    },
    (errors, values) => {
      focusFirstError(form)(errors);
      const placeholders = unreplacedPlaceholders(values);
      if (placeholders.length === 0) return;
      dismiss(placeholderToast.current);
      placeholderToast.current = notify({
        color: 'red',
        title: 'Template placeholders need to be replaced',
        message: `Replace ${placeholders.join(', ')} before saving.`,
      });
    },
  );
  const description = form.getValues().description;

  return (
    <form onSubmit={submit} noValidate aria-label="Event">
      <Stack gap="md">
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          description={`${description.length}/${eventLimits.descriptionMaxLength} characters`}
          {...form.getInputProps('description')}
        />
        <ScheduleFields form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Location" required description="Room or address" {...form.getInputProps('location')} />
          <TextInput
            label="Location link"
            description="Optional: a map or meeting link"
            placeholder="https://"
            type="url"
            {...form.getInputProps('locationLink')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Host"
            required
            description="The organization running it"
            searchable
            nothingFoundMessage="No organization matches"
            data={organizations.map((org) => ({ value: org.id, label: org.name }))}
            {...form.getInputProps('host')}
            // An event answers its host by name (as the chapter platform does): shown as its id.
            value={organizations.find((org) => org.name === form.values.host)?.id ?? form.values.host}
          />
          <TextInput
            label="Paid event ID"
            description="Optional: the ticketing item for this event"
            {...form.getInputProps('paidEventId')}
          />
        </SimpleGrid>
        <Checkbox
          label="Featured event"
          description="Featured events are highlighted on the chapter's website."
          {...form.getInputProps('featured', { type: 'checkbox' })}
        />
        <Divider />
        <MetadataEditor form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
