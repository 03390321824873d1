import { useState } from 'react';
import { Button } from '@mantine/core';
import { notify } from '../../../lib/notify';

/**
 * Copies a list of emails, one per line; says 'Copied!' for 1 second (spec section 9). The list is
 * read when the button is pressed: the sales table holds one page only.
 */
export function CopyEmailsButton({
  label,
  loadEmails,
  disabled,
}: {
  label: string;
  loadEmails: () => Promise<string[]>;
  disabled: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      const emails = await loadEmails();
      await navigator.clipboard.writeText([...new Set(emails)].join('\n'));
      setCopied(true);
      setTimeout(() => setCopied(false), 1000);
    } catch {
      notify({
        color: 'red',
        title: 'Failed to copy emails',
        message: 'Your browser refused access to the clipboard.',
      });
    }
  };
  return (
    <Button variant="light" onClick={copy} disabled={disabled} color={copied ? 'teal' : undefined}>
      {copied ? 'Copied!' : label}
    </Button>
  );
}
