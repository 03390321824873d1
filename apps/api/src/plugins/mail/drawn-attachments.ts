import QRCode from 'qrcode';
import type { MailAttachment, MailMessage } from './types';

/**
 * An inline PNG of a QR code of `text`, drawn when the message is sent (the outbox keeps only the
 * text): the transaction that queues it never waits on the drawing.
 */
export const qrAttachment = (text: string, filename: string, cid: string, width = 320): MailAttachment => ({
  filename,
  contentType: 'image/png',
  content: '',
  cid,
  qr: { text, width },
});

/** The message as the transport sends it: every attachment queued with `qr` drawn. */
export async function drawAttachments(message: MailMessage): Promise<MailMessage> {
  if (!message.attachments?.some((attachment) => attachment.qr)) return message;
  const attachments = await Promise.all(
    message.attachments.map(async ({ qr, ...attachment }) => {
      if (!qr) return attachment;
      const png = await QRCode.toBuffer(qr.text, { errorCorrectionLevel: 'M', width: qr.width });
      return { ...attachment, content: png.toString('base64') };
    }),
  );
  return { ...message, attachments };
}
