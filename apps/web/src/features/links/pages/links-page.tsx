import { linkManagerRoles } from '@cp/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import type { Link } from '@cp/contracts/links';
import { errorMessage } from '../../../lib/api-client';
import { useHasAnyRole } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLinksQuery } from '../api/list-links';
import { DeleteLinkModal } from '../components/delete-link-modal';
import { LinksView } from '../components/links-view';
import { shortUrl, useShortLinkOrigin } from '../short-url';
import { paths } from '../../../lib/paths';

type Tab = 'mine' | 'delegated';

export default function LinksPage() {
  usePageTitle('Link Shortener');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'delegated' ? 'delegated' : 'mine';
  const [toDelete, setToDelete] = useState<Link | null>(null);
  const links = useLinksQuery();
  const origin = useShortLinkOrigin();
  const canEdit = useHasAnyRole(linkManagerRoles);
  const returnPath = tab === 'mine' ? paths.links : `${paths.links}?tab=delegated`;
  const selectTab = (next: string | null) =>
    setParams(next === 'delegated' ? { tab: 'delegated' } : {}, { replace: true });

  const table = (which: Tab) => (
    <LinksView
      label={which === 'mine' ? 'My links' : 'Delegated links'}
      links={which === 'mine' ? links.data?.ownedLinks : links.data?.delegatedLinks}
      origin={origin}
      emptyText={
        which === 'mine'
          ? "You have no short links yet. Click 'Add Link' to create one."
          : 'No links are delegated to your groups yet.'
      }
      canEdit={canEdit}
      returnPath={returnPath}
      onDelete={setToDelete}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Link Shortener</Title>
        {canEdit && (
          <Button component={RouterLink} to={`${paths.addLink}?previousPage=${encodeURIComponent(returnPath)}`}>
            Add Link
          </Button>
        )}
      </Group>
      {links.isError && (
        <Alert color="red" title="Error fetching links" role="alert">
          {errorMessage(links.error, 'Please try again or contact support.')}
        </Alert>
      )}
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
      <DeleteLinkModal
        link={toDelete}
        shortUrl={toDelete ? shortUrl(origin, toDelete.slug) : ''}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
