import { Link } from 'react-router';
import { AspectRatio, Card, Image, Stack, Text } from '@mantine/core';
import type { PublicProduct } from '@cp/contracts/store';
import { storeProductPath } from '../../../lib/paths';
import type { StoreBuyer } from '../../../lib/store-buyer';
import { isSoldOut, productPriceText } from '../../../lib/store-product';
import { formatWallClock } from '../../../lib/time';

/** One product of the store's list: its picture, name, this buyer's price and what is left; the whole card links to it. */
export function ProductCard({ product, buyer }: { product: PublicProduct; buyer: StoreBuyer }) {
  const soldOut = isSoldOut(product);
  return (
    <Card component={Link} to={storeProductPath(product.productId)} withBorder radius="md" padding="sm">
      {product.imageUrl && (
        <Card.Section mb="sm">
          <AspectRatio ratio={1}>
            <Image src={product.imageUrl} alt="" />
          </AspectRatio>
        </Card.Section>
      )}
      <Stack gap={4}>
        <Text fw={600}>{product.name}</Text>
        {product.event && (
          <Text size="sm" c="dimmed">
            {formatWallClock(product.event.start)} · {product.event.location}
          </Text>
        )}
        <Text size="sm">
          {productPriceText(product, buyer)}
          {soldOut && (
            <Text span c="red" inherit>
              {' '}
              · Sold out
            </Text>
          )}
        </Text>
      </Stack>
    </Card>
  );
}
