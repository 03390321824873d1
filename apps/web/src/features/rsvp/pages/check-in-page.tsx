import { useEffect, useRef, useState } from 'react';
import { registerDoorApp } from '../../../lib/door-app';
import { useParams } from 'react-router';
import { Divider, Stack, Tabs, Text } from '@mantine/core';
import { checkInMessages, formatRsvpKey, parseRsvpKey, type RsvpCheckInRequest } from '@cp/contracts/rsvp';
import { CameraScanner } from '../../../components/camera-scanner';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCheckIn } from '../api/check-in';
import { usePublicEventQuery } from '../api/get-public-event';
import { useAttendeesQuery } from '../api/list-attendees';
import { outcomeOfError, outcomeOfResult, type CheckInOutcome } from '../check-in-outcome';
import { checkInRequestFromScan, createScanGate } from '../check-in-request';
import { CheckInCount } from '../components/check-in-count';
import { CheckInHeading } from '../components/check-in-heading';
import { CheckInManualForm } from '../components/check-in-manual-form';
import { CheckInResultPanel } from '../components/check-in-result-panel';
import { CheckInSearch } from '../components/check-in-search';

/**
 * The door of one gathering (issue 24 point 6): the count, the last result, then either the
 * camera reading members' personal QR codes or a search with a NetID/email form for walk-ins.
 * Phone first: the result sits above whichever tool is in use, so it is seen without scrolling.
 */
export default function CheckInPage() {
  usePageTitle('Check-in');
  useEffect(registerDoorApp, []);
  const parsed = parseRsvpKey(useParams().eventId ?? '');
  const rsvpKey = parsed ? formatRsvpKey(parsed) : '';
  const event = usePublicEventQuery(parsed?.eventId ?? '', parsed !== null);
  const attendees = useAttendeesQuery(rsvpKey, parsed !== null, true);
  const checkIn = useCheckIn(rsvpKey);
  // Each result is numbered, so that the same words twice (two 'already checked in') are announced twice.
  const [shown, setShown] = useState<{ outcome: CheckInOutcome; seq: number } | null>(null);
  const show = (outcome: CheckInOutcome) => setShown((last) => ({ outcome, seq: (last?.seq ?? 0) + 1 }));
  // Decodes arrive ten times a second: one call at a time, and a code held up is sent once.
  const inFlight = useRef(false);
  const gate = useRef(createScanGate());
  // The global error page turns these into the not-found page.
  if (!parsed) throw new Error('404');
  if (event.isError && isApiError(event.error) && event.error.status === 404) throw new Error('404');

  /** Shows the result of one check-in; true when checked in. */
  const run = async (request: RsvpCheckInRequest): Promise<boolean> => {
    inFlight.current = true;
    try {
      const outcome = outcomeOfResult(await checkIn.mutateAsync(request), request);
      show(outcome);
      return outcome.kind === 'admitted';
    } catch (error) {
      show(outcomeOfError(error, request));
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  const onDecode = (text: string) => {
    if (inFlight.current || !gate.current(text)) return;
    const request = checkInRequestFromScan(text);
    if (request) void run(request);
    else show({ kind: 'refused', message: checkInMessages.badToken });
  };

  return (
    <Stack gap="md" maw={640}>
      <CheckInHeading rsvpKey={rsvpKey} occurrence={parsed.occurrence} event={event.data} error={event.error} />
      <CheckInCount attendees={attendees.data} error={attendees.error} />
      <CheckInResultPanel
        outcome={shown?.outcome ?? null}
        seq={shown?.seq ?? 0}
        pending={checkIn.isPending}
        onAdmitWalkIn={(request) => void run(request)}
      />
      <Tabs defaultValue="scan" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="scan">Scan QR code</Tabs.Tab>
          <Tabs.Tab value="search">Search</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="scan" pt="md">
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              Start scanning and hold the member&apos;s personal QR code (on their profile page or in their confirmation
              email) in front of the camera.
            </Text>
            <CameraScanner onDecode={onDecode} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="search" pt="md">
          <Stack gap="lg">
            <CheckInSearch attendees={attendees.data} busy={checkIn.isPending} onCheckIn={run} />
            <Divider />
            <CheckInManualForm
              busy={checkIn.isPending}
              attendeeEmails={attendees.data?.map((a) => a.userId) ?? []}
              onRefused={() => setShown(null)}
              onCheckIn={run}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
