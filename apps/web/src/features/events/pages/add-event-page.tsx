import { useState } from 'react';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateEvent } from '../api/create-event';
import { EventEditor } from '../components/event-editor';
import { TemplateGuidance } from '../components/template-guidance';
import { TemplatePicker } from '../components/template-picker';
import { addMinutes, defaultHost, emptyEventValues, templateValues } from '../event-form-values';
import { portalToday } from '../format';
import type { EventTemplate } from '../templates';

export default function AddEventPage() {
  usePageTitle('Create Event');
  const { session } = useAuth();
  const host = defaultHost(session?.orgRoles ?? []);
  const create = useCreateEvent();
  const [template, setTemplate] = useState<EventTemplate | null>(null);
  const tomorrow = addMinutes(`${portalToday()} 00:00:00`, 24 * 60).slice(0, 10);
  const editorProps = { submitLabel: 'Create Event', successTitle: 'Event created', save: create.mutateAsync };

  return (
    <Stack gap="md" maw={880}>
      <Title order={1}>Create Event</Title>
      <Tabs defaultValue="template" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="template">From Template</Tabs.Tab>
          <Tabs.Tab value="scratch">From Scratch</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="template" pt="md">
          {template ? (
            <Stack gap="md">
              <TemplateGuidance template={template} onChangeTemplate={() => setTemplate(null)} />
              <EventEditor
                key={template.id}
                initialValues={templateValues(template, host, tomorrow)}
                templateUsed={template.id}
                {...editorProps}
              />
            </Stack>
          ) : (
            <Stack gap="sm">
              <Text c="dimmed">Start from a template: it fills in the usual details and lists what to check.</Text>
              <TemplatePicker onPick={setTemplate} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="scratch" pt="md">
          <EventEditor initialValues={emptyEventValues(host)} {...editorProps} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
