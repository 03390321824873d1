import { Link as RouterLink } from 'react-router';
import { Badge, Button, Group } from '@mantine/core';
import type { Link } from '@cp/contracts/links';
import { linkStatsPath } from '../../../lib/paths';
import { editPath, type LinksViewProps } from './links-view-props';

type ActionProps = Pick<LinksViewProps, 'canEdit' | 'returnPath' | 'onDelete'> & { link: Link };

/** Edit a link: disabled for a links administrator without LINKS_MANAGER. */
export function EditLinkButton({ link, canEdit, returnPath }: Omit<ActionProps, 'onDelete'>) {
  return (
    <Button
      component={RouterLink}
      to={editPath(link.slug, returnPath)}
      size="xs"
      variant="light"
      disabled={!canEdit}
      aria-label={`Edit ${link.slug}`}
    >
      Edit
    </Button>
  );
}

/** Delete a link: opens the confirmation dialog. */
export function DeleteLinkButton({ link, onDelete }: Pick<ActionProps, 'link' | 'onDelete'>) {
  return (
    <Button
      size="xs"
      variant="outline"
      color="red"
      c="var(--cp-danger-text)"
      onClick={() => onDelete(link)}
      aria-label={`Delete ${link.slug}`}
    >
      Delete
    </Button>
  );
}

/** The link's clicks: open to everyone who sees it in the list (the server checks who may read them). */
export function StatsLinkButton({ link }: { link: Link }) {
  return (
    <Button
      component={RouterLink}
      to={linkStatsPath(link.slug)}
      size="xs"
      variant="light"
      aria-label={`Stats for ${link.slug}`}
    >
      Stats
    </Button>
  );
}

/** Opens the QR code dialog (preview and downloads). */
export function QrButton({ link, onQr }: { link: Link; onQr: (link: Link) => void }) {
  return (
    <Button size="xs" variant="default" onClick={() => onQr(link)} aria-label={`QR code for ${link.slug}`}>
      QR
    </Button>
  );
}

/** "Expired" when the link now sends people to its fallback, then its tags. */
export function LinkBadges({ link, mt }: { link: Link; mt?: number }) {
  if (!link.expired && !link.tags?.length) return null;
  return (
    <Group gap={4} wrap="wrap" mt={mt}>
      {link.expired && (
        <Badge color="orange" variant="light" size="sm">
          Expired
        </Badge>
      )}
      {link.tags?.map((tag) => (
        <Badge key={tag} color="gray" variant="outline" size="sm" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
