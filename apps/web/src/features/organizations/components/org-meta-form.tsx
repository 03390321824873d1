import { useEffect } from 'react';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  cleanOrgMeta,
  maxOrgDescriptionLength,
  orgChangeDelayMinutes,
  type OrganizationResponse,
} from '@cp/contracts/organizations';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateOrgMeta } from '../api/update-org-meta';
import { OrgLinksEditor } from './org-links-editor';
import { toOrgMetaFormValues, validateOrgMeta, type OrgMetaFormValues } from '../form-values';
import { notify } from '../../../lib/notify';
import { focusFirstError } from '../../../lib/form-focus';

export const changeDelayText = `Changes may take up to ${orgChangeDelayMinutes} minutes to reflect to all users.`;

/** Description, website and links of one org. A failed save keeps everything typed. */
export function OrgMetaForm({ org }: { org: OrganizationResponse }) {
  const save = useUpdateOrgMeta();
  const form = useForm<OrgMetaFormValues>({
    mode: 'controlled',
    initialValues: toOrgMetaFormValues(org),
    validate: validateOrgMeta,
  });
  // Another org was selected: start from its stored values.
  const { setInitialValues, setValues } = form;
  useEffect(() => {
    const values = toOrgMetaFormValues(org);
    setInitialValues(values);
    setValues(values);
  }, [org, setInitialValues, setValues]);

  const submit = form.onSubmit((values) => {
    save.mutate(
      { orgId: org.id, meta: cleanOrgMeta(values) },
      {
        onSuccess: () => notify({ color: 'green', title: `${org.name} updated`, message: changeDelayText }),
        onError: (error) =>
          notify({
            color: 'red',
            title: `Failed to update information for ${org.name}.`,
            message: errorMessage(error, 'Please try again or contact support.'),
          }),
      },
    );
  }, focusFirstError(form));

  const length = form.values.description.length;
  return (
    <form onSubmit={submit} noValidate aria-label={`Information for ${org.name}`}>
      <Stack gap="md">
        <Textarea
          label="Description"
          description={`${length}/${maxOrgDescriptionLength} characters`}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={maxOrgDescriptionLength}
          {...form.getInputProps('description')}
        />
        <TextInput
          label="Website"
          placeholder="https://"
          inputMode="url"
          autoComplete="url"
          {...form.getInputProps('website')}
        />
        <OrgLinksEditor form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
