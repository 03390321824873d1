import { useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { maxQuantity, storeCheckoutRequest, type StoreCheckoutRequest } from '@cp/contracts/tickets';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStartCheckout, useStoreItemQuery } from '../api/store';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/** The public store: anyone can buy a ticket or merchandise, no sign-in. */
export default function StorePage() {
  const { itemId = '' } = useParams();
  const [params] = useSearchParams();
  const item = useStoreItemQuery(itemId);
  usePageTitle(item.data?.itemName ?? 'Store');
  const checkout = useStartCheckout();
  const form = useForm<StoreCheckoutRequest>({
    mode: 'controlled',
    initialValues: { email: '', quantity: 1, size: undefined, netId: '' },
    validate: schemaResolver(storeCheckoutRequest, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    checkout.mutate({ itemId, ...values }, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) }),
  );

  if (item.isPending) return <Skeleton height={360} maw={560} radius="md" data-testid="store-skeleton" />;
  if (item.isError) {
    return (
      <Alert
        color="red"
        title={isApiError(item.error) && item.error.status === 404 ? 'Not on sale' : 'Error fetching items'}
        role="alert"
        maw={560}
      >
        {errorMessage(item.error, 'Please try again later.')}
      </Alert>
    );
  }
  const data = item.data;
  const soldOut = data.remaining !== undefined && data.remaining <= 0;
  const max = Math.min(maxQuantity, data.remaining ?? maxQuantity);
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{data.itemName}</Title>
      {params.get('purchased') === '1' && (
        <Alert color="green" title="Thank you for your purchase!" role="status">
          Your payment went through. We have emailed you a QR code: show it at the door or pick-up.
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Paid members
            </Text>
            <Text fw={700} size="xl">
              {money(data.priceDollars.member)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Everyone else
            </Text>
            <Text fw={700} size="xl">
              {money(data.priceDollars.nonMember)}
            </Text>
          </Stack>
          {data.remaining !== undefined && (
            <Text size="sm" c={soldOut ? 'red' : 'dimmed'}>
              {soldOut ? 'Sold out' : `${data.remaining} left`}
            </Text>
          )}
        </Group>
      </Card>
      <form onSubmit={submit} noValidate aria-label="Buy">
        <Stack gap="md">
          {checkout.isError && (
            <Alert color="red" title="Could not start the checkout" role="alert">
              {errorMessage(checkout.error, 'Please try again.')}
            </Alert>
          )}
          {data.sizes.length > 0 && (
            <Select label="Size" required data={data.sizes} allowDeselect={false} {...form.getInputProps('size')} />
          )}
          <NumberInput
            label="Quantity"
            required
            min={1}
            max={Math.max(1, max)}
            allowDecimal={false}
            {...form.getInputProps('quantity')}
          />
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label="NetID (optional)"
            description="Paid members get the member price when they buy with their university email."
            autoComplete="off"
            {...form.getInputProps('netId')}
          />
          <Button type="submit" loading={checkout.isPending} disabled={soldOut}>
            Buy
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
