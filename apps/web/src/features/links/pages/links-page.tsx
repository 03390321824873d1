import { linkManagerRoles } from '@cp/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { listPageSizes } from '@cp/contracts/paging';
import type { Link } from '@cp/contracts/links';
import { errorMessage } from '../../../lib/api-client';
import { useHasAnyRole } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { firstLinksPage, useLinksPageQuery } from '../api/list-links';
import { DeleteLinkModal } from '../components/delete-link-modal';
import { ImportLinksModal } from '../components/import-links-modal';
import { LinkFilters } from '../components/link-filters';
import { LinksView } from '../components/links-view';
import { QrModal } from '../components/qr-modal';
import { noLinkFilter } from '../filter-links';
import { shortUrl, useShortLinkOrigin } from '../short-url';
import { PageControls } from '../../../components/page-controls';
import { paths } from '../../../lib/paths';

type Tab = 'mine' | 'delegated';

const emptyTexts: Record<Tab, string> = {
  mine: "You have no short links yet. Click 'Add Link' to create one.",
  delegated: 'No links are delegated to your groups yet.',
};

export default function LinksPage() {
  usePageTitle('Link Shortener');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'delegated' ? 'delegated' : 'mine';
  const [toDelete, setToDelete] = useState<Link | null>(null);
  const [forQr, setForQr] = useState<Link | null>(null);
  const [importing, setImporting] = useState(false);
  const [filter, setFilter] = useState(noLinkFilter);
  const [q] = useDebouncedValue(filter.search.trim(), 300);
  const [paging, setPaging] = useState({ page: 1, pageSize: firstLinksPage('owned').pageSize });
  // A new search, tag or tab starts at its first page.
  const shownFor = `${tab}\n${q}\n${filter.tag ?? ''}`;
  const [pagedFor, setPagedFor] = useState(shownFor);
  if (pagedFor !== shownFor) {
    setPagedFor(shownFor);
    setPaging((p) => ({ ...p, page: 1 }));
  }
  const list = tab === 'mine' ? 'owned' : 'delegated';
  const links = useLinksPageQuery({ list, ...paging, q, tag: filter.tag });
  const pages = Math.max(1, Math.ceil((links.data?.page?.total ?? 0) / paging.pageSize));
  const origin = useShortLinkOrigin();
  const canEdit = useHasAnyRole(linkManagerRoles);
  const returnPath = tab === 'mine' ? paths.links : `${paths.links}?tab=delegated`;
  const selectTab = (next: string | null) =>
    setParams(next === 'delegated' ? { tab: 'delegated' } : {}, { replace: true });
  const filtering = filter.search.trim() !== '' || filter.tag !== null;

  const table = (which: Tab) => {
    const listed = which === 'mine' ? links.data?.ownedLinks : links.data?.delegatedLinks;
    return (
      <LinksView
        label={which === 'mine' ? 'My links' : 'Delegated links'}
        links={listed}
        origin={origin}
        emptyText={filtering ? 'No link matches the search.' : emptyTexts[which]}
        canEdit={canEdit}
        returnPath={returnPath}
        onDelete={setToDelete}
        onQr={setForQr}
      />
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Link Shortener</Title>
        {canEdit && (
          <Group gap="sm">
            <Button variant="default" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button component={RouterLink} to={`${paths.addLink}?previousPage=${encodeURIComponent(returnPath)}`}>
              Add Link
            </Button>
          </Group>
        )}
      </Group>
      {links.isError && (
        <Alert color="red" title="Error fetching links" role="alert">
          {errorMessage(links.error, 'Please try again or contact support.')}
        </Alert>
      )}
      <LinkFilters filter={filter} tags={links.data?.tags ?? []} onChange={setFilter} />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="mine">My Links</Tabs.Tab>
          <Tabs.Tab value="delegated">Delegated Links</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine" pt="md">
          {!links.isError && table('mine')}
        </Tabs.Panel>
        <Tabs.Panel value="delegated" pt="md">
          {!links.isError && table('delegated')}
        </Tabs.Panel>
      </Tabs>
      <PageControls
        sizes={listPageSizes}
        pageSize={paging.pageSize}
        page={paging.page}
        pages={pages}
        onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
        onPage={(page) => setPaging((p) => ({ ...p, page }))}
      />
      <DeleteLinkModal
        link={toDelete}
        shortUrl={toDelete ? shortUrl(origin, toDelete.slug) : ''}
        onClose={() => setToDelete(null)}
      />
      <QrModal link={forQr} shortUrl={forQr ? shortUrl(origin, forQr.slug) : ''} onClose={() => setForQr(null)} />
      <ImportLinksModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
