import { createHash } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Position } from '@cp/contracts/elections';
import type { Db, Tx } from '../../db/client';
import { electionPhotos } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { decodeImage } from '../store';

interface Upload {
  id: string;
  contentType: string;
  bytes: Buffer;
}
type CandidateWithPhoto = Position['candidates'][number] & { photo?: string };

/**
 * Takes the uploads out of the positions: each data URL is checked (type and size, as the store's
 * product images) and replaced by its SHA-256, which the candidate keeps as `photoId`.
 */
export function takeUploads(positions: Position[]): { positions: Position[]; uploads: Upload[] } {
  const uploads = new Map<string, Upload>();
  const stored = positions.map((position) => ({
    ...position,
    candidates: position.candidates.map((candidate: CandidateWithPhoto) => {
      const { photo, photoId: _id, photoUrl: _url, ...rest } = candidate;
      if (!photo) return rest;
      if (!photo.startsWith('data:')) return { ...rest, photoId: photo };
      const image = decodeImage(photo);
      const id = createHash('sha256').update(image.bytes).digest('hex');
      uploads.set(id, { id, ...image });
      return { ...rest, photoId: id };
    }),
  }));
  return { positions: stored, uploads: [...uploads.values()] };
}

/**
 * Stores the new photos and drops those no candidate names any more. A kept photo must be one the
 * election already holds: an id from elsewhere is refused.
 */
export async function savePhotos(tx: Tx, electionId: string, positions: Position[], uploads: Upload[]) {
  if (uploads.length > 0)
    await tx
      .insert(electionPhotos)
      .values(uploads.map((upload) => ({ electionId, ...upload })))
      .onConflictDoNothing();
  const named = [...new Set(positions.flatMap((p) => p.candidates.flatMap((c) => (c.photoId ? [c.photoId] : []))))];
  await tx
    .delete(electionPhotos)
    .where(
      named.length > 0
        ? and(eq(electionPhotos.electionId, electionId), notInArray(electionPhotos.id, named))
        : eq(electionPhotos.electionId, electionId),
    );
  const held = await tx
    .select({ id: electionPhotos.id })
    .from(electionPhotos)
    .where(eq(electionPhotos.electionId, electionId));
  if (held.length !== named.length) throw badRequest('Unknown photo: upload it again.');
}

/** The candidates as the API answers them: each photo with its address. */
export function withPhotoUrls(electionId: string, positions: Position[]): Position[] {
  return positions.map((position) => ({
    ...position,
    candidates: position.candidates.map((c) =>
      c.photoId ? { ...c, photoUrl: `/api/v1/elections/${electionId}/photos/${c.photoId}` } : c,
    ),
  }));
}

/** GET /api/v1/elections/{id}/photos/{photoId}: a candidate's photo. */
export async function getPhoto(db: Db, electionId: string, photoId: string) {
  const [row] = await db
    .select({ contentType: electionPhotos.contentType, bytes: electionPhotos.bytes })
    .from(electionPhotos)
    .where(and(eq(electionPhotos.electionId, electionId), eq(electionPhotos.id, photoId)));
  if (!row) throw notFound('Photo not found');
  return row;
}
