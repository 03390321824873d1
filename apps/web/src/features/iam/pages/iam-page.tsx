import { iamGroupRoles } from '@cp/contracts';
import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useHasAnyRole } from '../../../lib/auth';
import { useClientConfig } from '../../../lib/get-client-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { GroupManager } from '../components/group-manager';
import { InviteBox } from '../components/invite-box';
import { PendingInvitations } from '../components/pending-invitations';

/** /iam: the invite box for IAM_ADMIN and IAM_INVITE_ONLY; group management for IAM_ADMIN only. */
export default function IamPage() {
  usePageTitle('IAM');
  const canManageGroups = useHasAnyRole(iamGroupRoles);
  const { emailDomain } = useClientConfig();
  const showPending = useSearchParams()[0].get('invitations') === 'pending';
  return (
    <Stack gap="lg">
      <Title order={1}>IAM</Title>
      {showPending && <PendingInvitations />}
      <InviteBox emailDomain={emailDomain} />
      {canManageGroups && <GroupManager emailDomain={emailDomain} />}
    </Stack>
  );
}
