import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { EventResponse } from '@cp/contracts/events';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import { DeleteEventModal } from '../components/delete-event-modal';
import { EventsList } from '../components/events-list';
import { portalTimeZone } from '../../../lib/time';
import { paths } from '../../../lib/paths';

export default function ManageEventsPage() {
  usePageTitle('Events');
  const [showPrevious, setShowPrevious] = useState(false);
  const [toDelete, setToDelete] = useState<EventResponse | null>(null);
  // The heading of the list a deleted event was in takes focus, its row and buttons being gone.
  const [deletedFrom, setDeletedFrom] = useState<'upcoming' | 'previous'>('upcoming');
  const headings = { upcoming: useRef<HTMLHeadingElement>(null), previous: useRef<HTMLHeadingElement>(null) };
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const organizations = useOrganizationsQuery();
  const hostNames = new Map(organizations.data?.map((org) => [org.id, org.name]));
  const searching = q !== '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Stack gap={4}>
          <Title order={1}>Events</Title>
          <Text c="dimmed" size="sm">
            Times are in the chapter&apos;s time zone, {portalTimeZone}.
          </Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={paths.addEvent}>
            Create Event
          </Button>
          <Button variant="default" onClick={() => setShowPrevious((shown) => !shown)} aria-pressed={showPrevious}>
            {showPrevious ? 'Hide Previous Events' : 'Show Previous Events'}
          </Button>
        </Group>
      </Group>
      <TextInput
        label="Search"
        placeholder="Title, location or host"
        type="search"
        maxLength={200}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={
          search ? <CloseButton aria-label="Clear search" size="sm" onClick={() => setSearch('')} /> : undefined
        }
        maw={480}
      />
      {/* Only upcoming events are read until the previous ones are asked for; each list pages on the server. */}
      <EventsList
        list="upcoming"
        title="Upcoming Events"
        label="Upcoming events"
        emptyText={searching ? 'No event matches the search.' : "No upcoming events. Click 'Create Event' to add one."}
        q={q}
        hostNames={hostNames}
        headingRef={headings.upcoming}
        onDelete={(event) => {
          setDeletedFrom('upcoming');
          setToDelete(event);
        }}
      />
      {showPrevious && (
        <EventsList
          list="previous"
          title="Previous Events"
          label="Previous events"
          emptyText={searching ? 'No event matches the search.' : 'No previous events.'}
          q={q}
          hostNames={hostNames}
          headingRef={headings.previous}
          onDelete={(event) => {
            setDeletedFrom('previous');
            setToDelete(event);
          }}
        />
      )}
      <DeleteEventModal
        event={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => headings[deletedFrom].current?.focus()}
      />
    </Stack>
  );
}
