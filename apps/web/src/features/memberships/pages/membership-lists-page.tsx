import { membershipRoles } from '@cp/contracts';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useHasAnyRole } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExternalListsPanel } from '../components/external-lists-panel';
import { MembershipQueryPanel } from '../components/membership-query-panel';
import { usePrefetchChosenList } from '../components/use-chosen-list';

/** /membershipLists: two columns, each shown for its own roles (decisions.md, "Roles"). */
export default function MembershipListsPage() {
  usePageTitle('Membership Lists');
  const canQuery = useHasAnyRole(membershipRoles.queryPaid);
  const canView = useHasAnyRole(membershipRoles.viewExternal);
  const canManage = useHasAnyRole(membershipRoles.manageExternal);
  usePrefetchChosenList(canView);
  return (
    <Stack gap="lg">
      <Title order={1}>Membership Lists</Title>
      <SimpleGrid cols={{ base: 1, md: canQuery && canView ? 2 : 1 }} spacing="lg">
        {canQuery && <MembershipQueryPanel />}
        {canView && <ExternalListsPanel canManage={canManage} />}
      </SimpleGrid>
    </Stack>
  );
}
