import { Link as RouterLink } from 'react-router';
import { Button } from '@mantine/core';
import type { Link } from '@cp/contracts/links';
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
