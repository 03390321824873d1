import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { eventMetadataLimits } from '@cp/contracts/events';
import type { EventFormValues } from '../event-form-values';

/** Key/value rows stored with the event; not shown in the public feed. */
export function MetadataEditor({ form }: { form: UseFormReturnType<EventFormValues> }) {
  const rows = form.getValues().metadata;
  const full = rows.length >= eventMetadataLimits.maxKeys;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Metadata
      </Text>
      <Text size="xs" c="dimmed">
        Extra details for the chapter&apos;s tools, up to {eventMetadataLimits.maxKeys} keys.
      </Text>
      {rows.map((_row, index) => (
        <Group key={form.key(`metadata.${index}`)} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            aria-label={`Metadata key ${index + 1}`}
            placeholder="Key"
            style={{ flex: 1 }}
            maxLength={eventMetadataLimits.maxKeyLength}
            {...form.getInputProps(`metadata.${index}.key`)}
          />
          <TextInput
            aria-label={`Metadata value ${index + 1}`}
            placeholder="Value"
            style={{ flex: 2 }}
            {...form.getInputProps(`metadata.${index}.value`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove metadata row ${index + 1}`}
            onClick={() => form.removeListItem('metadata', index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {form.errors.metadata && (
        <Text c="red" size="xs" role="alert">
          {form.errors.metadata}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={full}
          onClick={() => form.insertListItem('metadata', { key: '', value: '' })}
        >
          Add metadata
        </Button>
      </Group>
    </Stack>
  );
}
