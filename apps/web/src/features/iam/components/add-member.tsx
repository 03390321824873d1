import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { addMemberError, groupMemberEmailError, normalizeEmail } from '@cp/contracts/iam';

/** Queues an email to add; refuses an empty one, one already listed (spec section 5) or one outside the university. */
export function AddMember({
  listed,
  emailDomain,
  onAdd,
}: {
  listed: readonly string[];
  emailDomain: string;
  onAdd: (email: string) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const email = normalizeEmail(value);
    if (!email || listed.includes(email)) return setError(addMemberError);
    const outsider = groupMemberEmailError(email, emailDomain);
    if (outsider) return setError(outsider);
    setError(null);
    setValue('');
    onAdd(email);
  };
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        label="Add member"
        placeholder={`netid@${emailDomain}`}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        error={error}
        style={{ flex: 1 }}
      />
      <Button onClick={add} mt={25} variant="light">
        Add
      </Button>
    </Group>
  );
}
