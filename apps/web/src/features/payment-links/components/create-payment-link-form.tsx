import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { paymentLinkFormSchema, type PaymentLink } from '@cp/contracts/payment-links';
import { formatUsd } from '@cp/contracts/payments';
import { emptyPaymentLinkValues, toCreateRequest, type CreatePaymentLinkFormValues } from '../form-values';
import { linksForInvoice } from '../invoice-ids';
import { formatDateTime } from './format';
import { useCreatePaymentLink } from '../api/create-payment-link';
import { CopyUrlButton } from '../../../components/copy-url-button';
import { focusFirstError } from '../../../lib/form-focus';

/** The create form: the server's own rules and messages; the amount is typed in dollars, sent in cents. */
export function CreatePaymentLinkForm({ links }: { links: readonly PaymentLink[] | undefined }) {
  const create = useCreatePaymentLink();
  const form = useForm<CreatePaymentLinkFormValues>({
    mode: 'controlled',
    initialValues: emptyPaymentLinkValues,
    validate: schemaResolver(paymentLinkFormSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    create.mutate(toCreateRequest(values), { onSuccess: () => form.reset() });
  }, focusFirstError(form));

  const same = linksForInvoice(links, form.getValues().invoiceId);
  const warning =
    same.length > 0
      ? `Another payment link already has this invoice ID (${same
          .map((link) => `${formatUsd(link.invoiceAmountUsd)}, created ${formatDateTime(link.createdAt)}`)
          .join('; ')}). Creating this one makes two.`
      : undefined;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="create-payment-link-title">
      <Title order={2} size="h3" id="create-payment-link-title" mb="md">
        Create a payment link
      </Title>
      <form onSubmit={submit} noValidate aria-label="Create payment link">
        <Stack gap="sm">
          {/* One column on a phone: two grown fields that wrap keep half the width each. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Invoice ID"
              withAsterisk
              description={warning}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={{ description: { color: 'var(--cp-warning-text)' } }}
              {...form.getInputProps('invoiceId')}
            />
            <NumberInput
              clampBehavior="none"
              label="Invoice Amount (USD)"
              withAsterisk
              prefix="$"
              decimalScale={2}
              thousandSeparator=","
              min={0}
              {...form.getInputProps('invoiceAmountDollars')}
            />
            <TextInput label="Contact Name" withAsterisk autoComplete="off" {...form.getInputProps('contactName')} />
            <TextInput
              label="Contact Email"
              type="email"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('contactEmail')}
            />
          </SimpleGrid>
          {create.isError && (
            <Alert color="red" title="Failed to create payment link" role="alert">
              {create.error.message || 'Please try again or contact support.'}
            </Alert>
          )}
          {create.isSuccess && (
            <Alert color="green" title="Payment link created" role="status">
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {create.data.link}
                </Text>
                <CopyUrlButton url={create.data.link} label="Copy link" />
              </Group>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create Payment Link
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
