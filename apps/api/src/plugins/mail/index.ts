import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inSpan } from '../../lib/spans';
import { OutboxMailer } from './outbox-mailer';
import { createMailTransport } from './transport';
import './types';

/**
 * `app.mailer`: nodemailer over SMTP when SMTP_URL is set, otherwise `.eml` files under
 * DATA_DIR/mail/. In tests nothing is sent on its own: a test calls `app.mailer.flush()`.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const transport = createMailTransport({
      from: app.config.MAIL_FROM,
      smtpUrl: app.config.SMTP_URL,
      mailDir: path.join(app.config.DATA_DIR, 'mail'),
      // Recipient and subject only: bodies can carry personal data.
      log: (fields, text) => app.log.info(fields, text),
    });
    const mailer = new OutboxMailer({
      database: app.database,
      transport: (id, message) => inSpan('mail send', { 'mail.id': id }, () => transport(id, message)),
      onError: (error, id) => app.log.warn({ err: error, mailId: id }, 'mail not sent; will retry'),
      ratePerMinute: app.config.MAIL_RATE_PER_MINUTE,
      leaseSeconds: app.config.MAIL_LEASE_SECONDS,
      publicUrl: app.config.publicUrl,
    });
    app.decorate('mailer', mailer);
    if (app.config.NODE_ENV === 'test') return;
    app.addHook('onReady', async () => mailer.start());
    app.addHook('onClose', async () => mailer.stop());
  },
  { name: 'mail' },
);
