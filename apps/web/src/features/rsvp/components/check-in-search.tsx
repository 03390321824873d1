import { useRef, useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import type { RsvpAttendee, RsvpCheckInRequest } from '@cp/contracts/rsvp';
import { DataCards } from '../../../components/data-cards';
import { searchAttendees } from '../check-in-attendees';
import { CheckInAttendeeCard } from './check-in-attendee-card';

/** More matches than this and the door keeps typing: a phone screen holds a handful. */
const shownMatches = 20;

interface CheckInSearchProps {
  /** undefined while loading. */
  attendees: readonly RsvpAttendee[] | undefined;
  busy: boolean;
  /** Resolves true once checked in: the search then clears for the next person. */
  onCheckIn: (request: RsvpCheckInRequest) => Promise<boolean>;
}

/** Finds an attendee by name, NetID or email and checks them in. */
export function CheckInSearch({ attendees, busy, onCheckIn }: CheckInSearchProps) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const searching = query.trim().length > 0;
  const matches = attendees && searching ? searchAttendees(attendees, query) : undefined;

  const checkIn = async (attendee: RsvpAttendee) => {
    if (await onCheckIn({ email: attendee.userId })) {
      setQuery('');
      input.current?.focus();
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        ref={input}
        type="search"
        label="Search attendees by name or NetID"
        placeholder="e.g. Jane or jdoe2"
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      {searching && (
        <DataCards
          label="Matching attendees"
          items={matches?.slice(0, shownMatches)}
          emptyText={`No attendee matches “${query.trim()}”. Someone without an RSVP can be checked in by NetID or email below.`}
          itemKey={(a) => a.userId}
          renderCard={(a) => <CheckInAttendeeCard attendee={a} busy={busy} onCheckIn={checkIn} />}
          cardAttributes={(a) => ({ 'data-attendee': a.userId })}
          skeletonHeight={72}
        />
      )}
      {matches && matches.length > shownMatches && (
        <Text size="sm" c="dimmed">
          Showing {shownMatches} of {matches.length} matches: keep typing to narrow them.
        </Text>
      )}
    </Stack>
  );
}
