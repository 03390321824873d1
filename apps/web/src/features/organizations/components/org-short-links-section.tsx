import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { saveOrgLinkRequest } from '@cp/contracts/links';
import { errorMessage } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/get-client-config';
import { notify } from '../../../lib/notify';
import { useOrgShortLinkChanges, useOrgShortLinksQuery } from '../api/org-short-links';

/** The org's short links (`/<orgId>/<slug>`): its leads add, repoint and delete them here. */
export function OrgShortLinksSection({ orgId, orgName }: { orgId: string; orgName: string }) {
  const links = useOrgShortLinksQuery(orgId);
  const { save, remove } = useOrgShortLinkChanges(orgId);
  const { shortLinkOrigin } = useClientConfig();
  const origin = (shortLinkOrigin || window.location.origin).replace(/\/+$/, '');
  const [slug, setSlug] = useState('');
  const [redirect, setRedirect] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const address = (s: string) => `${origin}/${orgId}${s ? `/${s}` : ''}`;

  const submit = () => {
    const parsed = saveOrgLinkRequest.safeParse({ slug: slug.trim(), redirect: redirect.trim() });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Invalid link');
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify({ color: 'green', message: `${address(parsed.data.slug)} now redirects to ${parsed.data.redirect}` });
        setSlug('');
        setRedirect('');
      },
      onError: (error) => setProblem(errorMessage(error, 'Failed to save the link.')),
    });
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Short Links
      </Title>
      <Text size="sm" c="dimmed">
        Links under {address('')}/ for {orgName}. Leave the alias empty for {address('')} itself.
      </Text>
      {links.isError && (
        <Alert color="red" role="alert">
          {errorMessage(links.error, 'Failed to load the short links.')}
        </Alert>
      )}
      {links.data && links.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No short links yet.
        </Text>
      )}
      {links.data && links.data.length > 0 && (
        <Table>
          <Table.Tbody>
            {links.data.map((link) => (
              <Table.Tr key={link.slug}>
                <Table.Td>{address(link.slug)}</Table.Td>
                <Table.Td>
                  <Anchor href={link.redirect} target="_blank" rel="noreferrer">
                    {link.redirect}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${address(link.slug)}`}
                    loading={remove.isPending && remove.variables === link.slug}
                    onClick={() => remove.mutate(link.slug)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end">
        <TextInput label="Alias" value={slug} onChange={(e) => setSlug(e.currentTarget.value)} maw={200} />
        <TextInput
          label="Redirects to"
          value={redirect}
          onChange={(e) => setRedirect(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button onClick={submit} loading={save.isPending}>
          Save Link
        </Button>
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
