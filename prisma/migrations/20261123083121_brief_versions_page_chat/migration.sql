-- AlterTable
ALTER TABLE "project_briefs" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "project_features" DROP COLUMN "progress";

-- CreateTable
CREATE TABLE "project_brief_versions" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "overview" TEXT NOT NULL,
    "objectives" TEXT NOT NULL,
    "key_deliverables" TEXT NOT NULL,
    "target_audience" TEXT NOT NULL,
    "changed_sections" TEXT[],
    "source" TEXT NOT NULL,
    "edited_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_brief_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "page_conversations" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "page_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_conversations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "page_conversation_messages" (
    "id" BIGSERIAL NOT NULL,
    "conversation_id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "author_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_conversation_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "project_brief_versions_project_id_version_key" ON "project_brief_versions"("project_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "page_conversations_project_id_page_name_key" ON "page_conversations"("project_id", "page_name");

-- CreateIndex
CREATE INDEX "page_conversation_messages_conversation_id_id_idx" ON "page_conversation_messages"("conversation_id", "id");

-- AddForeignKey
ALTER TABLE "project_brief_versions" ADD CONSTRAINT "project_brief_versions_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "project_briefs"("project_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_brief_versions" ADD CONSTRAINT "project_brief_versions_edited_by_id_fkey" FOREIGN KEY ("edited_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "page_conversations" ADD CONSTRAINT "page_conversations_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "page_conversation_messages" ADD CONSTRAINT "page_conversation_messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "page_conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "page_conversation_messages" ADD CONSTRAINT "page_conversation_messages_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
