import { Accordion, Button, CopyButton, Group, List, Text } from '@mantine/core';

interface ResultGroupProps {
  value: string;
  title: string;
  color: 'green' | 'red' | 'yellow';
  entries: string[];
  emailDomain: string;
  /** Invalid entries are copied as typed: they are not NetIDs. */
  asTyped?: boolean;
}

/** One collapsible group of query results with its copy buttons (spec section 2.2). */
export function ResultGroup({ value, title, color, entries, emailDomain, asTyped = false }: ResultGroupProps) {
  const ids = entries.join('\n');
  const emails = asTyped ? ids : entries.map((netId) => `${netId}@${emailDomain}`).join('\n');
  return (
    <Accordion.Item
      value={value}
      data-testid={`group-${value}`}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Accordion.Control>
        <Text fw={600}>
          {title} ({entries.length})
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Group gap="xs" mb="xs">
          <CopyButton value={ids} timeout={1000}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} disabled={entries.length === 0}>
                {copied ? 'Copied!' : 'Copy as IDs'}
              </Button>
            )}
          </CopyButton>
          <CopyButton value={emails} timeout={1000}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} disabled={entries.length === 0}>
                {copied ? 'Copied!' : 'Copy as emails'}
              </Button>
            )}
          </CopyButton>
        </Group>
        {entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            None.
          </Text>
        ) : (
          <List size="sm" spacing={2} aria-label={title}>
            {entries.map((entry) => (
              <List.Item key={entry}>{entry}</List.Item>
            ))}
          </List>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
