import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailMessage } from './types';

/** Delivers one message; `id` is the outbox id, the same on every attempt. */
export type MailTransport = (id: string, message: MailMessage) => Promise<void>;

export interface TransportOptions {
  from: string;
  smtpUrl?: string;
  /** Where `.eml` files go when there is no SMTP server. */
  mailDir: string;
  log: (fields: { to: string; subject: string }, text: string) => void;
}

function toNodemailer(id: string, from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    // The same Message-ID on every attempt, so a receiver can tell a retry from a new message.
    messageId: `<${id}@chapter-portal>`,
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      encoding: 'base64',
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  };
}

export function createMailTransport(options: TransportOptions): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return async (id, message) => {
      await smtp.sendMail(toNodemailer(id, options.from, message));
      options.log({ to: message.to, subject: message.subject }, 'mail sent');
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (id, message) => {
    const info = await composer.sendMail(toNodemailer(id, options.from, message));
    await fs.mkdir(options.mailDir, { recursive: true, mode: 0o700 });
    // Named by the outbox id and renamed into place: a message sent again after a crash
    // replaces its own file instead of adding a second one, and a reader never sees half a file.
    const file = path.join(options.mailDir, `${id}.eml`);
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 });
    await fs.rename(partial, file);
    options.log({ to: message.to, subject: message.subject }, 'mail written');
  };
}
