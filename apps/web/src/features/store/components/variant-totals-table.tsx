import { Table } from '@mantine/core';
import type { ProductStats } from '@cp/contracts/store';
import { DataTable } from '../../../components/data-table';
import { formatCents } from '../../../lib/money';

const columns = ['Variant', 'Sold', 'Held', 'Left', 'Revenue'];

/** Per variant: sold, held by open checkouts, left (∞ when unlimited) and revenue; a total row when several. */
export function VariantTotalsTable({ variants }: { variants: ProductStats['variants'] | undefined }) {
  const rows = variants && variants.length > 1 ? [...variants, totalOf(variants)] : variants;
  return (
    <DataTable
      label="Totals per variant"
      columns={columns}
      rows={rows}
      emptyText="No variants."
      minWidth={420}
      renderRow={(v) => (
        <Table.Tr key={v.variantId} fw={v.variantId === total ? 700 : undefined}>
          <Table.Td>{v.name}</Table.Td>
          <Table.Td>{v.sold}</Table.Td>
          <Table.Td>{v.held}</Table.Td>
          <Table.Td>{v.left ?? '∞'}</Table.Td>
          <Table.Td>{formatCents(v.revenueCents)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}

const total = 'total';
function totalOf(variants: ProductStats['variants']): ProductStats['variants'][number] {
  const sum = (pick: (v: ProductStats['variants'][number]) => number) => variants.reduce((n, v) => n + pick(v), 0);
  return {
    variantId: total,
    name: 'Total',
    sold: sum((v) => v.sold),
    held: sum((v) => v.held),
    left: variants.some((v) => v.left === null) ? null : sum((v) => v.left ?? 0),
    revenueCents: sum((v) => v.revenueCents),
  };
}
