import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { OrganizationResponse } from '@cp/contracts/organizations';
import { errorMessage } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/get-client-config';
import { useUpdateOrgLeads } from '../api/update-org-leads';
import { AddLeadForm } from './add-lead-form';
import { ConfirmLeadsModal } from './confirm-leads-modal';
import { leadRows, type LeadRow } from './lead-queue';
import { LeadsTable } from './leads-table';
import { changeDelayText } from './org-meta-form';
import { notify } from '../../../lib/notify';

/** The org's leads, with additions and removals queued until 'Save Changes' is confirmed. */
export function LeadsSection({ org }: { org: OrganizationResponse }) {
  const [toAdd, setToAdd] = useState<LeadRow[]>([]);
  const [toRemove, setToRemove] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const save = useUpdateOrgLeads();
  const { emailDomain } = useClientConfig();
  // Another org: its own queues.
  useEffect(() => {
    setToAdd([]);
    setToRemove([]);
  }, [org.id]);

  const confirm = () => {
    save.mutate(
      { orgId: org.id, changes: { add: toAdd, remove: toRemove } },
      {
        onSuccess: () => {
          notify({ color: 'green', title: `${org.name} leads updated`, message: changeDelayText });
          setToAdd([]);
          setToRemove([]);
          setConfirming(false);
        },
        onError: (error) => {
          setConfirming(false);
          notify({
            color: 'red',
            title: `Failed to update leads for ${org.name}.`,
            message: errorMessage(error, 'Please try again or contact support.'),
          });
        },
      },
    );
  };

  const pending = toAdd.length + toRemove.length;
  return (
    <Stack gap="md" component="section" aria-labelledby="org-leads-heading">
      <Divider />
      <Title order={2} size="h3" id="org-leads-heading">
        Organization Leads
      </Title>
      <Text size="sm" c="dimmed">
        Voting members must be paid members and represent the organization at Executive Council meetings.
      </Text>
      <LeadsTable
        rows={leadRows(org.leads, toAdd, toRemove)}
        onRemove={(username) => setToRemove((list) => [...list, username])}
        onCancelAdd={(username) => setToAdd((list) => list.filter((lead) => lead.username !== username))}
        onCancelRemove={(username) => setToRemove((list) => list.filter((u) => u !== username))}
      />
      <AddLeadForm
        orgId={org.id}
        stored={org.leads}
        queued={toAdd}
        emailDomain={emailDomain}
        onQueue={(lead) => setToAdd((list) => [...list, lead])}
      />
      <Group justify="flex-end">
        <Button onClick={() => setConfirming(true)} disabled={pending === 0}>
          Save Changes
        </Button>
      </Group>
      <ConfirmLeadsModal
        opened={confirming}
        toAdd={toAdd}
        toRemove={toRemove}
        saving={save.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

export function LeadsNotAvailable() {
  return (
    <Alert color="gray" title="Feature Not Available">
      Lead management is not available for this organization.
    </Alert>
  );
}
