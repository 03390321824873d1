import { maxImageBytes } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import { getProduct, storeAudit } from './products';
import { findImageRow, lockProductRow, saveImageRow } from './products-repository';

/** How each accepted type begins: a data URL's declared type is only believed when its bytes agree. */
const signatures: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The bytes and type of an uploaded data URL (the request schema already checked its shape). */
export function decodeImage(dataUrl: string): { contentType: string; bytes: Buffer } {
  const [header, base64] = dataUrl.split(',', 2);
  const contentType = header!.slice('data:'.length, header!.indexOf(';'));
  const bytes = Buffer.from(base64 ?? '', 'base64');
  if (bytes.length === 0 || bytes.length > maxImageBytes) throw badRequest('The image is too large (at most 512 KB).');
  if (!signatures[contentType]?.(bytes)) throw badRequest('This file is not the image it says it is.');
  return { contentType, bytes };
}

/** PUT /api/v1/store/admin/products/{productId}/image: replaces the image; its URL changes with it. */
export async function setProductImage(db: Db, actor: Acting, productId: string, dataUrl: string) {
  const image = decodeImage(dataUrl);
  await db.transaction(async (tx) => {
    if (!(await lockProductRow(tx, productId))) throw notFound('Product not found.');
    const row = await saveImageRow(tx, productId, image.contentType, image.bytes);
    await storeAudit(
      tx,
      actor,
      productId,
      `Uploaded an image (${image.bytes.length} bytes, version ${row.imageVersion}).`,
    );
  });
  return getProduct(db, productId);
}

/** GET /api/v1/store/products/{productId}/image */
export async function getProductImage(db: Db, productId: string) {
  const image = await findImageRow(db, productId);
  if (!image) throw notFound('This product has no image.');
  return image;
}
