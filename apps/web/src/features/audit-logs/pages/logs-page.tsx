import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { auditLogModuleNames } from '@cp/contracts/audit-logs';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { errorMessage } from '../../../lib/api-client';
import { countOf } from '../../../lib/plural';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLogsQuery } from '../api/list-logs';
import { ChainVerification } from '../components/chain-verification';
import { LogEntries } from '../components/log-entries';
import { LogFilters, type FilterValues } from '../components/log-filters';
import { LogPager } from '../components/log-pager';
import { RequestEntries } from '../components/request-entries';
import { epochToPicker, formatLogTime, pickerToEpoch } from '../log-time';
import { useLogWindow } from '../use-log-window';
import { portalTimeZone } from '../../../lib/time';

const day = 24 * 3600;

export default function LogsPage() {
  usePageTitle('Audit Logs');
  const view = useLogWindow();
  const fromHome = useSearchParams()[0].get('verify') === 'chain';
  const [utc, setUtc] = useState(false);
  const [missing, setMissing] = useState(false);
  const [filters, setFilters] = useState<FilterValues>(() => {
    const now = Math.floor(Date.now() / 1000);
    const applied = view.applied;
    // spec section 9: the window defaults to the last 24 hours.
    return {
      module: applied?.module ?? null,
      start: epochToPicker(applied?.start ?? now - day),
      end: epochToPicker(applied?.end ?? now),
    };
  });
  const [searchText, setSearchText] = useState(view.q);
  const search = useDebouncedCallback((text: string) => view.search(text.trim()), 400);
  const logs = useLogsQuery(view.window);
  const { learnNext, page } = view;
  const nextCursor = logs.isPlaceholderData ? null : (logs.data?.nextCursor ?? null);
  useEffect(() => learnNext(page, nextCursor), [learnNext, page, nextCursor]);

  const shown = logs.isPending || logs.isPlaceholderData ? undefined : logs.data?.entries;
  const csvRows = shown?.map((e) => [formatLogTime(e.createdAt, utc), e.actor, e.message, e.target, e.requestId]);

  const submit = () => {
    if (!filters.module || !filters.start || !filters.end) {
      setMissing(true);
      return;
    }
    setMissing(false);
    view.apply({ module: filters.module, start: pickerToEpoch(filters.start), end: pickerToEpoch(filters.end) });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Audit Logs</Title>
          <Text c="dimmed" size="sm">
            {utc ? 'Times are in UTC.' : `Times are in the chapter's time zone, ${portalTimeZone}.`}
          </Text>
        </Stack>
        <Switch label="Show times in UTC" checked={utc} onChange={(e) => setUtc(e.currentTarget.checked)} />
      </Group>
      {view.requestId ? (
        <RequestEntries requestId={view.requestId} utc={utc} onBack={view.leaveRequest} />
      ) : (
        <>
          <ChainVerification fromHome={fromHome} />
          <LogFilters values={filters} onChange={setFilters} onSubmit={submit} loading={logs.isFetching} />
          {missing && (
            <Alert color="yellow" title="Missing parameters" role="alert">
              Please select a module and time range
            </Alert>
          )}
          {view.applied && (
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end">
                <Title order={2} size="h3">
                  {auditLogModuleNames[view.applied.module]}
                </Title>
                <Group gap="sm" align="flex-end">
                  <TextInput
                    label="Search"
                    placeholder="Actor, action, target or request id"
                    value={searchText}
                    onChange={(e) => {
                      setSearchText(e.currentTarget.value);
                      search(e.currentTarget.value);
                    }}
                    w={{ base: '100%', sm: 320 }}
                  />
                  <ExportCsvButton
                    filename={`audit-log-${view.applied.module}-page-${view.page}`}
                    columns={['Time', 'Actor', 'Action', 'Target', 'Request ID']}
                    rows={csvRows}
                  />
                </Group>
              </Group>
              {/* Read out after each Fetch, while focus stays on the button. */}
              <Text size="sm" c="dimmed" role="status" aria-label="Entries found">
                {shown &&
                  (shown.length
                    ? `${countOf(shown.length, 'entry', 'entries')} on page ${view.page}.`
                    : 'No entries found.')}
              </Text>
              {logs.isError ? (
                <Alert color="red" title="Error fetching logs" role="alert">
                  {errorMessage(logs.error, 'Please try again or contact support.')}
                </Alert>
              ) : (
                <LogEntries
                  label="Audit log entries"
                  entries={shown}
                  utc={utc}
                  emptyText="No entries in this time range."
                />
              )}
              <LogPager
                page={view.page}
                pages={view.pages}
                onPage={view.setPage}
                pageSize={view.pageSize}
                onPageSize={view.setPageSize}
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
