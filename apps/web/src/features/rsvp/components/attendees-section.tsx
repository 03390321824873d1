import { useState } from 'react';
import { Group, Pagination, SegmentedControl, Stack, Text, TextInput, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { RsvpAttendee } from '@cp/contracts/rsvp';
import { ExportCsvButton } from '../../../components/export-csv-button';
import {
  attendeeCsvColumns,
  attendeeCsvRows,
  attendeeFilters,
  filterAttendees,
  type AttendeeFilter,
} from '../attendee-list';
import { AttendeesTable } from './attendees-table';
import { RemoveAttendeeModal } from './remove-attendee-modal';

export const attendeesPageSize = 25;

interface AttendeesSectionProps {
  rsvpKey: string;
  /** undefined while loading. */
  attendees: RsvpAttendee[] | undefined;
  /** The CSV file's name without '.csv'. */
  filename: string;
}

/** The attendee list: a status filter, a search, the export, 25 a page, and removal after a confirmation. */
export function AttendeesSection({ rsvpKey, attendees, filename }: AttendeesSectionProps) {
  const [filter, setFilter] = useState<AttendeeFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [toRemove, setToRemove] = useState<RsvpAttendee | null>(null);
  const theme = useMantineTheme();
  // Five filters fit a phone's width in the small size.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });

  const shown = attendees && filterAttendees(attendees, filter, search);
  const pages = Math.max(1, Math.ceil((shown?.length ?? 0) / attendeesPageSize));
  const current = Math.min(page, pages);
  const rows = shown?.slice((current - 1) * attendeesPageSize, current * attendeesPageSize);
  const narrowed = filter !== 'all' || search.trim() !== '';
  const emptyText = attendees?.length === 0 ? 'Nobody has RSVP’d yet.' : 'Nobody matches this filter and search.';

  return (
    <Stack gap="sm" component="section" aria-labelledby="attendees-title">
      <Title order={2} size="h3" id="attendees-title">
        Attendees
      </Title>
      <SegmentedControl
        aria-label="Show attendees"
        size={phone ? 'xs' : 'sm'}
        data={attendeeFilters}
        value={filter}
        onChange={(value) => {
          setFilter(value as AttendeeFilter);
          setPage(1);
        }}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <Group gap="sm" align="flex-end" justify="space-between">
        <TextInput
          label="Search attendees"
          placeholder="Name, email or NetID"
          leftSection={<IconSearch size={14} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 300 }}
        />
        <ExportCsvButton filename={filename} columns={attendeeCsvColumns} rows={shown && attendeeCsvRows(shown)} />
      </Group>
      {shown && narrowed && (
        <Text size="sm" c="dimmed" role="status">
          {shown.length} of {attendees?.length} attendees shown
        </Text>
      )}
      <AttendeesTable attendees={rows} emptyText={emptyText} onRemove={setToRemove} />
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
      <RemoveAttendeeModal rsvpKey={rsvpKey} attendee={toRemove} onClose={() => setToRemove(null)} />
    </Stack>
  );
}
