import { Anchor, Checkbox, Group, Text } from '@mantine/core';
import { formatUsd } from '@cp/contracts/payments';
import { CopyUrlButton } from '../../../components/copy-url-button';
import { DataCards } from '../../../components/data-cards';
import { formatDateTime } from './format';
import { LinkStatus } from './link-status';
import type { PaymentLinksViewProps } from './view-props';

/** The list at phone width: one card per link. */
export function PaymentLinkCards({ links, selected, onToggle, currentUser, sharedInvoice }: PaymentLinksViewProps) {
  return (
    <DataCards
      label="Payment links"
      items={links}
      emptyText="No payment links yet. Create one above."
      skeletonHeight={110}
      itemKey={(link) => link.id}
      cardAttributes={(link) => ({ 'data-payment-link': link.invoiceId })}
      renderCard={(link) => (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Checkbox
              label={<Text fw={600}>{link.invoiceId}</Text>}
              aria-label={`Select ${link.invoiceId}`}
              checked={selected.has(link.id)}
              disabled={!link.active}
              onChange={() => onToggle(link.id)}
            />
            <Text fw={600}>{formatUsd(link.invoiceAmountUsd)}</Text>
          </Group>
          <Group mt="xs">
            <LinkStatus link={link} sharedInvoice={sharedInvoice.has(link.id)} />
          </Group>
          <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
            For {link.contactName} · {link.contactEmail}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {formatDateTime(link.createdAt)} · {link.userId === currentUser ? 'You' : link.userId}
          </Text>
          <Group gap={4} wrap="nowrap" mt="xs">
            <Anchor
              href={link.link}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {link.link}
            </Anchor>
            <CopyUrlButton url={link.link} label="Copy link" />
          </Group>
        </>
      )}
    />
  );
}
