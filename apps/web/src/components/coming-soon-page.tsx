import { Stack, Text, Title } from '@mantine/core';

export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text>This module is coming soon.</Text>
    </Stack>
  );
}
