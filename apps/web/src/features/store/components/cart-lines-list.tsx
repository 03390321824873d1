import { ActionIcon, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatCents } from '../../../lib/money';
import { maxQuantityPerLine, removeFromCart, setCartQuantity } from '../../../lib/store-cart';
import type { CartRow } from '../cart-lines';

/** The cart's lines, one card each (reads the same at phone width): quantity to change, a line to remove. */
export function CartLinesList({ rows }: { rows: CartRow[] }) {
  return (
    <Stack gap="sm" component="ul" aria-label="Cart" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map(({ line, product, variant }) => {
        const name = product && variant ? `${product.name} (${variant.name})` : 'An item no longer in the store';
        return (
          <Card key={line.variantId} component="li" withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{name}</Text>
                {variant ? (
                  <Text size="sm" c="dimmed">
                    {formatCents(variant.memberPriceCents)} members · {formatCents(variant.nonmemberPriceCents)} others
                  </Text>
                ) : (
                  <Text size="sm" c="red">
                    Remove it to pay for the rest.
                  </Text>
                )}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <NumberInput
                  aria-label={`Quantity of ${name}`}
                  w={80}
                  min={1}
                  max={maxQuantityPerLine}
                  allowDecimal={false}
                  allowNegative={false}
                  value={line.quantity}
                  onChange={(value) =>
                    typeof value === 'number' && value >= 1 && setCartQuantity(line.variantId, value)
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${name}`}
                  onClick={() => removeFromCart(line.variantId)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
