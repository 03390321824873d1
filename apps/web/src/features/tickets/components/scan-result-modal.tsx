import { useEffect, useRef, type RefObject } from 'react';
import { Alert, Button, Modal, Stack, Table, Text } from '@mantine/core';
import type { ScanOutcome } from '../scan-outcome';

export type { ScanOutcome };

interface ScanResultModalProps {
  outcome: ScanOutcome | null;
  /** The item's name for its id (the id itself when the item is not known here). */
  itemName: (itemId: string) => string;
  onClose: () => void;
  /** Where focus goes once the dialog has closed (else back where it was when it opened). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * White on Mantine's filled green is 3.4:1 in the dark scheme (green-8) and 4.4:1 in the light
 * (green-9); the door reads 'Admit' at arm's length, in both: one darker green, 5.4:1.
 */
const admitGreen = '#237a36';

function titleOf(outcome: ScanOutcome): string {
  if (!outcome.ok) return 'Scan Error - DO NOT HONOR';
  const ticket = outcome.result.type === 'ticket';
  if (outcome.repeat)
    return ticket ? 'Already Admitted - DO NOT ADMIT AGAIN' : 'Already Handed Over - DO NOT HAND OVER AGAIN';
  return ticket ? 'Valid Ticket' : 'Valid Merch Pickup';
}

/** The result of one scan: the purchase when valid, or 'Scan Error - DO NOT HONOR' with why. */
export function ScanResultModal({ outcome, itemName, onClose, returnFocusTo }: ScanResultModalProps) {
  const title = outcome ? titleOf(outcome) : '';
  const opened = outcome !== null;
  const wasOpen = useRef(false);
  useEffect(() => {
    // Once closed, focus goes where the next code is typed (after the dialog's own focus trap lets go).
    if (wasOpen.current && !opened && returnFocusTo) {
      const timer = window.setTimeout(() => returnFocusTo.current?.focus(), 0);
      wasOpen.current = opened;
      return () => window.clearTimeout(timer);
    }
    wasOpen.current = opened;
    return undefined;
  }, [opened, returnFocusTo]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered returnFocus={!returnFocusTo}>
      {outcome && (
        <Stack>
          {outcome.ok ? (
            <>
              {outcome.repeat ? (
                // A second read of a code just admitted: the danger is a second person holding the same code.
                <Alert color="red.9" variant="filled" role="alert" title="Do not admit a second person with this code">
                  This code was admitted just now by this scanner. If the person in front of you is not the one just
                  admitted, turn them away: one code admits one person.
                </Alert>
              ) : (
                <Alert
                  color={admitGreen}
                  variant="filled"
                  title={outcome.result.type === 'ticket' ? 'Admit' : 'Hand over the merchandise'}
                />
              )}
              <Table>
                <Table.Tbody>
                  <Row label="Email" value={outcome.result.purchaserData.email} />
                  <Row label="Quantity" value={String(outcome.result.purchaserData.quantity)} />
                  {outcome.result.purchaserData.size && <Row label="Size" value={outcome.result.purchaserData.size} />}
                  <Row label="Item" value={itemName(outcome.result.purchaserData.productId)} />
                  <Row label="Ticket ID" value={outcome.result.ticketId} />
                </Table.Tbody>
              </Table>
            </>
          ) : (
            <Alert color="red" role="alert">
              <Text>{outcome.message}</Text>
            </Alert>
          )}
          {/* Below the decision, not above it: the volunteer reads Admit (or the refusal) first. */}
          {outcome.offline && (
            <Text size="sm" c="dimmed">
              Decided offline on this device: the scan uploads to the portal when the network returns.
            </Text>
          )}
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
    </Table.Tr>
  );
}
