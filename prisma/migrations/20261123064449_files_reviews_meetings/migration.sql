-- CreateEnum
CREATE TYPE "resource_kind" AS ENUM ('FILE', 'LINK', 'MEDIA');

-- CreateEnum
CREATE TYPE "resource_status" AS ENUM ('DRAFT', 'IN_REVIEW', 'APPROVED', 'REJECTED');

-- CreateEnum
CREATE TYPE "resource_access" AS ENUM ('PUBLIC', 'FEATURE_BASED', 'TASK_BASED', 'RESTRICTED', 'CONFIDENTIAL');

-- CreateEnum
CREATE TYPE "link_target" AS ENUM ('PROJECT', 'BRIEF', 'FEATURE', 'TASK');

-- CreateEnum
CREATE TYPE "review_status" AS ENUM ('REVIEW', 'APPROVED', 'REJECTED');

-- CreateEnum
CREATE TYPE "review_type" AS ENUM ('INTERNAL', 'CLIENT');

-- CreateEnum
CREATE TYPE "review_event_kind" AS ENUM ('SUBMITTED', 'APPROVED', 'REJECTED');

-- CreateTable
CREATE TABLE "project_resources" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "kind" "resource_kind" NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "owner_id" UUID,
    "status" "resource_status" NOT NULL DEFAULT 'DRAFT',
    "access" "resource_access" NOT NULL DEFAULT 'PUBLIC',
    "linked_to" "link_target" NOT NULL DEFAULT 'PROJECT',
    "feature_id" UUID,
    "task_id" UUID,
    "latest_version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "project_resources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resource_versions" (
    "id" UUID NOT NULL,
    "resource_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "storage_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "uploaded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "resource_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resource_grants" (
    "resource_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,

    CONSTRAINT "resource_grants_pkey" PRIMARY KEY ("resource_id","user_id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "deliverable_type" TEXT NOT NULL,
    "link" TEXT,
    "linked_to" "link_target" NOT NULL DEFAULT 'PROJECT',
    "feature_id" UUID,
    "task_id" UUID,
    "notes" TEXT NOT NULL DEFAULT '',
    "type" "review_type" NOT NULL,
    "entire_team" BOOLEAN NOT NULL DEFAULT true,
    "status" "review_status" NOT NULL DEFAULT 'REVIEW',
    "round" INTEGER NOT NULL DEFAULT 1,
    "submitted_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_files" (
    "review_id" UUID NOT NULL,
    "resource_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,

    CONSTRAINT "review_files_pkey" PRIMARY KEY ("review_id","resource_id")
);

-- CreateTable
CREATE TABLE "review_access" (
    "review_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,

    CONSTRAINT "review_access_pkey" PRIMARY KEY ("review_id","user_id")
);

-- CreateTable
CREATE TABLE "review_comments" (
    "id" UUID NOT NULL,
    "review_id" UUID NOT NULL,
    "parent_id" UUID,
    "author_id" UUID,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_events" (
    "id" UUID NOT NULL,
    "review_id" UUID NOT NULL,
    "kind" "review_event_kind" NOT NULL,
    "round" INTEGER NOT NULL,
    "actor_id" UUID,
    "reason" TEXT,
    "files" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meetings" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "link" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "entire_team" BOOLEAN NOT NULL,
    "teams" TEXT[],
    "kickoff" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT NOT NULL DEFAULT '',
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "meetings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meeting_participants" (
    "meeting_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,

    CONSTRAINT "meeting_participants_pkey" PRIMARY KEY ("meeting_id","user_id")
);

-- CreateIndex
CREATE INDEX "project_resources_project_id_kind_updated_at_idx" ON "project_resources"("project_id", "kind", "updated_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "resource_versions_storage_key_key" ON "resource_versions"("storage_key");

-- CreateIndex
CREATE UNIQUE INDEX "resource_versions_resource_id_number_key" ON "resource_versions"("resource_id", "number");

-- CreateIndex
CREATE INDEX "resource_grants_user_id_idx" ON "resource_grants"("user_id");

-- CreateIndex
CREATE INDEX "reviews_project_id_updated_at_idx" ON "reviews"("project_id", "updated_at" DESC);

-- CreateIndex
CREATE INDEX "review_files_resource_id_idx" ON "review_files"("resource_id");

-- CreateIndex
CREATE INDEX "review_access_user_id_idx" ON "review_access"("user_id");

-- CreateIndex
CREATE INDEX "review_comments_review_id_created_at_idx" ON "review_comments"("review_id", "created_at");

-- CreateIndex
CREATE INDEX "review_events_review_id_created_at_idx" ON "review_events"("review_id", "created_at");

-- CreateIndex
CREATE INDEX "meetings_project_id_starts_at_idx" ON "meetings"("project_id", "starts_at");

-- CreateIndex
CREATE INDEX "meeting_participants_user_id_idx" ON "meeting_participants"("user_id");

-- AddForeignKey
ALTER TABLE "project_resources" ADD CONSTRAINT "project_resources_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_resources" ADD CONSTRAINT "project_resources_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_resources" ADD CONSTRAINT "project_resources_feature_id_fkey" FOREIGN KEY ("feature_id") REFERENCES "project_features"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_resources" ADD CONSTRAINT "project_resources_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resource_versions" ADD CONSTRAINT "resource_versions_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "project_resources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resource_versions" ADD CONSTRAINT "resource_versions_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resource_grants" ADD CONSTRAINT "resource_grants_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "project_resources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resource_grants" ADD CONSTRAINT "resource_grants_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_feature_id_fkey" FOREIGN KEY ("feature_id") REFERENCES "project_features"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_submitted_by_id_fkey" FOREIGN KEY ("submitted_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_files" ADD CONSTRAINT "review_files_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "project_resources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_access" ADD CONSTRAINT "review_access_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_access" ADD CONSTRAINT "review_access_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "review_comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
