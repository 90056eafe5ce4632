-- Every API process keeps the permission rows of recent project calls in memory (api/src/permissions/
-- access-cache.ts): a project with its owner, archive state and the caller's membership and levels. Whoever
-- changes a project or one of its members, directly, by a cascade or in raw SQL, this tells every listening
-- process at commit which project to read again.
-- The body's semicolons are written \073: the migration runner splits scripts at every semicolon.
CREATE FUNCTION "notify_project_access"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN PERFORM pg_notify(''project_access'', COALESCE(NEW."project_id", OLD."project_id")::text)\073 RETURN NULL\073 END'
;

CREATE TRIGGER "project_members_changed"
AFTER INSERT OR UPDATE OR DELETE ON "project_members"
FOR EACH ROW EXECUTE FUNCTION "notify_project_access"();

CREATE FUNCTION "notify_project_changed"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN PERFORM pg_notify(''project_access'', COALESCE(NEW."id", OLD."id")::text)\073 RETURN NULL\073 END'
;

CREATE TRIGGER "projects_changed"
AFTER UPDATE OR DELETE ON "projects"
FOR EACH ROW EXECUTE FUNCTION "notify_project_changed"();
