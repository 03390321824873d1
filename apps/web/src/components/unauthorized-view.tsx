import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, Code, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { AppRole } from '@cp/contracts';
import { useAuth } from '../lib/auth';
import { isWebUrl, useClientConfig } from '../lib/get-client-config';
import { usePageTitle } from '../lib/use-page-title';

interface UnauthorizedViewProps {
  requiredRoles: readonly AppRole[];
  service?: string;
}

/** Shown in place of a page whose roles the user lacks, with what support needs to help. */
export default function UnauthorizedView({ requiredRoles, service }: UnauthorizedViewProps) {
  usePageTitle('Access denied');
  const { session } = useAuth();
  const location = useLocation();
  const { accessRequestUrl } = useClientConfig();
  const [time] = useState(() => new Date().toISOString());

  const diagnostics: [string, string][] = [
    ['Endpoint', `${location.pathname}${location.search}`],
    ['Service', service ?? (location.pathname.split('/')[1] || 'portal')],
    ['User', session?.username ?? 'not signed in'],
    ['Roles', session?.roles.length ? session.roles.join(', ') : 'none'],
    ['Required (any of)', requiredRoles.join(', ')],
    ['Time', time],
  ];
  const asText = diagnostics.map(([name, value]) => `${name}: ${value}`).join('\n');

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Access Denied</Title>
      <Alert color="red" icon={<IconLock aria-hidden />} title="You do not have access to this page">
        Your account does not hold any of the roles this page needs. If your work in the chapter requires it, ask for
        access with the access request form and include the details below.
      </Alert>
      <Group>
        {isWebUrl(accessRequestUrl) ? (
          <Button component="a" href={accessRequestUrl} target="_blank" rel="noopener noreferrer">
            Request access
          </Button>
        ) : (
          <Text size="sm">Ask a chapter administrator for access.</Text>
        )}
        <CopyButton value={asText}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy details'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Table variant="vertical" withTableBorder aria-label="Diagnostics">
        <Table.Tbody>
          {diagnostics.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th w={180} scope="row">
                {name}
              </Table.Th>
              <Table.Td>
                <Code>{value}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
