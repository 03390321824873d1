import { Alert, Button, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowsShuffle } from '@tabler/icons-react';
import { randomSlug, saveLinkRequest, type Link } from '@cp/contracts/links';
import { errorMessage } from '../../../lib/api-client';
import { useAuth, useHasAnyRole } from '../../../lib/auth';
import { useLinkGroupsQuery } from '../api/list-link-groups';
import { useSaveLink } from '../api/save-link';
import { toFieldErrors, toSaveLinkRequest, type LinkFormValues } from '../form-values';
import { LinkLifecycleFields } from './link-lifecycle-fields';
import { shortUrl, useShortLinkOrigin } from '../short-url';
import { notify } from '../../../lib/notify';
import { focusFirstError } from '../../../lib/form-focus';

const checkRequest = schemaResolver(saveLinkRequest, { sync: true });

interface LinkFormProps {
  initialValues: LinkFormValues;
  /** Editing keeps the slug and sends isEdited. */
  existing?: Link;
  onDone: () => void;
}

/** Slug (with a random generator), redirect, access groups, lifecycle and tags, validated by the server's own schema. */
export function LinkForm({ initialValues, existing, onDone }: LinkFormProps) {
  const save = useSaveLink();
  const groups = useLinkGroupsQuery();
  const origin = useShortLinkOrigin();
  const form = useForm<LinkFormValues>({
    mode: 'controlled',
    initialValues,
    // The server's own schema judges the body the form would send (dates as ISO, tags as typed).
    validate: (values) => toFieldErrors(checkRequest(toSaveLinkRequest(values, existing))),
  });
  const editing = existing !== undefined;
  // Who a link is delegated to is its owner's (or a links administrator's) to change (decision 0005).
  const { session } = useAuth();
  const isLinksAdmin = useHasAnyRole(['LINKS_ADMIN']);
  const mayDelegate = !existing || isLinksAdmin || existing.owner === session?.username;

  const submit = form.onSubmit((values) => {
    save.mutate(toSaveLinkRequest(values, existing), {
      onSuccess: (link) => {
        notify({
          color: 'green',
          title: editing ? 'Link updated' : 'Link created',
          message: `${shortUrl(origin, link.slug)} goes to ${link.redirect}`,
        });
        onDone();
      },
    });
  }, focusFirstError(form));

  const groupOptions = (groups.data ?? []).map((group) => ({ value: group.id, label: group.displayName }));
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit link' : 'Add link'}>
      <Stack gap="md" maw={640}>
        {save.isError && (
          <Alert color="red" title={editing ? 'Failed to edit link' : 'Failed to create link'} role="alert">
            {errorMessage(save.error, 'Please try again or contact support.')}
          </Alert>
        )}
        <TextInput
          label="Alias"
          required
          readOnly={editing}
          variant={editing ? 'filled' : 'default'}
          description={
            editing ? 'An existing alias cannot be changed.' : 'Letters, digits and - _ / . (for example team/agenda)'
          }
          autoComplete="off"
          rightSectionWidth={editing ? undefined : 104}
          rightSection={
            editing ? undefined : (
              <Button
                size="compact-sm"
                variant="light"
                mr={4}
                leftSection={<IconArrowsShuffle size={14} />}
                onClick={() => form.setFieldValue('slug', randomSlug())}
              >
                Random
              </Button>
            )
          }
          {...form.getInputProps('slug')}
        />
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Short link: {shortUrl(origin, form.values.slug || '…')}
        </Text>
        <TextInput
          label="Redirect URL"
          required
          placeholder="https://www.example.com"
          inputMode="url"
          autoComplete="url"
          {...form.getInputProps('redirect')}
        />
        <MultiSelect
          label="Access groups"
          description={
            mayDelegate
              ? 'Members of these groups who manage links see this link under Delegated Links and may edit it.'
              : 'Only the owner of this link or a links administrator may change who it is delegated to.'
          }
          disabled={!mayDelegate}
          placeholder={form.values.access.length ? undefined : 'Only you'}
          data={groupOptions}
          searchable
          clearable
          nothingFoundMessage="No such group"
          {...form.getInputProps('access')}
          error={groups.isError ? errorMessage(groups.error, 'Failed to load the groups.') : form.errors.access}
        />
        <LinkLifecycleFields form={form} />
        {existing && (
          <Text size="sm" c="dimmed">
            Clicked {existing.counter.toLocaleString()} {existing.counter === 1 ? 'time' : 'times'} (new clicks are
            counted within a few seconds).
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
