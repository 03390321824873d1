-- Who may do what changed: tell every instance through the change feed (plugins/changes.ts,
-- channel cp_changes, topic auth), so that the callers an instance keeps (plugins/auth/actor-cache.ts)
-- are dropped whatever made the change, the portal or an operator's SQL. Sent at commit, once per
-- transaction; the 12 characters before the topic name no instance as the sender.
CREATE FUNCTION auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cp_changes', 'database0000auth:' || TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON directory_group_members
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON org_roles
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
-- A new session or key is not in any cache; a key's use (last_used_at) changes nothing it grants.
CREATE TRIGGER auth_changed AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER auth_changed_update AFTER UPDATE OF id_hash, username, expires_at ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER DELETE OR TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER auth_changed_update AFTER UPDATE OF key_id, secret_hash, roles, restrictions, expires_at ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION auth_changed();
