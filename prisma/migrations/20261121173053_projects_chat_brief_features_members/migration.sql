-- CreateEnum
CREATE TYPE "project_chat_author" AS ENUM ('USER', 'ASSISTANT');

-- DropIndex
DROP INDEX "project_views_user_id_viewed_at_idx";

-- AlterTable
ALTER TABLE "projects" ALTER COLUMN "type" DROP NOT NULL;

-- CreateTable
CREATE TABLE "project_members" (
    "project_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_members_pkey" PRIMARY KEY ("project_id","user_id")
);

-- CreateTable
CREATE TABLE "project_briefs" (
    "project_id" UUID NOT NULL,
    "overview" TEXT NOT NULL,
    "objectives" TEXT NOT NULL,
    "key_deliverables" TEXT NOT NULL,
    "target_audience" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "project_briefs_pkey" PRIMARY KEY ("project_id")
);

-- CreateTable
CREATE TABLE "project_features" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "short_description" TEXT NOT NULL,
    "specifications" TEXT[],
    "progress" INTEGER NOT NULL DEFAULT 0,
    "sprint" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_features_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_chat_sessions" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "intake" JSONB NOT NULL,
    "revision" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "project_chat_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_chat_messages" (
    "id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "author" "project_chat_author" NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_chat_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "project_members_user_id_idx" ON "project_members"("user_id");

-- CreateIndex
CREATE INDEX "project_features_project_id_created_at_idx" ON "project_features"("project_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "project_chat_sessions_project_id_key" ON "project_chat_sessions"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "project_chat_messages_session_id_position_key" ON "project_chat_messages"("session_id", "position");

-- CreateIndex
CREATE INDEX "project_views_user_id_viewed_at_project_id_idx" ON "project_views"("user_id", "viewed_at" DESC, "project_id" DESC);

-- AddForeignKey
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_briefs" ADD CONSTRAINT "project_briefs_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_features" ADD CONSTRAINT "project_features_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_chat_sessions" ADD CONSTRAINT "project_chat_sessions_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_chat_messages" ADD CONSTRAINT "project_chat_messages_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "project_chat_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
