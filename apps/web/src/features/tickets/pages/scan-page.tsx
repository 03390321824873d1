import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { registerDoorApp } from '../../../lib/door-app';
import { Divider, Stack, Text } from '@mantine/core';
import { scanDebounceMs, type CheckInRequest, type UinCheckInRequest } from '@cp/contracts/tickets';
import { usePageTitle } from '../../../lib/use-page-title';
import { useItemsQuery } from '../api/list-items';
import { CameraScanner } from '../../../components/camera-scanner';
import { DoorSearch } from '../components/door-search';
import { DoorStatus } from '../components/door-status';
import { ManualEntryForm } from '../components/manual-entry-form';
import { CardSwipeForm } from '../components/card-swipe-form';
import { checkIn } from '../api/check-in';
import { OrderLookup } from '../components/order-lookup';
import { OrderPickupModal } from '../../../components/order-pickup-modal';
import { PrepareOffline } from '../components/prepare-offline';
import { ScanResultModal } from '../components/scan-result-modal';
import type { DoorMatch } from '../door/door-search';
import { useDoor } from '../door/use-door';
import { createRecentAdmission } from '../recent-admission';
import { createDebounce } from '../../../lib/scanning';
import { checkInFromQr } from '../scan-payload';
import { orderNumberOf } from '../form-values';
import { describeScanError, type ScanOutcome } from '../scan-outcome';
import { TicketsPageHeading } from '../components/tickets-page-heading';

export default function ScanPage() {
  usePageTitle('Scan Tickets');
  useEffect(registerDoorApp, []);
  const door = useDoor();
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  // A store order (decision 0020): its QR code carries only `ord_…`.
  const [pickup, setPickup] = useState<string | null>(null);
  // While a result is shown or a call is in flight, further decodes are ignored; the debounce
  // keeps the same code held in front of the camera from firing again at once.
  const blocked = useRef(false);
  // A result of the manual entry (or a card swipe) returns focus to its field, not to the end of
  // the page: the next person's code goes there.
  const ticketField = useRef<HTMLInputElement>(null);
  const cardField = useRef<HTMLInputElement>(null);
  const returnTo = useRef<RefObject<HTMLInputElement | null> | undefined>(undefined);
  const debounce = useRef(createDebounce(scanDebounceMs));
  const recent = useRef(createRecentAdmission());
  const items = useItemsQuery();
  const names = useMemo(
    () =>
      new Map([
        ...door.lists.map((l) => [l.itemId, l.itemName] as const),
        ...[...(items.data?.tickets ?? []), ...(items.data?.merch ?? [])].map((i) => [i.itemId, i.itemName] as const),
      ]),
    [items.data, door.lists],
  );

  /** Shows the result of one scan (online, or decided by this device); true when admitted. */
  const show = async (decide: () => Promise<ScanOutcome>, request?: CheckInRequest): Promise<boolean> => {
    blocked.current = true;
    setBusy(true);
    try {
      const result = await decide();
      if (result.ok && request) recent.current.remember(request, result.result);
      setOutcome(result);
      return result.ok;
    } catch (error) {
      setOutcome({ ok: false, message: describeScanError(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submit = async (request: CheckInRequest | null): Promise<boolean> => {
    if (!request) {
      blocked.current = true;
      setOutcome({ ok: false, message: 'Ticket is invalid.' });
      return false;
    }
    const repeat = recent.current.repeatOf(request);
    if (repeat) {
      blocked.current = true;
      setOutcome({ ok: true, result: repeat, repeat: true });
      return true;
    }
    return show(() => door.scan(request), request);
  };
  const admitMatch = async (match: DoorMatch) => {
    returnTo.current = undefined;
    await show(() => door.admit(match.found, match.code));
  };
  // A card is looked up by the server (a device's list holds no UINs): online only.
  const admitCard = (request: UinCheckInRequest) => {
    returnTo.current = cardField;
    return show(async () => ({ ok: true, result: await checkIn(request) }));
  };
  const onDecode = (text: string) => {
    returnTo.current = undefined;
    if (blocked.current || !debounce.current()) return;
    const orderId = orderNumberOf(text);
    if (orderId) return openPickup(orderId);
    void submit(checkInFromQr(text));
  };
  // Typed, found or read by the camera, an order opens the same pickup.
  function openPickup(orderId: string) {
    blocked.current = true;
    setPickup(orderId);
  }
  const closePickup = () => {
    setPickup(null);
    blocked.current = false;
    debounce.current();
  };
  const close = () => {
    // Only an admission's result renews its window: closing a refusal of another code does not.
    if (outcome?.ok) recent.current.renew();
    setOutcome(null);
    blocked.current = false;
    // The 2 s debounce starts again now, so the code still in front of the camera is not re-read at once.
    debounce.current();
  };

  return (
    <Stack gap="lg">
      <TicketsPageHeading title="Scan Tickets">
        <Text c="dimmed" size="sm">
          Choose a camera, start scanning and hold the QR code from the purchase email in front of it.
        </Text>
      </TicketsPageHeading>
      <DoorStatus door={door} />
      <CameraScanner onDecode={onDecode} />
      <Divider />
      <DoorSearch door={door} onAdmit={admitMatch} />
      <Divider />
      <ManualEntryForm
        busy={busy}
        ticketField={ticketField}
        onOrder={(orderId) => {
          returnTo.current = ticketField;
          openPickup(orderId);
        }}
        onSubmit={(request) => {
          returnTo.current = ticketField;
          return submit(request);
        }}
      />
      <Divider />
      {/* Once the events are known, so that the only event is chosen already. */}
      {door.online && items.data && (
        <CardSwipeForm busy={busy} events={items.data.tickets} onSubmit={admitCard} cardField={cardField} />
      )}
      {door.online && items.data && <Divider />}
      {door.online && <OrderLookup onOpen={openPickup} />}
      {door.online && <Divider />}
      <PrepareOffline door={door} />
      <OrderPickupModal orderId={pickup} onClose={closePickup} />
      <ScanResultModal
        outcome={outcome}
        itemName={(id) => names.get(id) ?? id}
        onClose={close}
        returnFocusTo={returnTo.current}
      />
    </Stack>
  );
}
