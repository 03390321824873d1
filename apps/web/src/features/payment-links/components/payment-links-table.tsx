import { Anchor, Checkbox, Group, Table, Text } from '@mantine/core';
import { formatUsd } from '@cp/contracts/payments';
import { DataTable } from '../../../components/data-table';
import { formatDateTime } from './format';
import { CopyUrlButton } from '../../../components/copy-url-button';
import { LinkStatus } from './link-status';
import type { PaymentLinksViewProps } from './view-props';

const columns = ['Select', 'Invoice ID', 'Amount', 'Status', 'Contact', 'Created', 'Created by', 'Link'] as const;

export function PaymentLinksTable(props: PaymentLinksViewProps) {
  const { links, selected, onToggle, onToggleAll, currentUser, sharedInvoice } = props;
  const active = links?.filter((link) => link.active) ?? [];
  const allSelected = active.length > 0 && active.every((link) => selected.has(link.id));
  return (
    <>
      <Group>
        <Checkbox
          label="Select all active links"
          checked={allSelected}
          indeterminate={!allSelected && selected.size > 0}
          disabled={active.length === 0}
          onChange={onToggleAll}
        />
      </Group>
      <DataTable
        label="Payment links"
        columns={columns}
        rows={links}
        minWidth={960}
        emptyText="No payment links yet. Create one above."
        renderRow={(link) => (
          <Table.Tr key={link.id} data-payment-link={link.invoiceId}>
            <Table.Td>
              <Checkbox
                aria-label={`Select ${link.invoiceId}`}
                checked={selected.has(link.id)}
                disabled={!link.active}
                onChange={() => onToggle(link.id)}
              />
            </Table.Td>
            <Table.Td>{link.invoiceId}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUsd(link.invoiceAmountUsd)}</Table.Td>
            <Table.Td style={{ minWidth: 110 }}>
              <LinkStatus link={link} sharedInvoice={sharedInvoice.has(link.id)} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{link.contactName}</Text>
              <Anchor href={`mailto:${link.contactEmail}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {link.contactEmail}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatDateTime(link.createdAt)}</Table.Td>
            <Table.Td>{link.userId === currentUser ? 'You' : link.userId}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Anchor href={link.link} target="_blank" rel="noopener noreferrer" size="sm" truncate="end" maw={200}>
                  {link.link}
                </Anchor>
                <CopyUrlButton url={link.link} label="Copy link" />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </>
  );
}
