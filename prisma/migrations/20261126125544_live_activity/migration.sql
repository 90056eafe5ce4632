-- CreateTable
CREATE TABLE "activity" (
    "id" BIGSERIAL NOT NULL,
    "project_id" UUID,
    "actor_id" UUID,
    "kind" TEXT NOT NULL,
    "subject_type" TEXT NOT NULL,
    "subject_id" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "audience" UUID[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "presence" (
    "stream_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "presence_pkey" PRIMARY KEY ("stream_id")
);

-- CreateIndex
CREATE INDEX "activity_project_id_id_idx" ON "activity"("project_id", "id");

-- CreateIndex
CREATE INDEX "activity_audience_idx" ON "activity" USING GIN ("audience");

-- CreateIndex
CREATE INDEX "presence_project_id_idx" ON "presence"("project_id");

-- Every API process delivers the live stream (api/src/events/): each new activity row is announced to every
-- listening process at commit, by its id; the processes read the row back (a payload is limited to 8,000
-- bytes). The body's semicolons are written \073: the migration runner splits scripts at every semicolon.
CREATE FUNCTION "notify_activity"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN PERFORM pg_notify(''activity'', NEW."id"::text)\073 RETURN NULL\073 END'
;

CREATE TRIGGER "activity_recorded"
AFTER INSERT ON "activity"
FOR EACH ROW EXECUTE FUNCTION "notify_activity"();

-- The record is append-only: what happened is never rewritten.
CREATE FUNCTION "refuse_activity_update"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN RAISE EXCEPTION ''activity is append-only''\073 END'
;

CREATE TRIGGER "activity_append_only"
BEFORE UPDATE ON "activity"
FOR EACH ROW EXECUTE FUNCTION "refuse_activity_update"();

-- Who has a project page open changed: every process tells the viewers of that project it holds.
CREATE FUNCTION "notify_presence"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN PERFORM pg_notify(''presence'', COALESCE(NEW."project_id", OLD."project_id")::text)\073 RETURN NULL\073 END'
;

CREATE TRIGGER "presence_changed"
AFTER INSERT OR DELETE ON "presence"
FOR EACH ROW EXECUTE FUNCTION "notify_presence"();
