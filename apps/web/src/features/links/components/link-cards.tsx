import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { shortUrl } from '../short-url';
import { CopyUrlButton } from '../../../components/copy-url-button';
import { DeleteLinkButton, EditLinkButton } from './link-actions';
import type { LinksViewProps } from './links-view-props';

/** The link list at phone width: one card per link, so the actions stay on screen. */
export function LinkCards({ label, links, origin, emptyText, canEdit, returnPath, onDelete }: LinksViewProps) {
  if (links === undefined) {
    return (
      <Stack gap="sm" role="status" aria-label={label} aria-busy>
        {Array.from({ length: 3 }, (_, row) => (
          <Skeleton key={row} height={96} radius="md" data-testid="link-skeleton-row" />
        ))}
      </Stack>
    );
  }
  if (links.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {links.map((link) => {
        const url = shortUrl(origin, link.slug);
        return (
          <Card key={link.slug} component="li" withBorder padding="sm" radius="md" data-link-card>
            <Group gap={4} wrap="nowrap" justify="space-between">
              <Anchor
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                fw={500}
                style={{ overflowWrap: 'anywhere' }}
              >
                {url}
              </Anchor>
              <CopyUrlButton url={url} label="Copy short link" />
            </Group>
            <Anchor href={link.redirect} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed" truncate="end">
              {link.redirect}
            </Anchor>
            <Group gap="xs" mt="sm" grow>
              <EditLinkButton link={link} canEdit={canEdit} returnPath={returnPath} />
              <DeleteLinkButton link={link} onDelete={onDelete} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
