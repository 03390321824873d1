import { Anchor, Group } from '@mantine/core';
import { shortUrl } from '../short-url';
import { CopyUrlButton } from '../../../components/copy-url-button';
import { DataCards } from '../../../components/data-cards';
import { DeleteLinkButton, EditLinkButton, LinkBadges, QrButton, StatsLinkButton } from './link-actions';
import type { LinksViewProps } from './links-view-props';

/** The link list at phone width: one card per link, so the actions stay on screen. */
export function LinkCards(props: LinksViewProps) {
  const { label, links, origin, emptyText, canEdit, returnPath, onDelete, onQr } = props;
  return (
    <DataCards
      label={label}
      items={links}
      emptyText={emptyText}
      skeletonHeight={136}
      skeletonTestId="link-skeleton-row"
      itemKey={(link) => link.slug}
      cardAttributes={() => ({ 'data-link-card': true })}
      renderCard={(link) => {
        const url = shortUrl(origin, link.slug);
        return (
          <>
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
            <LinkBadges link={link} mt={6} />
            <Group gap="xs" mt="sm" grow>
              <StatsLinkButton link={link} />
              <QrButton link={link} onQr={onQr} />
            </Group>
            <Group gap="xs" mt="xs" grow>
              <EditLinkButton link={link} canEdit={canEdit} returnPath={returnPath} />
              <DeleteLinkButton link={link} onDelete={onDelete} />
            </Group>
          </>
        );
      }}
    />
  );
}
