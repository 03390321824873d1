import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { defaultOrgLinkType, orgLinkTypes } from '@cp/contracts/organizations';
import type { OrgMetaFormValues } from '../form-values';

const typeOptions = orgLinkTypes.map((type) => ({ value: type, label: type.charAt(0) + type.slice(1).toLowerCase() }));

/** 'Social & Communication Links': rows of a type and a URL. */
export function OrgLinksEditor({ form }: { form: UseFormReturnType<OrgMetaFormValues> }) {
  const rows = form.values.links;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Social &amp; Communication Links
        </Title>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('links', { key: crypto.randomUUID(), type: defaultOrgLinkType, url: '' })}
        >
          Add Link
        </Button>
      </Group>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No links added yet. Click &quot;Add Link&quot; to get started.
        </Text>
      )}
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label={`Link ${index + 1} type`}
            data={typeOptions}
            w={{ base: 120, sm: 150 }}
            allowDeselect={false}
            {...form.getInputProps(`links.${index}.type`)}
          />
          <TextInput
            label={`Link ${index + 1} URL`}
            placeholder="https://"
            inputMode="url"
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`links.${index}.url`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            size="lg"
            aria-label={`Delete link ${index + 1}`}
            onClick={() => form.removeListItem('links', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
