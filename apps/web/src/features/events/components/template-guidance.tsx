import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import type { EventTemplate } from '../templates';

interface TemplateGuidanceProps {
  template: EventTemplate;
  onChangeTemplate: () => void;
}

/** The template's checklist; ticking is only for the user's own tracking. */
export function TemplateGuidance({ template, onChangeTemplate }: TemplateGuidanceProps) {
  return (
    <Alert icon={<IconChecklist aria-hidden />} title={`${template.name} checklist`} color="blue" variant="light">
      <Stack gap="xs">
        <Text size="sm">Words in double braces, such as {'{{PRIMARY_ORG}}'}, must be replaced before saving.</Text>
        {template.guidance.map((item) => (
          <Checkbox key={item} label={item} size="sm" />
        ))}
        <Group>
          <Button variant="subtle" size="xs" onClick={onChangeTemplate}>
            Choose another template
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
