import { ActionIcon, Button, Card, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { emptyVariant, type ProductValues } from '../form-values';

/** The product's variants (a size, a ticket type): name, both prices in dollars, stock. */
export function VariantFields({ form }: { form: UseFormReturnType<ProductValues> }) {
  const variants = form.getValues().variants;
  return (
    <Stack gap="sm">
      <Text fw={500}>Variants</Text>
      {typeof form.errors.variants === 'string' && (
        <Text c="red" size="sm" role="alert">
          {form.errors.variants}
        </Text>
      )}
      {variants.map((variant, index) => (
        <Card key={form.key(`variants.${index}`)} withBorder padding="sm" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            <TextInput label="Variant name" required {...form.getInputProps(`variants.${index}.name`)} />
            <NumberInput
              clampBehavior="none"
              label="Member price ($)"
              required
              min={0}
              decimalScale={2}
              {...form.getInputProps(`variants.${index}.memberPrice`)}
            />
            <NumberInput
              clampBehavior="none"
              label="Non-member price ($)"
              required
              min={0}
              decimalScale={2}
              {...form.getInputProps(`variants.${index}.nonmemberPrice`)}
            />
            <NumberInput
              clampBehavior="none"
              label="Stock"
              description="Empty: unlimited"
              min={0}
              {...form.getInputProps(`variants.${index}.stock`)}
            />
          </SimpleGrid>
          {variants.length > 1 && !variant.variantId && (
            <ActionIcon
              mt="xs"
              variant="subtle"
              color="red"
              aria-label={`Remove variant ${variant.name || index + 1}`}
              onClick={() => form.removeListItem('variants', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Card>
      ))}
      <Button variant="default" onClick={() => form.insertListItem('variants', { ...emptyVariant, name: '' })}>
        Add a variant
      </Button>
    </Stack>
  );
}
