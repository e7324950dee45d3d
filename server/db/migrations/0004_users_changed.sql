-- Every change to a user (a new password or token version, admin rights, the profile, deletion) is announced on
-- the users_changed channel with the user's id, at commit: each server process drops that user from the users it
-- keeps authenticated (server/services/user-cache.ts), so another process's change ends a session at once there too.
CREATE FUNCTION "users_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('users_changed', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_changed_notify"();
