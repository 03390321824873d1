import { flushSync } from 'react-dom';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { checkoutRequest } from '@cp/contracts/store';
import { errorMessage } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { buyerTexts, type StoreBuyer } from '../../../lib/store-buyer';
import type { StoredCartLine } from '../../../lib/store-cart';
import { useStartCheckout } from '../api/start-checkout';
import {
  emptyCheckoutValues,
  promoCodeRefusal,
  toCheckoutRequest,
  type CheckoutValues,
} from '../../../lib/store-checkout';
import { focusFirstError } from '../../../lib/form-focus';

const checkRequest = schemaResolver(checkoutRequest, { sync: true });

interface CheckoutFormProps {
  lines: readonly StoredCartLine[];
  /** Signed in, the account's email and NetID are filled in; the NetID is the account's, not typed. */
  buyer: StoreBuyer;
  disabled: boolean;
}

/**
 * Who pays, then the whole cart in one checkout. A refusal (a line sold out, a bad code) is shown
 * in the server's words and nothing is lost: the cart stays saved and the form keeps what was typed.
 */
export function CheckoutForm({ lines, buyer, disabled }: CheckoutFormProps) {
  const checkout = useStartCheckout();
  const form = useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: { ...emptyCheckoutValues, email: buyer.email, netId: buyer.netId },
    validate: (values) => checkRequest(toCheckoutRequest(values, lines)),
  });
  const submit = form.onSubmit(
    (values) =>
      checkout.mutate(toCheckoutRequest(values, lines), {
        onSuccess: ({ checkoutUrl }) => browser.assign(checkoutUrl),
        onError: (error) => {
          const promoCode = promoCodeRefusal(error);
          if (!promoCode) return;
          // Told at its field, which then takes the focus with its error already tied to it.
          flushSync(() => form.setFieldError('promoCode', promoCode));
          form.getInputNode('promoCode')?.focus();
        },
      }),
    focusFirstError(form),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Checkout">
      <Stack gap="md">
        {checkout.isError && !promoCodeRefusal(checkout.error) && (
          <Alert color="red" title="Could not start the checkout" role="alert">
            {errorMessage(checkout.error, 'Please try again.')}
          </Alert>
        )}
        {typeof form.errors.items === 'string' && (
          <Alert color="red" role="alert">
            {form.errors.items}
          </Alert>
        )}
        <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
        {buyer.signedIn ? (
          buyer.netId && (
            <TextInput label="NetID" description={buyerTexts.accountNetId} readOnly {...form.getInputProps('netId')} />
          )
        ) : (
          <TextInput
            label="NetID (optional)"
            description={buyerTexts.visitorNetId}
            autoComplete="off"
            {...form.getInputProps('netId')}
          />
        )}
        <TextInput label="Promo code (optional)" autoComplete="off" {...form.getInputProps('promoCode')} />
        <Button type="submit" loading={checkout.isPending} disabled={disabled}>
          Pay
        </Button>
      </Stack>
    </form>
  );
}
