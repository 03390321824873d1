import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Image, NumberInput, Radio, Stack, Text } from '@mantine/core';
import type { PublicProduct } from '@cp/contracts/store';
import { useStoreProductQuery } from '../lib/api/store-product';
import { useStoreBuyer } from '../lib/api/store-buyer';
import { paths } from '../lib/paths';
import { buyerTexts, limitLeft, perPersonText, signInPath, type StoreBuyer } from '../lib/store-buyer';
import { addToCart, useCart } from '../lib/store-cart';
import {
  addToCartTexts,
  cartLineLimit,
  cartQuantityProblem,
  isVariantAvailable,
  variantLabel,
} from '../lib/store-product';
import { formatWallClock } from '../lib/time';
import { MemberPriceNote } from './member-price-note';

/**
 * The product page's one purchase panel (issues 25 and 41): picture, description, the event of a
 * ticket, a variant (none chosen for the buyer when there are several) at this buyer's price, how
 * many within the per-person limit, then "Add to cart"; the cart is the one checkout.
 */
export function StoreProductPanel({ productId }: { productId: string }) {
  const product = useStoreProductQuery(productId);
  const { buyer } = useStoreBuyer();
  if (!product.data) return null;
  return <ProductDetails product={product.data} buyer={buyer} />;
}

function ProductDetails({ product, buyer }: { product: PublicProduct; buyer: StoreBuyer }) {
  const cart = useCart();
  const location = useLocation();
  const available = product.variants.filter(isVariantAvailable);
  const [variantId, setVariantId] = useState(available.length === 1 ? available[0]!.variantId : '');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const chosen = product.variants.find((v) => v.variantId === variantId);
  const count = typeof quantity === 'number' ? quantity : Number.NaN;
  const max = product.limitConfiguration?.maxQuantity;
  const perPerson = max === undefined ? null : { max, left: limitLeft(product, variantId, cart) ?? max };
  const limit = cartLineLimit(chosen, perPerson);
  const quantityError = cartQuantityProblem(count, chosen, perPerson);
  const signIn = signInPath(`${location.pathname}${location.search}`);
  const mustSignIn = product.verifiedIdentityRequired && !buyer.signedIn;

  const add = () => {
    if (!chosen || quantityError) return;
    const added = addToCart({ productId: product.productId, variantId: chosen.variantId, quantity: count });
    setMessage(
      added
        ? { ok: true, text: addToCartTexts.added(count, product.name, chosen.name) }
        : { ok: false, text: addToCartTexts.full },
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
        <MemberPriceNote buyer={buyer} />
        {max !== undefined && <Text fw={600}>{perPersonText(max)}</Text>}
        {available.length === 0 ? (
          <Text c="red">{addToCartTexts.soldOut}</Text>
        ) : mustSignIn ? (
          <Alert color="blue" title={buyerTexts.signInRequired}>
            <Anchor component={Link} to={signIn}>
              {buyerTexts.signInToBuy}
            </Anchor>
          </Alert>
        ) : (
          <>
            <Radio.Group label="Choose" required value={variantId} onChange={setVariantId}>
              <Stack gap="xs" mt="xs">
                {product.variants.map((v) => (
                  <Radio
                    key={v.variantId}
                    value={v.variantId}
                    label={variantLabel(v, buyer)}
                    disabled={!isVariantAvailable(v)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <NumberInput
              label="How many"
              min={1}
              max={limit}
              // Kept as typed: '-3' or '2.5' is refused at the field, never made 3 or 2 (issue 43).
              clampBehavior="none"
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
                {addToCartTexts.viewCart(cart.length)}
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
