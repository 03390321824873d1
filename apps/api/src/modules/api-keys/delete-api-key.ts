import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { deleteApiKeyRow } from './repository';

/**
 * Deletes a key with its audit entry; a second delete is 404. The route then tells every instance
 * to drop the keys it keeps (the change feed), so the key stops working everywhere at once.
 */
export async function deleteApiKey(db: Db, manager: Acting, keyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteApiKeyRow(tx, keyId);
    if (!deleted) throw notFound('API key not found.');
    await writeAudit(tx, {
      module: 'apiKey',
      actor: manager.username,
      target: `acmuiuc_${keyId}`,
      message: `Deleted API key "${deleted.description}".`,
      requestId: manager.requestId,
    });
  });
}
