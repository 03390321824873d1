import { linkManagerRoles } from '@cp/contracts';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useHasAnyRole } from '../../../lib/auth';
import { editLinkPath, linkStatsPath, paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLinkStatsQuery, type StatsRange } from '../api/get-link-stats';
import { BreakdownTable } from '../components/stats/breakdown-table';
import { ClicksCharts } from '../components/stats/clicks-charts';
import { StatsRangePicker } from '../components/stats/stats-range-picker';
import { StatsTotals } from '../components/stats/stats-totals';
import { shortUrl, useShortLinkOrigin } from '../short-url';
import { rangeFromParams } from '../stats-range';

/** Issue 29: how often a link was followed, when, from where and on what, over a chosen range. */
export default function LinkStatsPage() {
  const slug = useParams()['*'] ?? '';
  usePageTitle(`Stats: ${slug}`);
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const stats = useLinkStatsQuery(slug, range);
  const url = shortUrl(useShortLinkOrigin(), slug);
  const setRange = (next: StatsRange) => setParams({ from: next.from, to: next.to }, { replace: true });
  const data = stats.data;
  // Bots alone are not clicks: their count still shows in the totals.
  const empty = data?.totals.clicks === 0;
  const canEdit = useHasAnyRole(linkManagerRoles);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>Link stats</Title>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {url}
          </Anchor>
        </Stack>
        <Group gap="xs">
          <Button component={RouterLink} to={paths.links} variant="default" size="xs">
            All links
          </Button>
          <Button
            component={RouterLink}
            to={`${editLinkPath(slug)}?previousPage=${encodeURIComponent(linkStatsPath(slug))}`}
            variant="default"
            size="xs"
            disabled={!canEdit}
          >
            Edit link
          </Button>
        </Group>
      </Group>
      <StatsRangePicker range={range} onChange={setRange} />
      {stats.isError && (
        <Alert color="red" title="Could not load the stats" role="alert">
          {errorMessage(stats.error, 'Please try again.')}
        </Alert>
      )}
      {!stats.isError && (
        <Stack gap="lg" aria-busy={stats.isFetching} style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }}>
          <StatsTotals totals={data?.totals} />
          {stats.isPending && <Skeleton height={280} radius="md" data-testid="stats-chart-skeleton" />}
          {empty && (
            <Text c="dimmed" ta="center" py="xl">
              No clicks yet.
            </Text>
          )}
          {data && !empty && (
            <>
              <ClicksCharts stats={data} />
              <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
                <BreakdownTable label="Top referrers" column="Referrer" rows={data.referrers} />
                <BreakdownTable label="Devices" column="Device" rows={data.devices} />
                <BreakdownTable label="Browsers" column="Browser" rows={data.browsers} />
              </SimpleGrid>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
