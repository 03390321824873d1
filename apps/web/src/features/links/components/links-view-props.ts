import type { Link } from '@cp/contracts/links';
import { editLinkPath } from '../../../lib/paths';

/** What the link list shows, as a table on wide screens and as cards on phones. */
export interface LinksViewProps {
  /** Names the table for assistive technology, e.g. 'My links'. */
  label: string;
  /** Undefined while loading: skeleton rows are shown. */
  links: Link[] | undefined;
  origin: string;
  emptyText: string;
  /** Editing needs LINKS_MANAGER; a links administrator without it may only delete. */
  canEdit: boolean;
  /** Where the edit form returns to. */
  returnPath: string;
  onDelete: (link: Link) => void;
  /** Opens the link's QR code dialog. */
  onQr: (link: Link) => void;
}

/** The edit form of a link, returning to `returnPath` afterwards. */
export const editPath = (slug: string, returnPath: string) =>
  `${editLinkPath(slug)}?previousPage=${encodeURIComponent(returnPath)}`;
