import { ActionIcon, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { AudiencePart, RsvpAudienceState } from '@cp/contracts/announcements';
import { apiRequest } from '../../../lib/api-client';

const kinds: { value: AudiencePart['kind']; label: string }[] = [
  { value: 'subscribed', label: 'Everyone subscribed' },
  { value: 'paidMembers', label: 'Paid members' },
  { value: 'group', label: 'Members of a directory group' },
  { value: 'organization', label: 'Members of an organization' },
  { value: 'rsvps', label: "An event's RSVPs" },
  { value: 'buyers', label: 'Buyers of a product' },
  { value: 'ticketHolders', label: "Holders of an event's tickets" },
  { value: 'list', label: 'A list of NetIDs or emails' },
];
const states: { value: RsvpAudienceState; label: string }[] = [
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'waitlisted', label: 'Waitlisted' },
  { value: 'checkedIn', label: 'Checked in' },
  { value: 'noShow', label: 'No-shows (after it ended)' },
];

const eventList = z.array(z.looseObject({ id: z.string(), title: z.string(), start: z.string() }));
function useEventOptions() {
  return useQuery({
    queryKey: ['announcements', 'event-options'],
    queryFn: ({ signal }) => apiRequest('/api/v1/events', { schema: eventList, signal }),
    select: (events) => events.map((e) => ({ value: e.id, label: `${e.title} (${e.start.slice(0, 10)})` })),
  });
}

function blank(kind: AudiencePart['kind']): AudiencePart {
  switch (kind) {
    case 'group':
      return { kind, groupId: '' };
    case 'organization':
      return { kind, orgId: '' };
    case 'rsvps':
      return { kind, eventId: '', state: 'confirmed' };
    case 'buyers':
      return { kind, productId: '' };
    case 'ticketHolders':
      return { kind, eventId: '' };
    case 'list':
      return { kind, entries: [] };
    default:
      return { kind };
  }
}

interface PartProps {
  part: AudiencePart;
  onChange: (part: AudiencePart) => void;
  events: { value: string; label: string }[];
}

function PartFields({ part, onChange, events }: PartProps) {
  switch (part.kind) {
    case 'group':
      return (
        <TextInput
          label="Group ID"
          value={part.groupId}
          onChange={(e) => onChange({ ...part, groupId: e.currentTarget.value })}
        />
      );
    case 'organization':
      return (
        <TextInput
          label="Organization ID"
          placeholder="A01"
          value={part.orgId}
          onChange={(e) => onChange({ ...part, orgId: e.currentTarget.value })}
        />
      );
    case 'rsvps':
      return (
        <Group grow align="end">
          <Select
            label="Event"
            searchable
            data={events}
            value={part.eventId || null}
            onChange={(v) => onChange({ ...part, eventId: v ?? '' })}
          />
          <Select
            label="RSVP state"
            data={states}
            value={part.state}
            allowDeselect={false}
            onChange={(v) => onChange({ ...part, state: (v ?? 'confirmed') as RsvpAudienceState })}
          />
        </Group>
      );
    case 'buyers':
      return (
        <Group grow>
          <TextInput
            label="Product ID"
            value={part.productId}
            onChange={(e) => onChange({ ...part, productId: e.currentTarget.value })}
          />
          <TextInput
            label="Variant ID (optional)"
            value={part.variantId ?? ''}
            onChange={(e) => {
              const variantId = e.currentTarget.value.trim();
              onChange(variantId ? { ...part, variantId } : { kind: 'buyers', productId: part.productId });
            }}
          />
        </Group>
      );
    case 'ticketHolders':
      return (
        <Select
          label="Event"
          searchable
          data={events}
          value={part.eventId || null}
          onChange={(v) => onChange({ ...part, eventId: v ?? '' })}
        />
      );
    case 'list':
      return (
        <Textarea
          label="NetIDs or emails"
          description="Separated by commas, semicolons, spaces or new lines."
          autosize
          minRows={3}
          maxRows={10}
          defaultValue={part.entries.join('\n')}
          onChange={(e) => onChange({ ...part, entries: e.currentTarget.value.split(/[\s,;]+/).filter(Boolean) })}
        />
      );
    default:
      return null;
  }
}

/** The audiences of one announcement: each person they name gets it once. */
export function AudienceBuilder({
  value,
  onChange,
}: {
  value: AudiencePart[];
  onChange: (parts: AudiencePart[]) => void;
}) {
  const events = useEventOptions().data ?? [];
  return (
    <Stack gap="xs">
      {value.map((part, index) => (
        <Paper key={index} withBorder p="sm" aria-label={`Audience ${index + 1}`} role="group">
          <Group justify="space-between" mb={part.kind === 'subscribed' || part.kind === 'paidMembers' ? 0 : 'xs'}>
            <Text fw={500}>{kinds.find((k) => k.value === part.kind)?.label}</Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove audience ${index + 1}`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <PartFields
            part={part}
            events={events}
            onChange={(next) => onChange(value.map((p, i) => (i === index ? next : p)))}
          />
        </Paper>
      ))}
      <Select
        label="Add an audience"
        placeholder="Choose who receives it"
        data={kinds}
        value={null}
        onChange={(kind) => kind && onChange([...value, blank(kind as AudiencePart['kind'])])}
      />
      {value.length > 1 ? (
        <Text size="sm" c="dimmed">
          Someone in several audiences receives it once.
        </Text>
      ) : null}
    </Stack>
  );
}
