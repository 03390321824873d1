import { Link } from 'react-router';
import { Alert, Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCart } from '../../../lib/store-cart';
import { usePageTitle } from '../../../lib/use-page-title';
import { PaymentsOffAlert, usePaymentsOff } from '../../../components/payments-off';
import { MemberPriceNote } from '../../../components/member-price-note';
import { useStoreBuyer } from '../../../lib/api/store-buyer';
import { useProductsQuery } from '../api/list-products';
import { ProductCard } from '../components/product-card';

const grid = { base: 1, xs: 2, md: 3 };

/** /store: everything on sale now, for anyone, at the price this buyer pays. */
export default function StorePage() {
  usePageTitle('Store');
  const products = useProductsQuery();
  const { buyer } = useStoreBuyer();
  const cart = useCart();
  const paymentsOff = usePaymentsOff();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Store</Title>
        <Anchor component={Link} to={paths.storeCart}>
          Cart ({cart.length})
        </Anchor>
      </Group>
      <MemberPriceNote buyer={buyer} />
      {paymentsOff && <PaymentsOffAlert />}
      {products.isError && (
        <Alert color="red" title="Could not load the store" role="alert">
          {errorMessage(products.error, 'Please try again later.')}
        </Alert>
      )}
      {products.isPending && (
        <SimpleGrid cols={grid} role="status" aria-label="Loading products" aria-busy>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {products.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          Nothing is on sale right now.
        </Text>
      )}
      {products.data && products.data.length > 0 && (
        <SimpleGrid cols={grid} component="ul" aria-label="Products" p={0} m={0} style={{ listStyle: 'none' }}>
          {products.data.map((product) => (
            <li key={product.productId}>
              <ProductCard product={product} buyer={buyer} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
