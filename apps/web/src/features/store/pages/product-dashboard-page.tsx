import { Link, useParams } from 'react-router';
import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { errorMessage } from '../../../lib/api-client';
import { editStoreProductPath, storeProductPath } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminProductQuery } from '../api/get-admin-product';
import { useProductStatsQuery } from '../api/get-product-stats';
import { useOrderLinesQuery } from '../api/list-order-lines';
import { OrderLinesTable } from '../components/order-lines-table';
import { SalesChart } from '../components/sales-chart';
import { VariantTotalsTable } from '../components/variant-totals-table';
import { orderLineCells, orderLineColumns } from '../order-lines-csv';

/** What managers see of one product: sales per day, totals per variant, its order lines (issue 25, 6). */
export default function ProductDashboardPage() {
  const { productId = '' } = useParams();
  const product = useAdminProductQuery(productId);
  const stats = useProductStatsQuery(productId);
  const lines = useOrderLinesQuery(productId);
  const name = product.data?.name ?? productId;
  usePageTitle(`Sales: ${name}`);
  const failed = [product, stats, lines].find((q) => q.isError);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Sales: {name}</Title>
        <Group gap="xs">
          <Button component={Link} to={editStoreProductPath(productId)} variant="default" size="xs">
            Edit product
          </Button>
          <Button component={Link} to={storeProductPath(productId)} variant="default" size="xs">
            Store page
          </Button>
          <ExportCsvButton
            filename={`${productId}-orders`}
            columns={orderLineColumns}
            rows={lines.data?.map(orderLineCells)}
          />
        </Group>
      </Group>
      {failed && (
        <Alert color="red" title="Could not load the sales" role="alert">
          {errorMessage(failed.error, 'Please try again.')}
        </Alert>
      )}
      {stats.isPending && <Skeleton height={280} radius="md" data-testid="chart-skeleton" />}
      {stats.data && <SalesChart days={stats.data.salesByDay} />}
      <Title order={2} size="h4">
        Totals per variant
      </Title>
      <VariantTotalsTable variants={stats.data?.variants} />
      <Title order={2} size="h4">
        Order lines
      </Title>
      <OrderLinesTable lines={lines.data} />
    </Stack>
  );
}
