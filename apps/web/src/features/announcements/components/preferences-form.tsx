import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { MailPreferences } from '@cp/contracts/announcements';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { usePreferencesQuery, useSavePreferences } from '../api/preferences';

/**
 * A person's mail categories: announcements, event reminders, and each organization's news.
 * Receipts, tickets and RSVP confirmations are not among them: they always come.
 */
export function PreferencesForm({ token }: { token?: string }) {
  const query = usePreferencesQuery(token);
  const save = useSavePreferences(token);
  const [draft, setDraft] = useState<MailPreferences | null>(null);
  useEffect(() => {
    if (query.data) setDraft(query.data);
  }, [query.data]);
  if (query.error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error, 'Failed to load your email preferences.')}
      </Alert>
    );
  if (!draft) return <Text c="dimmed">Loading your email preferences…</Text>;
  const store = (next: MailPreferences) =>
    save.mutate(
      { ...next, organizations: next.organizations.map(({ id, subscribed }) => ({ id, subscribed })) },
      { onSuccess: () => notify({ color: 'green', message: 'Email preferences saved' }) },
    );
  return (
    <Stack gap="sm">
      {query.data?.email ? <Text size="sm">For {query.data.email}</Text> : null}
      {!draft.announcements ? (
        <Alert color="blue" role="status">
          You are unsubscribed from announcements.
        </Alert>
      ) : null}
      <Switch
        label="Announcements from the chapter"
        checked={draft.announcements}
        onChange={(e) => setDraft({ ...draft, announcements: e.currentTarget.checked })}
      />
      <Switch
        label="Event reminders"
        description="Reminders before events you RSVP'd to"
        checked={draft.eventReminders}
        onChange={(e) => setDraft({ ...draft, eventReminders: e.currentTarget.checked })}
      />
      <Text size="sm" fw={500}>
        News from each organization
      </Text>
      {draft.organizations.map((org) => (
        <Switch
          key={org.id}
          size="xs"
          label={org.name}
          checked={org.subscribed}
          disabled={!draft.announcements}
          onChange={(e) => {
            const subscribed = e.currentTarget.checked;
            setDraft({
              ...draft,
              organizations: draft.organizations.map((o) => (o.id === org.id ? { ...o, subscribed } : o)),
            });
          }}
        />
      ))}
      <Group>
        <Button onClick={() => store(draft)} loading={save.isPending}>
          Save preferences
        </Button>
        {draft.announcements ? (
          <Button
            variant="light"
            color="red"
            onClick={() => store({ ...draft, announcements: false })}
            loading={save.isPending}
          >
            Unsubscribe from all announcements
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        Receipts, tickets and RSVP confirmations are always sent: they are not announcements.
      </Text>
    </Stack>
  );
}
