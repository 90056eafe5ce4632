-- Every API process keeps recent session lookups in memory (api/src/auth/session-cache.ts). Whoever revokes
-- or deletes a session, directly or through a user's deletion, this tells every listening process at commit,
-- with the token hash it forgets (api/src/auth/session-notifications.ts).
-- The body's semicolons are written \073: the migration runner splits scripts at every semicolon.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN PERFORM pg_notify(''session_ended'', OLD."token_hash")\073 RETURN NULL\073 END'
;

CREATE TRIGGER "sessions_ended"
AFTER UPDATE OF "revoked_at", "expires_at", "token_hash" OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
