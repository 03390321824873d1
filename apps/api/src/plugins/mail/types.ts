import type { Tx } from '../../db/client';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64 (empty while queued when `qr` is set). */
  content: string;
  /** Content id, for an image shown inline (`<img src="cid:...">`). */
  cid?: string;
  /**
   * A QR code drawn when the message is sent, not when it is queued: the content becomes a PNG
   * (`width` pixels) of `text`. Drawing it is the slow part of a ticket's confirmation, and a
   * payment queues that inside the transaction holding the stock rows (decision 0056).
   */
  qr?: { text: string; width: number };
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines (List-Unsubscribe and List-Unsubscribe-Post on announcements). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /**
   * The consent category of mail a member may turn off ('event-reminders', 'announcements',
   * 'org-news:<org>'): checked when its turn to be sent comes. None: transactional mail.
   */
  category?: MailCategory;
}

/** Bulk mail categories (decision 0041); transactional mail has none. */
export type MailCategory = 'announcements' | 'event-reminders' | `org-news:${string}`;

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
