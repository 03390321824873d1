import { SimpleGrid, Stack, Text } from '@mantine/core';

/**
 * The light preview whatever this device prefers: a frame follows the page's colour scheme, so on
 * a dark phone the message's dark rules and the dark canvas its `color-scheme` allows took over.
 */
export const lightPreview = (html: string) =>
  html.replaceAll('@media (prefers-color-scheme: dark)', '@media not all').replaceAll('"light dark"', '"light"');

/**
 * The message as a mail client shows it, light and dark side by side. Each frame is sandboxed
 * (no script runs, links cannot navigate this page); the dark one sets the theme the message's
 * own styles answer, as a dark mail client's preference does.
 */
export function MailPreview({ html }: { html: string }) {
  const dark = html.replace('<html lang="en">', '<html lang="en" data-theme="dark">');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {[
        { label: 'Light', doc: lightPreview(html) },
        { label: 'Dark', doc: dark },
      ].map(({ label, doc }) => (
        <Stack key={label} gap={4}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <iframe
            title={`Preview (${label.toLowerCase()})`}
            sandbox=""
            srcDoc={doc}
            style={{
              width: '100%',
              height: 360,
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 8,
            }}
          />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
