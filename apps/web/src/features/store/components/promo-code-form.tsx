import { Alert, Button, MultiSelect, NumberInput, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { promoCodeRequest } from '@cp/contracts/store';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreatePromoCode } from '../api/create-promo-code';
import { useAdminProductsQuery } from '../api/list-admin-products';
import { emptyPromoCodeValues, toFieldErrors, toPromoCodeRequest, type PromoCodeValues } from '../form-values';
import { focusFirstError } from '../../../lib/form-focus';

const checkRequest = schemaResolver(promoCodeRequest, { sync: true });
const pickerFormat = 'MMM D, YYYY h:mm A';

/** A new promo code: percent or dollars off, for some products or all, when, how many uses. */
export function PromoCodeForm() {
  const create = useCreatePromoCode();
  const products = useAdminProductsQuery();
  const form = useForm<PromoCodeValues>({
    mode: 'controlled',
    initialValues: emptyPromoCodeValues(),
    validate: (values) => toFieldErrors(checkRequest(toPromoCodeRequest(values))),
  });
  const submit = form.onSubmit(
    (values) =>
      create.mutate(toPromoCodeRequest(values), {
        onSuccess: () => {
          notify({ color: 'green', title: 'Promo code added', message: values.code.toUpperCase() });
          form.reset();
        },
      }),
    focusFirstError(form),
  );
  const percent = form.getValues().kind === 'percent';
  return (
    <form onSubmit={submit} noValidate aria-label="New promo code">
      <Stack gap="sm" maw={720}>
        {create.isError && (
          <Alert color="red" title="Could not add the code" role="alert">
            {errorMessage(create.error, 'Please try again.')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Code" required {...form.getInputProps('code')} />
          <SegmentedControl
            aria-label="Discount kind"
            data={[
              { value: 'percent', label: 'Percent off' },
              { value: 'amount', label: 'Amount off' },
            ]}
            {...form.getInputProps('kind')}
            style={{ alignSelf: 'flex-end' }}
          />
          <NumberInput
            clampBehavior="none"
            label={percent ? 'Percent off' : 'Dollars off'}
            required
            min={percent ? 1 : 0.01}
            max={percent ? 100 : undefined}
            decimalScale={percent ? 0 : 2}
            {...form.getInputProps('amount')}
          />
        </SimpleGrid>
        <MultiSelect
          label="Products"
          description="None chosen: every product"
          data={(products.data ?? []).map((p) => ({ value: p.productId, label: p.name }))}
          searchable
          {...form.getInputProps('productIds')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateTimePicker label="Valid from" required valueFormat={pickerFormat} {...form.getInputProps('validFrom')} />
          <DateTimePicker
            label="Valid until"
            required
            valueFormat={pickerFormat}
            {...form.getInputProps('validUntil')}
          />
          <NumberInput
            clampBehavior="none"
            label="Uses"
            description="Empty: unlimited"
            min={1}
            {...form.getInputProps('maxUses')}
          />
        </SimpleGrid>
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Add code
        </Button>
      </Stack>
    </form>
  );
}
