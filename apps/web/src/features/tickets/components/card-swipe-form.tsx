import { useRef, type RefObject } from 'react';
import { Button, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UinCheckInRequest } from '@cp/contracts/tickets';
import { uinOfCardRead } from '../../../lib/card-read';

interface CardSwipeFormProps {
  busy: boolean;
  /** The events whose tickets a card can admit. */
  events: { itemId: string; itemName: string }[];
  /** Resolves true once admitted: the field then clears for the next card. */
  onSubmit: (request: UinCheckInRequest) => Promise<boolean>;
  /** The card field, where the scan result's dialog returns focus. */
  cardField: RefObject<HTMLInputElement | null>;
}

export const cardSwipeMessages = {
  noEvent: 'Choose the event',
  notACard: 'Not a card read or a UIN. Swipe again, or type the nine digits.',
} as const;

/**
 * A university ID card at the door (issue 42, point 6): a keyboard-wedge reader types the card
 * into the focused field and presses Enter, as the campus app's QR read by a scanner gun does;
 * the person's ticket of the chosen event is then checked in as a scanned ticket is.
 */
export function CardSwipeForm({ busy, events, onSubmit, cardField }: CardSwipeFormProps) {
  const eventField = useRef<HTMLInputElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { itemId: events.length === 1 ? events[0]!.itemId : '', read: '' },
    validate: {
      itemId: (v) => (v ? null : cardSwipeMessages.noEvent),
      read: (v) => (uinOfCardRead(v) ? null : cardSwipeMessages.notACard),
    },
  });
  return (
    <form
      aria-label="Card swipe"
      noValidate
      onSubmit={form.onSubmit(
        async (v) => {
          const admitted = await onSubmit({ type: 'ticket', itemId: v.itemId, uin: uinOfCardRead(v.read)! });
          // The event stays: a door admits one event all evening.
          if (admitted) form.setFieldValue('read', '');
        },
        (errors) => (errors.itemId ? eventField : cardField).current?.focus(),
      )}
    >
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h4">
          Card Swipe
        </Title>
        <Text size="sm" c="dimmed">
          For someone without their QR code: their ticket is found by the UIN on their i-card.
        </Text>
        <Select
          ref={eventField}
          label="Event"
          placeholder="Choose the event"
          data={events.map((e) => ({ value: e.itemId, label: e.itemName }))}
          allowDeselect={false}
          {...form.getInputProps('itemId')}
        />
        <TextInput
          ref={cardField}
          label="Card or UIN"
          description="Swipe the i-card, read its QR in the campus app, or type the nine digits."
          autoComplete="off"
          {...form.getInputProps('read')}
        />
        <Button type="submit" loading={busy}>
          Check In by Card
        </Button>
      </Stack>
    </form>
  );
}
