import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useClientConfig } from '../../../lib/get-client-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { tosLastUpdated, tosSections } from '../components/tos-sections';

export default function TosPage() {
  usePageTitle('Terms of Service');
  const { infraContactEmail } = useClientConfig();
  return (
    <Stack gap="md" maw={780} component="article" aria-labelledby="tos-title">
      <Title order={1} id="tos-title">
        Terms of Service
      </Title>
      <Text c="dimmed">Last updated {tosLastUpdated}</Text>
      <List type="ordered" spacing="lg" listStyleType="none" withPadding={false}>
        {tosSections.map((section, index) => (
          <List.Item key={section.title}>
            <Title order={2} size="h4" mb="xs">
              {index + 1}. {section.title}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} mb="xs">
                {paragraph}
              </Text>
            ))}
          </List.Item>
        ))}
      </List>
      {infraContactEmail && (
        <Text>
          Contact: <Anchor href={`mailto:${infraContactEmail}`}>{infraContactEmail}</Anchor>
        </Text>
      )}
    </Stack>
  );
}
