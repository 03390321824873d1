import { Alert, Button, Modal, Stack, Table, Text } from '@mantine/core';
import type { CheckInResponse } from '@cp/contracts/tickets';

export type ScanOutcome = { ok: true; result: CheckInResponse } | { ok: false; message: string };

/** The result of one scan: the purchase when valid, or 'Scan Error - DO NOT HONOR' with why. */
export function ScanResultModal({ outcome, onClose }: { outcome: ScanOutcome | null; onClose: () => void }) {
  const title = !outcome
    ? ''
    : outcome.ok
      ? outcome.result.type === 'ticket'
        ? 'Valid Ticket'
        : 'Valid Merch Pickup'
      : 'Scan Error - DO NOT HONOR';
  return (
    <Modal opened={outcome !== null} onClose={onClose} title={title} centered>
      {outcome && (
        <Stack>
          {outcome.ok ? (
            <>
              <Alert color="green" title={outcome.result.type === 'ticket' ? 'Admit' : 'Hand over the merchandise'} />
              <Table>
                <Table.Tbody>
                  <Row label="Email" value={outcome.result.purchaserData.email} />
                  <Row label="Quantity" value={String(outcome.result.purchaserData.quantity)} />
                  {outcome.result.purchaserData.size && <Row label="Size" value={outcome.result.purchaserData.size} />}
                  <Row label="Item" value={outcome.result.purchaserData.productId} />
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
