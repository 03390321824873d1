import { Link } from 'react-router';
import { Anchor, Badge, Table } from '@mantine/core';
import { orderStatusWord, type LineItem } from '@cp/contracts/store';
import { DataTable } from '../../../components/data-table';
import { formatCents } from '../../../lib/money';
import { storeOrderPath } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';

const columns = ['Order', 'Email', 'Variant', 'Quantity', 'Price', 'Status', 'Picked up', 'Created'];

/** A product's order lines; the order links to its page (fulfil, refund). */
export function OrderLinesTable({ lines }: { lines: LineItem[] | undefined }) {
  return (
    <DataTable
      label="Order lines"
      columns={columns}
      rows={lines}
      emptyText="No orders yet."
      minWidth={900}
      renderRow={(line) => (
        <Table.Tr key={line.lineItemId}>
          <Table.Td>
            <Anchor component={Link} to={storeOrderPath(line.orderId)} size="sm">
              {line.orderId.slice(0, 12)}…
            </Anchor>
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.userId}</Table.Td>
          <Table.Td>{line.variantName}</Table.Td>
          <Table.Td>{line.quantity}</Table.Td>
          <Table.Td>{formatCents(line.unitPriceCents * line.quantity - line.discountCents)}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={line.status === 'ACTIVE' ? 'green' : 'gray'}>
              {orderStatusWord(line)}
            </Badge>
          </Table.Td>
          <Table.Td>{line.isFulfilled ? 'Yes' : 'No'}</Table.Td>
          <Table.Td>{formatDateTime(line.createdAt * 1000)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
