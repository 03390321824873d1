import { Alert, Button, Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { createProductRequest, type Product } from '@cp/contracts/store';
import { errorMessage } from '../../../lib/api-client';
import { useSaveProduct } from '../api/save-product';
import {
  emptyProductValues,
  toFieldErrors,
  toProductRequest,
  toProductValues,
  type ProductValues,
} from '../form-values';
import { VariantFields } from './variant-fields';
import { focusFirstError } from '../../../lib/form-focus';

const checkRequest = schemaResolver(createProductRequest, { sync: true });
const pickerFormat = 'MMM D, YYYY h:mm A';
const limitTypes = [
  { value: '', label: 'No limit' },
  { value: 'PER_PRODUCT', label: 'Per person, whole product' },
  { value: 'PER_VARIANT', label: 'Per person, each variant' },
];

interface ProductFormProps {
  /** Absent: a new product. */
  product?: Product;
  onSaved: (saved: { productId: string }) => void;
}

/** A product and its variants, as managers write it; checked with the API's own schema first. */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const save = useSaveProduct();
  const form = useForm<ProductValues>({
    mode: 'uncontrolled',
    initialValues: product ? toProductValues(product) : emptyProductValues(),
    validate: (values) => toFieldErrors(checkRequest(toProductRequest(values))),
  });
  const submit = form.onSubmit((values) => {
    const { productId, ...body } = toProductRequest(values);
    const input = product ? { productId: product.productId, body } : { productId: null, body: { productId, ...body } };
    save.mutate(input, { onSuccess: onSaved });
  }, focusFirstError(form));
  return (
    <form onSubmit={submit} noValidate aria-label="Product">
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" title="Could not save the product" role="alert">
            {errorMessage(save.error, 'Please try again.')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required {...form.getInputProps('name')} key={form.key('name')} />
          <TextInput
            label="Product id"
            description="In the store's address; empty: the store chooses one"
            disabled={product !== undefined}
            {...form.getInputProps('productId')}
            key={form.key('productId')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={3}
          {...form.getInputProps('description')}
          key={form.key('description')}
        />
        <TextInput
          label="Event id"
          description="For tickets: the event this product admits to"
          {...form.getInputProps('eventId')}
          key={form.key('eventId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateTimePicker
            label="Sales open"
            required
            valueFormat={pickerFormat}
            {...form.getInputProps('openAt')}
            key={form.key('openAt')}
          />
          <DateTimePicker
            label="Sales close"
            description="Empty: at the event's start, or never"
            clearable
            valueFormat={pickerFormat}
            {...form.getInputProps('closeAt')}
            key={form.key('closeAt')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            clampBehavior="none"
            label="Total stock"
            description="Empty: unlimited"
            min={0}
            {...form.getInputProps('totalStock')}
            key={form.key('totalStock')}
          />
          <Select
            label="Per-person limit"
            data={limitTypes}
            allowDeselect={false}
            {...form.getInputProps('limitType')}
            key={form.key('limitType')}
          />
          <NumberInput
            clampBehavior="none"
            label="At most"
            min={1}
            {...form.getInputProps('maxQuantity')}
            key={form.key('maxQuantity')}
          />
        </SimpleGrid>
        <Checkbox
          label="Only signed-in buyers"
          description="A visitor must sign in before paying for it"
          {...form.getInputProps('verifiedIdentityRequired', { type: 'checkbox' })}
          key={form.key('verifiedIdentityRequired')}
        />
        <VariantFields form={form} />
        <Textarea
          label="Text added to the confirmation email"
          autosize
          minRows={2}
          {...form.getInputProps('additionalEmailText')}
          key={form.key('additionalEmailText')}
        />
        <Button type="submit" loading={save.isPending}>
          {product ? 'Save' : 'Create product'}
        </Button>
      </Stack>
    </form>
  );
}
