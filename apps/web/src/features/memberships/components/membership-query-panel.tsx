import { useState } from 'react';
import { Accordion, Button, Paper, Stack, Textarea, Title } from '@mantine/core';
import { parseQueryInput } from '@cp/contracts/memberships';
import { useClientConfig } from '../../../lib/get-client-config';
import { useVerifyMembers } from '../api/verify-members';
import { ResultGroup } from './result-group';
import { notify } from '../../../lib/notify';

interface Results {
  members: string[];
  notMembers: string[];
  invalid: string[];
}

/** Left column: 'Query ACM Paid Membership List' (spec sections 2.2 and 5). */
export function MembershipQueryPanel() {
  const { emailDomain } = useClientConfig();
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const verify = useVerifyMembers();

  const query = async () => {
    const { netIds, invalid } = parseQueryInput(text, emailDomain);
    // Nothing valid: show only the invalid entries, and make no call.
    if (netIds.length === 0) {
      setResults({ members: [], notMembers: [], invalid });
      return;
    }
    try {
      const answer = await verify.mutateAsync(netIds);
      setResults({ ...answer, invalid });
    } catch {
      notify({
        color: 'red',
        title: 'Failed to query membership list.',
        message: 'Please try again or contact support.',
      });
    }
  };

  const groups = results && [
    ...(results.members.length || results.notMembers.length
      ? [
          { value: 'paid', title: 'Paid Members', color: 'green' as const, entries: results.members },
          { value: 'notPaid', title: 'Not Paid Members', color: 'red' as const, entries: results.notMembers },
        ]
      : []),
    ...(results.invalid.length
      ? [{ value: 'invalid', title: 'Invalid Entries', color: 'yellow' as const, entries: results.invalid }]
      : []),
  ];

  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={2} size="h3">
          Query ACM Paid Membership List
        </Title>
        <Textarea
          label="Enter NetIDs or Illinois Emails"
          description="Enter items separated by commas, semicolons, spaces, or newlines."
          autosize
          minRows={4}
          maxRows={10}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button onClick={() => void query()} disabled={!text.trim()} loading={verify.isPending}>
          Query Memberships
        </Button>
        {groups && groups.length > 0 && (
          <Accordion
            multiple
            defaultValue={groups.map((group) => group.value)}
            variant="separated"
            key={JSON.stringify(results)}
          >
            {groups.map((group) => (
              <ResultGroup key={group.value} {...group} emailDomain={emailDomain} asTyped={group.value === 'invalid'} />
            ))}
          </Accordion>
        )}
      </Stack>
    </Paper>
  );
}
