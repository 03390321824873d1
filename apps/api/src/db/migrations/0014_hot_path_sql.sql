-- Hand-written: the per-request write path (docs/decisions/0016-request-hot-path.md).
-- Rate-limit counters need no crash safety: unlogged, so counting a request writes no WAL and
-- its commit waits for no disk flush (after a crash the table comes back empty: every window restarts).
ALTER TABLE "rate_limits" SET UNLOGGED;
--> statement-breakpoint
-- A NOTIFY makes every committing transaction that sent one take a cluster-wide lock, which
-- serialized all audited commits (no group commit). The sealer is woken in process after each
-- write request instead, and sweeps on a short interval for other instances' entries.
DROP TRIGGER IF EXISTS "audit_log_wake_sealer" ON "audit_log";
--> statement-breakpoint
DROP FUNCTION IF EXISTS audit_log_wake_sealer();
