import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { eventTemplates, type EventTemplate } from '../templates';

/** The five templates (spec section 3), each with what it is for. */
export function TemplatePicker({ onPick }: { onPick: (template: EventTemplate) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {eventTemplates.map((template) => (
        <Card key={template.id} withBorder padding="md" radius="md">
          <Stack gap="xs" h="100%" justify="space-between">
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={600}>{template.name}</Text>
                {template.defaults.repeats && <Badge variant="light">Repeats</Badge>}
                {template.defaults.featured && (
                  <Badge color="yellow" variant="filled" autoContrast>
                    Featured
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {template.description}
              </Text>
            </Stack>
            <Group>
              <Button variant="light" size="xs" onClick={() => onPick(template)} aria-label={`Use ${template.name}`}>
                Use template
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
