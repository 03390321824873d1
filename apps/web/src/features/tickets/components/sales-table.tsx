import { Badge, Button, Card, Code, Group, Skeleton, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PageControls } from '../../../components/page-controls';
import { salesPageSizes, type Purchase } from '@cp/contracts/tickets';
import { DataTable } from '../../../components/data-table';
import { purchaseStatus } from '../item-status';

/** Which page the table shows: the server reads it (the list may be long). */
export interface SalesPaging {
  page: number;
  pageSize: number;
  /** Purchases matching the search, on every page. */
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

interface SalesTableProps {
  /** The page's purchases. */
  purchases: Purchase[] | undefined;
  paging: SalesPaging;
  emptyText?: string;
  canFulfill: boolean;
  fulfillingId: string | null;
  onFulfill: (purchase: Purchase) => void;
}

const statusColor = { Refunded: 'red', Fulfilled: 'green', Unfulfilled: 'yellow' } as const;

function FulfillButton({
  purchase,
  canFulfill,
  fulfillingId,
  onFulfill,
}: Omit<SalesTableProps, 'purchases' | 'emptyText' | 'paging'> & { purchase: Purchase }) {
  // spec section 4: offered only when neither refunded nor fulfilled.
  if (!canFulfill || purchase.refunded || purchase.fulfilled) return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={fulfillingId === purchase.ticketId}
      onClick={() => onFulfill(purchase)}
      aria-label={`Mark as Fulfilled: ${purchase.purchaserData.email}, ${purchase.ticketId}`}
    >
      Mark as Fulfilled
    </Button>
  );
}

/** spec section 2.2: email, status, quantity, size, ticket ID and 'Mark as Fulfilled', 10/25/50/100 a page. */
export function SalesTable({ purchases, paging, emptyText = 'No purchases yet.', ...actions }: SalesTableProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  const rows = purchases;
  const status = (p: Purchase) => {
    const s = purchaseStatus(p);
    return (
      <Badge color={statusColor[s]} variant="light">
        {s}
      </Badge>
    );
  };

  return (
    <Stack gap="sm">
      {phone ? (
        <Stack gap="sm" component="ul" aria-label="Purchases" p={0} m={0} style={{ listStyle: 'none' }}>
          {/* A list holds only items, while it loads and when it is empty too. */}
          {rows === undefined &&
            Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton height={100} radius="md" />
              </li>
            ))}
          {rows?.length === 0 && (
            <Text component="li" c="dimmed" ta="center" py="md">
              {emptyText}
            </Text>
          )}
          {rows?.map((p) => (
            <Card key={p.ticketId} component="li" withBorder padding="sm" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {p.purchaserData.email}
                </Text>
                {status(p)}
              </Group>
              <Text size="sm">
                Quantity {p.purchaserData.quantity}
                {p.purchaserData.size ? ` · Size ${p.purchaserData.size}` : ''}
              </Text>
              <Code style={{ overflowWrap: 'anywhere' }}>{p.ticketId}</Code>
              <Group mt="xs">
                <FulfillButton purchase={p} {...actions} />
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <DataTable
          label="Purchases"
          columns={['Email', 'Status', 'Quantity', 'Size', 'Ticket ID', 'Actions']}
          rows={rows}
          emptyText={emptyText}
          minWidth={820}
          renderRow={(p) => (
            <Table.Tr key={p.ticketId}>
              <Table.Td>{p.purchaserData.email}</Table.Td>
              <Table.Td>{status(p)}</Table.Td>
              <Table.Td>{p.purchaserData.quantity}</Table.Td>
              <Table.Td>{p.purchaserData.size ?? 'N/A'}</Table.Td>
              <Table.Td>
                <Code>{p.ticketId}</Code>
              </Table.Td>
              <Table.Td>
                <FulfillButton purchase={p} {...actions} />
              </Table.Td>
            </Table.Tr>
          )}
        />
      )}
      <PageControls
        sizes={salesPageSizes}
        pageSize={paging.pageSize}
        page={paging.page}
        pages={pages}
        onPageSize={paging.onPageSize}
        onPage={paging.onPage}
      />
    </Stack>
  );
}
