import { useRef, type RefObject } from 'react';
import { Button, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CheckInRequest } from '@cp/contracts/tickets';
import { emptyManualEntryValues, orderNumberOf, toCheckInRequest, type ManualEntryValues } from '../form-values';

interface ManualEntryFormProps {
  busy: boolean;
  /** Resolves true once admitted: the form then clears for the next person in line. */
  onSubmit: (request: CheckInRequest) => Promise<boolean>;
  /** A store order's number was typed: its pickup opens, as when the camera reads its QR code. */
  onOrder: (orderId: string) => void;
  /** The ticket field, where the scan result's dialog returns focus. */
  ticketField?: RefObject<HTMLInputElement | null>;
}

/** When no camera works: the check-in call in manual form (type, email, payment or ticket id). */
export function ManualEntryForm({ busy, onSubmit, onOrder, ticketField }: ManualEntryFormProps) {
  const emailField = useRef<HTMLInputElement>(null);
  const form = useForm<ManualEntryValues>({
    mode: 'controlled',
    initialValues: emptyManualEntryValues,
    validate: {
      // An order number names its order alone: the pickup shows whose it is.
      email: (v, values) =>
        orderNumberOf(values.stripePi) || /^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter a valid email',
      stripePi: (v) => (v.trim() ? null : 'Payment ID is required'),
    },
  });
  return (
    <form
      aria-label="Manual entry"
      noValidate
      onSubmit={form.onSubmit(
        async (v) => {
          const orderId = orderNumberOf(v.stripePi);
          if (orderId) return onOrder(orderId);
          const admitted = await onSubmit(toCheckInRequest(v));
          // The type stays: a merchandise table hands over merchandise all evening.
          if (admitted) form.setValues({ email: '', stripePi: '' });
        },
        // Focus moves to the first field refused, whose error is then read with it.
        (errors) => (errors.email ? emailField : ticketField)?.current?.focus(),
      )}
    >
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h4">
          Manual Entry
        </Title>
        <Select
          label="Type"
          data={[
            { value: 'ticket', label: 'Ticket' },
            { value: 'merch', label: 'Merchandise' },
          ]}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <TextInput
          ref={emailField}
          label="Email"
          type="email"
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput
          ref={ticketField}
          label="Payment ID or Ticket ID"
          description="A store order's number (ord_…) opens its pickup."
          required
          autoComplete="off"
          {...form.getInputProps('stripePi')}
        />
        <Button type="submit" loading={busy}>
          Check In
        </Button>
      </Stack>
    </form>
  );
}
