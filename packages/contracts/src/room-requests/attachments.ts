import { z } from 'zod';
import { semesterSchema } from './semester';

/** The platform's limits: PDF and the usual photo formats, 10 MB (its `maxAttachmentSizeBytes`). */
export const attachmentContentTypes = ['application/pdf', 'image/jpeg', 'image/heic', 'image/png'] as const;
export type AttachmentContentType = (typeof attachmentContentTypes)[number];
export const maxAttachmentBytes = 10_000_000;
export const attachmentFilenameMaxLength = 100;

export const attachmentMessages = {
  type: 'Attach a PDF, JPEG, HEIC or PNG file.',
  contents: "The file's contents do not match its type: attach a PDF, JPEG, HEIC or PNG file.",
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than 10 MB.',
  filename: `Give the file a name of 1 to ${attachmentFilenameMaxLength} characters, without slashes.`,
  onlyParticipants: 'Only the requester and the reviewers may attach files to a room request.',
  gone: 'The file is no longer stored.',
} as const;

/** A name to show and to offer on download; never part of a stored path. */
export const attachmentFilename = z
  .string({ error: attachmentMessages.filename })
  .trim()
  .min(1, attachmentMessages.filename)
  .max(attachmentFilenameMaxLength, attachmentMessages.filename)
  .refine(
    (name) => !/[/\\]/.test(name) && ![...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
    attachmentMessages.filename,
  );

/** A file announced with a status update (the platform's `attachmentInfo`), sent after to its upload URL. */
export const attachmentInfoSchema = z.object({
  filename: attachmentFilename,
  fileSizeBytes: z
    .number({ error: attachmentMessages.tooLarge })
    .int()
    .min(1, attachmentMessages.empty)
    .max(maxAttachmentBytes, attachmentMessages.tooLarge),
  contentType: z.enum(attachmentContentTypes, { error: attachmentMessages.type }),
});

/** PUT {uploadUrl}: the upload URL's one-time key, as a presigned URL carries its signature. */
export const uploadKeyQuery = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'The upload link is not valid.'),
});
export const uploadedAttachmentResponse = z.object({ attachmentId: z.string() });

/** POST /api/v1/roomRequests/{semester}/{requestId}/attachments?filename=…, the file's bytes as the body. */
export const uploadAttachmentQuery = z.object({ filename: attachmentFilename });

export const attachmentParams = z.object({
  semester: semesterSchema,
  requestId: z.uuid({ error: 'Room request not found' }),
  attachmentId: z.uuid({ error: 'Attachment not found' }),
});

export const roomRequestAttachmentSchema = z.object({
  attachmentId: z.string(),
  filename: z.string(),
  contentType: z.enum(attachmentContentTypes),
  sizeBytes: z.number().int(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  /** GET this address (same origin, with the session) for the file itself. */
  downloadUrl: z.string(),
});
export type RoomRequestAttachment = z.infer<typeof roomRequestAttachmentSchema>;

export const attachmentPath = (semester: string, requestId: string, attachmentId?: string) =>
  `/api/v1/roomRequests/${encodeURIComponent(semester)}/${encodeURIComponent(requestId)}/attachments` +
  (attachmentId ? `/${encodeURIComponent(attachmentId)}` : '');

/** The bytes a file of each type starts with, so a renamed executable is not served as a PDF. */
export function contentMatchesType(bytes: Uint8Array, type: AttachmentContentType): boolean {
  const startsWith = (...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
  switch (type) {
    case 'application/pdf':
      return startsWith(0x25, 0x50, 0x44, 0x46, 0x2d); // %PDF-
    case 'image/jpeg':
      return startsWith(0xff, 0xd8, 0xff);
    case 'image/png':
      return startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'image/heic': {
      // An ISO media file: a box size, then `ftyp` and a HEIF brand.
      const box = String.fromCharCode(...bytes.slice(4, 12));
      return /^ftyp(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(box);
    }
  }
}
