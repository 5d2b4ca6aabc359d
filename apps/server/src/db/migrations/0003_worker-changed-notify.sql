-- Every change to a worker row (active flag, claims, token version, password) tells every server
-- process, so the in-memory sign-in check cache forgets that worker at once (http/worker-cache.ts).
CREATE OR REPLACE FUNCTION notify_worker_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('worker_changed', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER workers_changed_notify AFTER UPDATE OR DELETE ON workers
  FOR EACH ROW EXECUTE FUNCTION notify_worker_changed();
