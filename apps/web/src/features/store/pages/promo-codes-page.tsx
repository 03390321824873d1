import { useState } from 'react';
import { ActionIcon, Alert, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { PromoCode } from '@cp/contracts/store';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatCents } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeletePromoCode } from '../api/delete-promo-code';
import { usePromoCodesQuery } from '../api/list-promo-codes';
import { PromoCodeForm } from '../components/promo-code-form';

const columns = ['Code', 'Discount', 'Products', 'Valid', 'Uses', 'Actions'];
const discountOf = (c: PromoCode) => (c.percentOff !== null ? `${c.percentOff}%` : formatCents(c.amountOffCents ?? 0));

/** /tickets/promoCodes: the store's promo codes, a new one, and removing one. */
export default function PromoCodesPage() {
  usePageTitle('Promo codes');
  const codes = usePromoCodesQuery();
  const remove = useDeletePromoCode();
  const [deleting, setDeleting] = useState<PromoCode | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1}>Promo codes</Title>
      <PromoCodeForm />
      {codes.isError && (
        <Alert color="red" title="Could not load the codes" role="alert">
          {errorMessage(codes.error, 'Please try again.')}
        </Alert>
      )}
      <DataTable
        label="Promo codes"
        columns={columns}
        rows={codes.data}
        emptyText="No promo codes yet."
        minWidth={760}
        renderRow={(c) => (
          <Table.Tr key={c.code}>
            <Table.Td>{c.code}</Table.Td>
            <Table.Td>{discountOf(c)}</Table.Td>
            <Table.Td>{c.productIds?.join(', ') ?? 'All'}</Table.Td>
            <Table.Td>
              {formatDateTime(c.validFrom * 1000)} – {formatDateTime(c.validUntil * 1000)}
            </Table.Td>
            <Table.Td>
              {c.uses}
              {c.held > 0 ? ` (+${c.held} held)` : ''} / {c.maxUses ?? '∞'}
            </Table.Td>
            <Table.Td>
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${c.code}`} onClick={() => setDeleting(c)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ConfirmModal
        confirmLabel="Delete"
        destructive
        opened={deleting !== null}
        title={`Delete ${deleting?.code ?? ''}?`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.code, { onSuccess: () => setDeleting(null) })}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        <Text size="sm">Buyers can no longer use it. Orders that used it keep their discount.</Text>
        {remove.isError && (
          <Alert color="red" role="alert" mt="sm">
            {errorMessage(remove.error, 'Could not delete it.')}
          </Alert>
        )}
      </ConfirmModal>
    </Stack>
  );
}
