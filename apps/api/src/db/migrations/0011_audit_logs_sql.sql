-- Hand-written: the audit log is append-only (docs/decisions/0012-audit-log.md).
-- Writers insert unsealed entries; only the sealer (cp.audit_seal = 'on') may link an unsealed
-- entry into the chain without touching its content; only the retention job
-- (cp.audit_retention = 'on') may delete, and only the recorded prefix older than 365 days.
INSERT INTO "audit_chain" ("id", "start_seq", "start_hash", "head_seq", "head_hash")
VALUES (1, 0, repeat('0', 64), 0, repeat('0', 64)) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.seq IS NOT NULL OR NEW.hash IS NOT NULL OR NEW.prev_hash IS NOT NULL THEN
      RAISE EXCEPTION 'audit_log: new entries are inserted unsealed' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    IF current_setting('cp.audit_seal', true) = 'on'
       AND OLD.seq IS NULL AND NEW.seq IS NOT NULL AND NEW.hash IS NOT NULL AND NEW.prev_hash IS NOT NULL
       AND (NEW.id, NEW.created_at, NEW.module, NEW.actor, NEW.target, NEW.message, NEW.request_id)
           IS NOT DISTINCT FROM (OLD.id, OLD.created_at, OLD.module, OLD.actor, OLD.target, OLD.message, OLD.request_id) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_log is append-only: UPDATE refused' USING ERRCODE = 'insufficient_privilege';
  ELSIF TG_OP = 'DELETE' THEN
    IF current_setting('cp.audit_retention', true) = 'on'
       AND OLD.seq IS NOT NULL
       AND OLD.created_at < now() - interval '365 days'
       AND OLD.seq <= (SELECT start_seq FROM audit_chain WHERE id = 1) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'audit_log is append-only: DELETE refused' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_guard BEFORE INSERT OR UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_guard();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_guard();
--> statement-breakpoint
-- Committed entries wake the sealer: NOTIFY is delivered only on commit, once per transaction.
CREATE FUNCTION audit_log_wake_sealer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cp_audit_seal', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_wake_sealer AFTER INSERT ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_wake_sealer();
--> statement-breakpoint
CREATE FUNCTION audit_chain_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (current_setting('cp.audit_seal', true) = 'on' OR current_setting('cp.audit_retention', true) = 'on')
     AND NEW.id = OLD.id AND NEW.head_seq >= OLD.head_seq AND NEW.start_seq >= OLD.start_seq THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_chain: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_chain_guard BEFORE UPDATE OR DELETE ON audit_chain
  FOR EACH ROW EXECUTE FUNCTION audit_chain_guard();
--> statement-breakpoint
CREATE TRIGGER audit_chain_no_truncate BEFORE TRUNCATE ON audit_chain
  FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_guard();
