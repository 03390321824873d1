import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

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
