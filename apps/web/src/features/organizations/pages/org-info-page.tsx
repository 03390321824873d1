import { orgManagerRoles } from '@cp/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Card, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import UnauthorizedView from '../../../components/unauthorized-view';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrganizationQuery } from '../api/get-organization';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import { LeadsNotAvailable, LeadsSection } from '../components/leads-section';
import { OrgMetaForm } from '../components/org-meta-form';
import { OrgShortLinksSection } from '../components/org-short-links-section';
import { notify } from '../../../lib/notify';

const requiredRoles = orgManagerRoles;

export default function OrgInfoPage() {
  usePageTitle('Organization Info');
  const { session } = useAuth();
  const [params, setParams] = useSearchParams();
  const list = useOrganizationsQuery();
  const manageAll = session?.roles.includes('ALL_ORG_MANAGER') ?? false;
  // spec section 6: every org with ALL_ORG_MANAGER, otherwise the orgs the user leads.
  const ledIds = (session?.orgRoles ?? []).filter((r) => r.role === 'LEAD').map((r) => r.org);
  const manageableIds = manageAll ? list.data?.map((org) => org.id) : ledIds;
  const requested = params.get('org');
  const selected = requested && manageableIds?.includes(requested) ? requested : null;
  const org = useOrganizationQuery(selected);
  const selectedName = list.data?.find((o) => o.id === selected)?.name ?? selected ?? '';
  // An org's short links are its leads' (and links administrators'); ACM's are the ordinary ones.
  const managesShortLinks =
    selected !== null &&
    selected !== 'A01' &&
    (ledIds.includes(selected) || (session?.roles.includes('LINKS_ADMIN') ?? false));

  // An org outside the user's set clears the parameter (spec section 4, "Org selection").
  useEffect(() => {
    if (requested && manageableIds && !manageableIds.includes(requested)) setParams({}, { replace: true });
  }, [requested, manageableIds, setParams]);

  const listFailed = list.isError;
  useEffect(() => {
    if (listFailed) notify({ color: 'red', message: 'Failed to load organization data' });
  }, [listFailed]);
  const orgFailed = org.isError;
  useEffect(() => {
    if (orgFailed) notify({ color: 'red', message: `Failed to get information for ${selectedName}.` });
  }, [orgFailed, selectedName]);

  if (manageableIds?.length === 0) return <UnauthorizedView requiredRoles={requiredRoles} service="orgInfo" />;

  const options = (manageableIds ?? []).map((id) => ({
    value: id,
    label: list.data?.find((o) => o.id === id)?.name ?? id,
  }));
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Manage Organization Info</Title>
      {listFailed && (
        <Alert color="red" title="Failed to load organization data" role="alert">
          {errorMessage(list.error, 'Please try again or contact support.')}
        </Alert>
      )}
      <Select
        label="Select an organization"
        placeholder={list.isPending ? 'Loading organizations…' : 'Search organizations'}
        data={options}
        searchable
        nothingFoundMessage="No matches found"
        value={selected}
        onChange={(value) => setParams(value ? { org: value } : {}, { replace: true })}
        maw={420}
        allowDeselect={false}
      />
      {!selected && (
        <Text c="dimmed" size="sm">
          Select an organization to edit its description, website, links and leads.
        </Text>
      )}
      {selected && org.isPending && <Skeleton height={420} role="status" aria-label="Loading the organization" />}
      {selected && orgFailed && (
        <Alert color="red" title={`Failed to get information for ${selectedName}.`} role="alert">
          {errorMessage(org.error, 'Please try again or contact support.')}
        </Alert>
      )}
      {org.data && selected === org.data.id && (
        <Card withBorder padding="lg">
          <Stack gap="lg">
            <Title order={2} size="h3">
              {org.data.name}
            </Title>
            <OrgMetaForm org={org.data} />
            {org.data.leadsManageable ? <LeadsSection org={org.data} /> : <LeadsNotAvailable />}
            {managesShortLinks && <OrgShortLinksSection orgId={org.data.id} orgName={org.data.name} />}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
