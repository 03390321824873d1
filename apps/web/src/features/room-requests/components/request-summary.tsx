import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  locationTypeLabels,
  recurrencePatternLabels,
  semesterLabel,
  spaceTypeLabels,
  type CreateRoomRequestRequest,
} from '@cp/contracts/room-requests';
import { formatWallClock } from '../../../lib/time';
import { countOf } from '../../../lib/plural';

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
const orNo = (value: string | number | null | undefined, suffix = '') =>
  value === null || value === undefined ? 'No' : `${value}${suffix}`;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Every answer of a request, for the review step and the details page. */
export function RequestSummary({ request, hostName }: { request: CreateRoomRequestRequest; hostName: string }) {
  const r = request;
  const virtual = r.locationType === 'virtual';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Item label="Event title">{r.title}</Item>
        <Item label="Host">{hostName}</Item>
        <Item label="Semester">{semesterLabel(r.semester)}</Item>
        <Item label="Theme">{r.theme}</Item>
        <Item label="Event start">{formatWallClock(r.eventStart)}</Item>
        <Item label="Event end">{formatWallClock(r.eventEnd)}</Item>
        <Item label="Repeats">
          {r.isRecurring && r.recurrencePattern
            ? `${recurrencePatternLabels[r.recurrencePattern]} until ${r.recurrenceEndDate ? formatWallClock(r.recurrenceEndDate) : ''}`
            : 'No'}
        </Item>
        <Item label="Location type">{r.locationType ? locationTypeLabels[r.locationType] : ''}</Item>
        {!virtual && (
          <>
            <Item label="Space type">{r.spaceType ? spaceTypeLabels[r.spaceType] : ''}</Item>
            <Item label="Specific room">{r.specificRoom}</Item>
            <Item label="Estimated attendees">{r.estimatedAttendees}</Item>
            <Item label="Seats needed">{r.seatsNeeded}</Item>
            <Item label="Setup time">
              {r.setupNeeded ? `${countOf(r.setupMinutesBefore ?? 0, 'minute')} before` : 'No'}
            </Item>
            {r.setupDetails && <Item label="Setup details">{r.setupDetails}</Item>}
          </>
        )}
        <Item label="Minors attending">{yesNo(r.hostingMinors)}</Item>
        <Item label="On-campus partners">{orNo(r.onCampusPartners)}</Item>
        <Item label="Off-campus partners">{orNo(r.offCampusPartners)}</Item>
        <Item label="Non-Illinois speaker">{orNo(r.nonIllinoisSpeaker)}</Item>
        <Item label="Non-Illinois attendees">{orNo(r.nonIllinoisAttendees, '%')}</Item>
        <Item label="Food or drink">{yesNo(r.foodOrDrink)}</Item>
        <Item label="Crafting">{yesNo(r.crafting)}</Item>
      </SimpleGrid>
      <Item label="Description">{r.description}</Item>
      {r.comments && <Item label="Comments">{r.comments}</Item>}
    </Stack>
  );
}
