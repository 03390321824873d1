import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Skeleton, Stack } from '@mantine/core';
import type { EventInput } from '@cp/contracts/events';
import { errorMessage } from '../../../lib/api-client';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import type { EventFormValues } from '../event-form-values';
import { EventForm } from './event-form';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';

interface EventEditorProps {
  initialValues: EventFormValues;
  templateUsed?: string;
  submitLabel: string;
  successTitle: string;
  save: (event: EventInput) => Promise<unknown>;
}

/** The event form with its host list, and what happens after saving (spec section 8 on failure). */
export function EventEditor({ initialValues, templateUsed, submitLabel, successTitle, save }: EventEditorProps) {
  const navigate = useNavigate();
  const organizations = useOrganizationsQuery();
  const [saving, setSaving] = useState(false);

  const submit = async (event: EventInput) => {
    setSaving(true);
    try {
      await save(event);
      notify({ color: 'green', title: successTitle, message: `"${event.title}" is saved.` });
      navigate(paths.events);
    } catch (error) {
      notify({
        color: 'red',
        title: 'Failed to create/edit event, please try again.',
        message: errorMessage(error, 'The event was not saved.'),
      });
    } finally {
      setSaving(false);
    }
  };

  if (organizations.isPending) return <Skeleton height={480} role="status" aria-label="Loading the event form" />;
  return (
    <Stack gap="md">
      {organizations.isError && (
        <Alert color="red" title="Could not load the organizations">
          {errorMessage(organizations.error, 'The host list is empty; reload the page to try again.')}
        </Alert>
      )}
      <EventForm
        initialValues={initialValues}
        organizations={organizations.data ?? []}
        submitLabel={submitLabel}
        saving={saving}
        templateUsed={templateUsed}
        onSubmit={(event) => void submit(event)}
        onCancel={() => navigate(paths.events)}
      />
    </Stack>
  );
}
