import { Badge, Group } from '@mantine/core';
import type { PaymentLink } from '@cp/contracts/payment-links';
import { formatUsd } from '@cp/contracts/payments';

export function paidLabel(link: PaymentLink): string {
  if (link.paidAmountUsd >= link.invoiceAmountUsd) return 'Paid';
  if (link.paidAmountUsd > 0) return `Partially paid (${formatUsd(link.paidAmountUsd)})`;
  return 'Unpaid';
}

/** Paid status and active/inactive, as words (not colour alone). */
export function LinkStatus({ link, sharedInvoice = false }: { link: PaymentLink; sharedInvoice?: boolean }) {
  const paid = paidLabel(link);
  return (
    <Group gap={4} wrap="wrap">
      <Badge
        style={{ flexShrink: 0 }}
        color={paid === 'Paid' ? 'green' : paid === 'Unpaid' ? 'gray' : 'yellow'}
        variant="light"
      >
        {paid}
      </Badge>
      <Badge style={{ flexShrink: 0 }} color={link.active ? 'blue' : 'gray'} variant="outline">
        {link.active ? 'Active' : 'Inactive'}
      </Badge>
      {sharedInvoice && (
        <Badge style={{ flexShrink: 0 }} color="orange" variant="light">
          Invoice ID used twice
        </Badge>
      )}
    </Group>
  );
}
