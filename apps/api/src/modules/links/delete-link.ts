import { slugKey } from '@cp/contracts/links';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import { canManageLink, type LinkViewer } from './link-access';
import { deleteLinkById, findLinkBySlug } from './repository';

/** DELETE /api/v1/linkry/redir/{slug}: the owner, a delegate or an administrator. */
export async function deleteLink(
  deps: { db: Db; changed: (slugKey: string) => Promise<void> },
  viewer: LinkViewer,
  slug: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const existing = await findLinkBySlug(tx, slug, { forUpdate: true });
    if (!existing) throw notFound('Link not found.');
    if (!canManageLink(viewer, existing)) throw forbidden('You may not delete this link.');
    if (!(await deleteLinkById(tx, existing.id))) throw notFound('Link not found.');
    await writeAudit(tx, {
      module: 'linkry',
      actor: viewer.username,
      target: existing.slug,
      message: `Deleted link to ${existing.redirect}.`,
      requestId: viewer.requestId,
    });
  });
  await deps.changed(slugKey(slug));
}
