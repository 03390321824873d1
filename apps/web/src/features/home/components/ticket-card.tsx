import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MyTicket } from '@cp/contracts/home';
import { QrCodeImage } from '../../../components/qr-code-image';
import { Link } from 'react-router';
import { publicEventPath, storeProductPath } from '../../../lib/paths';
import { formatWallClock } from '../../../lib/time';
import { WalletButtons } from './wallet-buttons';

const qrSize = 136;

/**
 * One ticket: its QR (exactly the purchase email's), what it is for, when and where. Merchandise
 * bought the first way is the same purchase: its QR is the pickup code.
 */
export function TicketCard({ ticket }: { ticket: MyTicket }) {
  const name = ticket.eventName ?? ticket.itemName;
  const headingId = `ticket-${ticket.ticketId}`;
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={headingId}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <QrCodeImage
          text={JSON.stringify(ticket.qrPayload)}
          alt={ticket.type === 'merch' ? `Pickup QR code of your order: ${name}` : `QR code of your ticket: ${name}`}
          size={qrSize}
        />
        <Stack gap={4} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h4" id={headingId}>
              <Anchor
                component={Link}
                to={ticket.eventId ? publicEventPath(ticket.eventId) : storeProductPath(ticket.itemId)}
                inherit
              >
                {name}
              </Anchor>
            </Title>
            <Badge color={ticket.used ? 'gray' : 'green'} variant="light">
              {ticket.type === 'merch'
                ? ticket.used
                  ? 'Picked up'
                  : 'Awaiting pickup'
                : ticket.used
                  ? 'Used'
                  : 'Valid'}
            </Badge>
          </Group>
          {ticket.eventName && <Text size="sm">{ticket.itemName}</Text>}
          {ticket.type === 'ticket' && (
            <Text size="sm">
              <b>When:</b> {ticket.startsAt ? formatWallClock(ticket.startsAt) : 'to be announced'}
            </Text>
          )}
          {ticket.type === 'ticket' && (
            <Text size="sm">
              <b>Where:</b> {ticket.location ?? 'to be announced'}
            </Text>
          )}
          {(ticket.quantity > 1 || ticket.size) && (
            <Text size="sm" c="dimmed">
              {[ticket.quantity > 1 && `Quantity ${ticket.quantity}`, ticket.size && `Size ${ticket.size}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
          <WalletButtons links={ticket} label={`Add ${name} to a wallet`} />
        </Stack>
      </Group>
    </Card>
  );
}
