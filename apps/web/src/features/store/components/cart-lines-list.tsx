import { ActionIcon, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { cartLimitNote, unitPriceText, type StoreBuyer } from '../../../lib/store-buyer';
import { maxQuantityPerLine, removeFromCart, setCartQuantity, type StoredCartLine } from '../../../lib/store-cart';
import type { CartRow } from '../cart-lines';

interface CartLinesListProps {
  rows: CartRow[];
  /** Every saved line: a per-person limit counts the product's other lines too. */
  lines: readonly StoredCartLine[];
  buyer: StoreBuyer;
}

/**
 * The cart's lines, one card each (reads the same at phone width): this buyer's price, what is
 * left of a per-person limit, the quantity to change and a line to remove.
 */
export function CartLinesList({ rows, lines, buyer }: CartLinesListProps) {
  return (
    <Stack gap="sm" component="ul" aria-label="Cart" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map(({ line, product, variant }) => {
        const name = product && variant ? `${product.name} (${variant.name})` : 'An item no longer in the store';
        const limit = product ? cartLimitNote(product, line.variantId, lines) : null;
        return (
          <Card key={line.variantId} component="li" withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{name}</Text>
                {variant ? (
                  <Text size="sm" c="dimmed">
                    {unitPriceText(variant, buyer)}
                  </Text>
                ) : (
                  <Text size="sm" c="red">
                    Remove it to pay for the rest.
                  </Text>
                )}
                {limit && (
                  <Text size="sm" c={limit.over ? 'red' : undefined}>
                    {limit.text}
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
