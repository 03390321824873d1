import { isErrorBody } from '@cp/contracts';
import {
  attachmentContentTypes,
  attachmentMessages,
  attachmentPath,
  maxAttachmentBytes,
  roomRequestAttachmentSchema,
  type RoomRequestAttachment,
} from '@cp/contracts/room-requests';
import { ApiError } from '../../../lib/api-client';

/** The server's own refusals, checked first so a wrong file is not sent at all. */
export function refusalOf(file: File): string | null {
  if (!(attachmentContentTypes as readonly string[]).includes(file.type)) return attachmentMessages.type;
  if (file.size === 0) return attachmentMessages.empty;
  if (file.size > maxAttachmentBytes) return attachmentMessages.tooLarge;
  return null;
}

const failed = (status: number, message: string) => new ApiError({ status, id: 0, name: 'UploadError', message });

/**
 * POST the file itself (fetch reports no upload progress; XMLHttpRequest does). `onProgress`
 * gets the share sent, 0 to 1. Rejects with an ApiError carrying the server's message.
 */
export function uploadAttachment(
  target: { semester: string; requestId: string },
  file: File,
  onProgress: (share: number) => void,
): Promise<RoomRequestAttachment> {
  const url = `${attachmentPath(target.semester, target.requestId)}?filename=${encodeURIComponent(file.name)}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(failed(0, 'Could not reach the server. Check your connection and try again.'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) {
        const parsed = roomRequestAttachmentSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
      }
      if (isErrorBody(body))
        return reject(new ApiError({ status: xhr.status, id: body.id, name: body.name, message: body.message }));
      reject(failed(xhr.status, `The upload failed with status ${xhr.status}.`));
    };
    xhr.send(file);
  });
}
