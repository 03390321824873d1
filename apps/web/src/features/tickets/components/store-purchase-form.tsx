import { Alert, Button, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  chooseSizeMessage,
  maxQuantity,
  storeCheckoutRequest,
  type StoreCheckoutRequest,
  type StoreItem,
} from '@cp/contracts/tickets';
import { errorMessage } from '../../../lib/api-client';
import { useStartCheckout } from '../api/store';
import { emptyPurchaseValues } from '../form-values';

const checkRequest = schemaResolver(storeCheckoutRequest, { sync: true });

/**
 * What the server would refuse, said before asking it: a size when the item has sizes, and no
 * more than is left (the contract says the rest, e.g. at most 10 per purchase). Nothing is cut
 * to fit without a word.
 */
export function purchaseErrors(values: StoreCheckoutRequest, item: StoreItem): Record<string, string> {
  const errors: Record<string, string> = { ...checkRequest(values) } as Record<string, string>;
  if (item.sizes.length > 0 && !values.size) errors.size = chooseSizeMessage;
  const left = item.remaining;
  if (!errors.quantity && left !== undefined && values.quantity > left) {
    errors.quantity = left === 1 ? 'Only 1 ticket is left' : `Only ${left} tickets are left`;
  }
  return errors;
}

/** The buyer's part of the store page: size, quantity, email and NetID, then the checkout. */
export function StorePurchaseForm({ item, soldOut }: { item: StoreItem; soldOut: boolean }) {
  const checkout = useStartCheckout();
  const form = useForm<StoreCheckoutRequest>({
    mode: 'controlled',
    initialValues: emptyPurchaseValues,
    validate: (values) => purchaseErrors(values, item),
  });
  const submit = form.onSubmit((values) =>
    checkout.mutate(
      { itemId: item.itemId, ...values },
      { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Buy">
      <Stack gap="md">
        {checkout.isError && (
          <Alert color="red" title="Could not start the checkout" role="alert">
            {errorMessage(checkout.error, 'Please try again.')}
          </Alert>
        )}
        {item.sizes.length > 0 && (
          <Select label="Size" required data={item.sizes} allowDeselect={false} {...form.getInputProps('size')} />
        )}
        <NumberInput
          label="Quantity"
          description={`At most ${maxQuantity} per purchase`}
          required
          min={1}
          // Kept as typed: a number too large is refused with a message, not cut silently.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
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
  );
}
