import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Image, NumberInput, Radio, Stack, Text } from '@mantine/core';
import type { PublicProduct } from '@cp/contracts/store';
import { useStoreProductQuery } from '../lib/api/store-product';
import { formatCents } from '../lib/money';
import { paths } from '../lib/paths';
import { addToCart, maxQuantityPerLine, useCart } from '../lib/store-cart';
import { formatWallClock } from '../lib/time';

type Variant = PublicProduct['variants'][number];

const leftText = (remaining: number | null) =>
  remaining === null ? '' : remaining <= 0 ? ' · sold out' : ` · ${remaining} left`;
const variantLabel = (v: Variant) =>
  `${v.name}: ${formatCents(v.memberPriceCents)} members, ${formatCents(v.nonmemberPriceCents)} others${leftText(v.remaining)}`;

/**
 * The store's part of a product page (issue 25): picture, description, the event of a ticket,
 * a variant and how many, then "Add to cart". Shows nothing for a product the store does not
 * sell, so the page around it (the single-item purchase) stands alone.
 */
export function StoreProductPanel({ productId }: { productId: string }) {
  const product = useStoreProductQuery(productId);
  if (!product.data) return null;
  return <ProductDetails product={product.data} />;
}

function ProductDetails({ product }: { product: PublicProduct }) {
  const cart = useCart();
  const available = product.variants.filter((v) => v.remaining === null || v.remaining > 0);
  const [variantId, setVariantId] = useState(available.length === 1 ? available[0]!.variantId : '');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const chosen = product.variants.find((v) => v.variantId === variantId);
  const count = typeof quantity === 'number' ? quantity : Number.NaN;
  const limit = Math.min(maxQuantityPerLine, chosen?.remaining ?? maxQuantityPerLine);
  const quantityError =
    Number.isInteger(count) && count >= 1 && count <= limit ? null : `Choose 1 to ${Math.max(limit, 1)}`;

  const add = () => {
    if (!chosen || quantityError) return;
    const added = addToCart({ productId: product.productId, variantId: chosen.variantId, quantity: count });
    setMessage(
      added
        ? { ok: true, text: `Added ${count} × ${product.name} (${chosen.name}) to your cart.` }
        : { ok: false, text: 'Your cart is full: pay for it or remove a line first.' },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Add to cart">
      <Stack gap="md">
        {product.imageUrl && (
          <Image src={product.imageUrl} alt={product.name} radius="md" maw={320} style={{ aspectRatio: '1' }} />
        )}
        {product.description && <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>}
        {product.event && (
          <Text size="sm" c="dimmed">
            {formatWallClock(product.event.start)} · {product.event.location}
          </Text>
        )}
        {available.length === 0 ? (
          <Text c="red">Sold out.</Text>
        ) : (
          <>
            <Radio.Group label="Choose" required value={variantId} onChange={setVariantId}>
              <Stack gap="xs" mt="xs">
                {product.variants.map((v) => (
                  <Radio key={v.variantId} value={v.variantId} label={variantLabel(v)} disabled={v.remaining === 0} />
                ))}
              </Stack>
            </Radio.Group>
            <NumberInput
              label="How many"
              min={1}
              max={limit}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={quantity}
              onChange={setQuantity}
              error={chosen ? quantityError : null}
              maw={160}
            />
            <Group>
              <Button variant="light" onClick={add} disabled={!chosen || quantityError !== null}>
                Add to cart
              </Button>
              <Anchor component={Link} to={paths.storeCart}>
                View cart ({cart.length})
              </Anchor>
            </Group>
          </>
        )}
        {message && (
          <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
