import { Alert, Button, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { storeCheckoutRequest, type StoreCheckoutRequest, type StoreItem } from '@cp/contracts/tickets';
import { errorMessage } from '../../../lib/api-client';
import { useStartCheckout } from '../api/store';
import { emptyPurchaseValues } from '../form-values';
import { itemPurchaseErrors, storeItemTexts as texts } from '../store-item';
import { focusFirstError } from '../../../lib/form-focus';

const checkRequest = schemaResolver(storeCheckoutRequest, { sync: true });

/**
 * What the server would refuse, said before asking it: the contract's rules (e.g. at most 10 per
 * purchase), then the item's own (store-item.ts: a size, no more than is left).
 */
export function purchaseErrors(values: StoreCheckoutRequest, item: StoreItem): Record<string, string> {
  const errors = { ...checkRequest(values) } as Record<string, string>;
  return { ...errors, ...itemPurchaseErrors(values, item, Boolean(errors.quantity)) };
}

/** The buyer's part of the store page: size, quantity, email and NetID, then the checkout. */
export function StorePurchaseForm({ item, soldOut }: { item: StoreItem; soldOut: boolean }) {
  const checkout = useStartCheckout();
  const form = useForm<StoreCheckoutRequest>({
    mode: 'controlled',
    initialValues: emptyPurchaseValues,
    validate: (values) => purchaseErrors(values, item),
  });
  const submit = form.onSubmit(
    (values) =>
      checkout.mutate(
        { itemId: item.itemId, ...values },
        { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) },
      ),
    focusFirstError(form),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Buy">
      <Stack gap="md">
        {checkout.isError && (
          <Alert color="red" title={texts.checkoutFailedTitle} role="alert">
            {errorMessage(checkout.error, texts.checkoutFailed)}
          </Alert>
        )}
        {item.sizes.length > 0 && (
          <Select label="Size" required data={item.sizes} allowDeselect={false} {...form.getInputProps('size')} />
        )}
        <NumberInput
          label="Quantity"
          description={texts.quantityDescription}
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
          description={texts.netIdDescription}
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
