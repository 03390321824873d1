import { Alert, Button, Group, Skeleton, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatUsd, payLocalLinkRequest } from '@cp/contracts/payments';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { PaymentsOffAlert, usePaymentsOff } from '../../../components/payments-off';
import { useLocalPaymentLinkQuery, usePayLocalLink } from '../api/local-link';
import { localLoadFailure } from '../local-provider';
import { TestCheckoutFrame } from '../components/test-checkout-frame';
import { focusFirstError } from '../../../lib/form-focus';

/** /pay/{id}: the local provider's payment link page (no sign-in). */
export default function PayPage() {
  usePageTitle('Pay');
  const id = useParams().id ?? '';
  const link = useLocalPaymentLinkQuery(id);
  const pay = usePayLocalLink(id);
  // One attempt id per visit: a double click or a retry pays once.
  const [attemptId, setAttemptId] = useState(() => crypto.randomUUID());
  const [cancelled, setCancelled] = useState(false);
  const paymentsOff = usePaymentsOff();
  const form = useForm({
    initialValues: { attemptId, name: '', email: '' },
    validate: schemaResolver(payLocalLinkRequest, { sync: true }),
  });

  if (link.isPending)
    return (
      <TestCheckoutFrame title="Pay">
        <Skeleton height={24} />
        <Skeleton height={36} />
      </TestCheckoutFrame>
    );
  if (link.isError)
    return (
      <TestCheckoutFrame title="Pay">
        <Text role="alert">
          {isApiError(link.error) && link.error.status === 404
            ? localLoadFailure.link.missing
            : localLoadFailure.link.failed}
        </Text>
      </TestCheckoutFrame>
    );
  const { name, amountCents, active } = link.data;
  const summary = (
    <>
      <Text fw={600}>{name}</Text>
      <Text size="xl" fw={700}>
        {formatUsd(amountCents)}
      </Text>
    </>
  );
  if (pay.isSuccess)
    return (
      <TestCheckoutFrame title="Payment received">
        {summary}
        <Alert color="green">Thank you! Your payment of {formatUsd(pay.data.amountCents)} was received.</Alert>
      </TestCheckoutFrame>
    );
  if (!active)
    return (
      <TestCheckoutFrame title="Pay">
        {summary}
        <Alert color="gray">This payment link is no longer active.</Alert>
      </TestCheckoutFrame>
    );
  if (paymentsOff)
    return (
      <TestCheckoutFrame title="Pay">
        {summary}
        <PaymentsOffAlert />
      </TestCheckoutFrame>
    );
  if (cancelled)
    return (
      <TestCheckoutFrame title="Pay">
        {summary}
        <Text>Payment cancelled. Nothing was charged.</Text>
        <Group>
          <Button
            variant="default"
            onClick={() => {
              setAttemptId(crypto.randomUUID());
              setCancelled(false);
            }}
          >
            Start over
          </Button>
        </Group>
      </TestCheckoutFrame>
    );
  return (
    <TestCheckoutFrame title="Pay">
      {summary}
      <form
        noValidate
        onSubmit={form.onSubmit((values) => pay.mutate({ ...values, attemptId }), focusFirstError(form))}
        aria-label="Payer details"
      >
        <TextInput label="Your name" autoComplete="name" withAsterisk mb="sm" {...form.getInputProps('name')} />
        <TextInput
          label="Your email"
          type="email"
          autoComplete="email"
          withAsterisk
          mb="md"
          {...form.getInputProps('email')}
        />
        {pay.isError && (
          <Alert color="red" role="alert" mb="md">
            {pay.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setCancelled(true)} disabled={pay.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={pay.isPending}>
            Pay
          </Button>
        </Group>
      </form>
    </TestCheckoutFrame>
  );
}
