import { useMemo, useRef, useState } from 'react';
import { Divider, Stack, Text } from '@mantine/core';
import { scanDebounceMs, type CheckInRequest } from '@cp/contracts/tickets';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { checkIn } from '../api/check-in';
import { useItemsQuery } from '../api/list-items';
import { CameraScanner } from '../../../components/camera-scanner';
import { ManualEntryForm } from '../components/manual-entry-form';
import { OrderLookup } from '../components/order-lookup';
import { OrderPickupModal } from '../components/order-pickup-modal';
import { ScanResultModal, type ScanOutcome } from '../components/scan-result-modal';
import { createRecentAdmission } from '../recent-admission';
import { createDebounce } from '../../../lib/scanning';
import { checkInFromQr } from '../scan-payload';
import { TicketsPageHeading } from '../components/tickets-page-heading';

const orderPrefix = 'ord_';
const failure = "System encountered a failure, please contact the chapter's infrastructure chairs.";

/**
 * spec section 8: a server error as 'Error <id> (<name>): <message>'; a call past 10 s as 'The
 * request timed out.'; anything else (no connection, an answer that is not the portal's) as the
 * fallback, so that the door staff always see one of the spec's texts.
 */
function describeError(error: unknown): string {
  if (isApiError(error) && error.id > 0) return `Error ${error.id} (${error.name}): ${error.message}`;
  if (isApiError(error) && error.name === 'TimeoutError') return error.message;
  return failure;
}

export default function ScanPage() {
  usePageTitle('Scan Tickets');
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  // A store order (decision 0020): its QR code carries only `ord_…`.
  const [pickup, setPickup] = useState<string | null>(null);
  // While a result is shown or a call is in flight, further decodes are ignored; the debounce
  // keeps the same code held in front of the camera from firing again at once.
  const blocked = useRef(false);
  const debounce = useRef(createDebounce(scanDebounceMs));
  const recent = useRef(createRecentAdmission());
  const items = useItemsQuery();
  const names = useMemo(
    () => new Map([...(items.data?.tickets ?? []), ...(items.data?.merch ?? [])].map((i) => [i.itemId, i.itemName])),
    [items.data],
  );

  /** Shows the result of one check-in; true when admitted. */
  const submit = async (request: CheckInRequest | null): Promise<boolean> => {
    blocked.current = true;
    if (!request) {
      setOutcome({ ok: false, message: 'Ticket is invalid.' });
      return false;
    }
    const repeat = recent.current.repeatOf(request);
    if (repeat) {
      setOutcome({ ok: true, result: repeat, repeat: true });
      return true;
    }
    setBusy(true);
    try {
      const result = await checkIn(request);
      if (result.valid) recent.current.remember(request, result);
      setOutcome(result.valid ? { ok: true, result } : { ok: false, message: 'Ticket is invalid.' });
      return result.valid;
    } catch (error) {
      setOutcome({ ok: false, message: describeError(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const onDecode = (text: string) => {
    if (blocked.current || !debounce.current()) return;
    if (text.startsWith(orderPrefix)) {
      blocked.current = true;
      setPickup(text.trim());
      return;
    }
    void submit(checkInFromQr(text));
  };
  const openPickup = (orderId: string) => {
    blocked.current = true;
    setPickup(orderId);
  };
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
      <CameraScanner onDecode={onDecode} />
      <Divider />
      <ManualEntryForm busy={busy} onSubmit={submit} />
      <Divider />
      <OrderLookup onOpen={openPickup} />
      <OrderPickupModal orderId={pickup} onClose={closePickup} />
      <ScanResultModal outcome={outcome} itemName={(id) => names.get(id) ?? id} onClose={close} />
    </Stack>
  );
}
