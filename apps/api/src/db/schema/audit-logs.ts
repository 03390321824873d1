import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    module: text('module').notNull(),
    actor: text('actor').notNull(),
    target: text('target').notNull(),
    message: text('message').notNull(),
    requestId: text('request_id'),
    // The hash chain (docs/decisions/0012-audit-log.md): null until the sealer links the entry in.
    seq: bigint('seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_module_time').on(t.module, t.createdAt, t.id),
    uniqueIndex('audit_log_seq').on(t.seq),
    index('audit_log_unsealed')
      .on(t.id)
      .where(sql`${t.seq} is null`),
    index('audit_log_request').on(t.requestId),
  ],
);

/**
 * The audit hash chain's one row: where the kept chain starts (retention removes a prefix and
 * records the hash the next entry links to) and its head (the last sealed entry).
 */
export const auditChain = pgTable('audit_chain', {
  id: integer('id').primaryKey(),
  startSeq: bigint('start_seq', { mode: 'number' }).notNull(),
  startHash: text('start_hash').notNull(),
  headSeq: bigint('head_seq', { mode: 'number' }).notNull(),
  headHash: text('head_hash').notNull(),
});

/**
 * The last verification of the chain (the /logs/verify route or `npm run audit:verify`): when,
 * whether it held, and how many entries it walked. One row, replaced by each verification; kept
 * apart from `audit_chain`, which only the sealer and retention may change.
 */
export const auditVerifications = pgTable('audit_verifications', {
  id: integer('id').primaryKey(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  intact: boolean('intact').notNull(),
  entries: bigint('entries', { mode: 'number' }).notNull(),
});
