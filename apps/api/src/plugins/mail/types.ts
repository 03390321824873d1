import type { Tx } from '../../db/client';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
  /** Content id, for an image shown inline (`<img src="cid:...">`). */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * The mail service: nodemailer over SMTP when SMTP_URL is set, otherwise `.eml` files under
 * DATA_DIR/mail/. A message is queued in the outbox inside the transaction that causes it and
 * sent after commit, retried with backoff, never lost when the server stops.
 */
export interface Mailer {
  enqueue(tx: Tx, message: MailMessage): Promise<void>;
  /** Sends every message that is due now (tests call it instead of waiting for the timer). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
