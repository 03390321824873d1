import { Alert, Button, Modal, Stack, Table, Text } from '@mantine/core';
import type { ScanOutcome } from '../scan-outcome';

export type { ScanOutcome };

interface ScanResultModalProps {
  outcome: ScanOutcome | null;
  /** The item's name for its id (the id itself when the item is not known here). */
  itemName: (itemId: string) => string;
  onClose: () => void;
}

function titleOf(outcome: ScanOutcome): string {
  if (!outcome.ok) return 'Scan Error - DO NOT HONOR';
  const ticket = outcome.result.type === 'ticket';
  if (outcome.repeat) return ticket ? 'Already Admitted' : 'Already Handed Over';
  return ticket ? 'Valid Ticket' : 'Valid Merch Pickup';
}

/** The result of one scan: the purchase when valid, or 'Scan Error - DO NOT HONOR' with why. */
export function ScanResultModal({ outcome, itemName, onClose }: ScanResultModalProps) {
  const title = outcome ? titleOf(outcome) : '';
  return (
    <Modal opened={outcome !== null} onClose={onClose} title={title} centered>
      {outcome && (
        <Stack>
          {outcome.offline && (
            <Alert
              color="orange.3"
              variant="filled"
              title="Decided offline on this device"
              styles={{ root: { color: 'black' }, title: { color: 'black' }, message: { color: 'black' } }}
            >
              The scan uploads to the portal when the network returns.
            </Alert>
          )}
          {outcome.ok ? (
            <>
              {outcome.repeat ? (
                <Alert color="blue" title="Admitted just now by this scanner">
                  The same code read again: nothing more to do.
                </Alert>
              ) : (
                <Alert color="green" title={outcome.result.type === 'ticket' ? 'Admit' : 'Hand over the merchandise'} />
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
