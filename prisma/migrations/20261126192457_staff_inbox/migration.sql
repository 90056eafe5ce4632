-- CreateEnum
CREATE TYPE "chat_hand_off_kind" AS ENUM ('SUPPORT', 'LIVE_CHAT');

-- AlterEnum: the inbox's statuses. "In Progress" (under way) becomes "In Review", "Completed" becomes
-- "Won" (docs/decisions.md, "Staff console: the inbox").
BEGIN;
CREATE TYPE "request_status_new" AS ENUM ('RECEIVED', 'IN_REVIEW', 'QUOTED', 'WON', 'LOST', 'CLOSED');
ALTER TABLE "public"."contact_messages" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "public"."quote_requests" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "public"."service_requests" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "service_requests" ALTER COLUMN "status" TYPE "request_status_new" USING (CASE "status"::text WHEN 'IN_PROGRESS' THEN 'IN_REVIEW' WHEN 'COMPLETED' THEN 'WON' ELSE "status"::text END::"request_status_new");
ALTER TABLE "contact_messages" ALTER COLUMN "status" TYPE "request_status_new" USING (CASE "status"::text WHEN 'IN_PROGRESS' THEN 'IN_REVIEW' WHEN 'COMPLETED' THEN 'WON' ELSE "status"::text END::"request_status_new");
ALTER TABLE "quote_requests" ALTER COLUMN "status" TYPE "request_status_new" USING (CASE "status"::text WHEN 'IN_PROGRESS' THEN 'IN_REVIEW' WHEN 'COMPLETED' THEN 'WON' ELSE "status"::text END::"request_status_new");
ALTER TYPE "request_status" RENAME TO "request_status_old";
ALTER TYPE "request_status_new" RENAME TO "request_status";
DROP TYPE "public"."request_status_old";
ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DEFAULT 'RECEIVED';
ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DEFAULT 'RECEIVED';
ALTER TABLE "service_requests" ALTER COLUMN "status" SET DEFAULT 'RECEIVED';
COMMIT;

-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "assignee_id" UUID;

-- AlterTable
ALTER TABLE "quote_requests" ADD COLUMN     "assignee_id" UUID;

-- AlterTable
ALTER TABLE "service_requests" ADD COLUMN     "assignee_id" UUID;

-- CreateTable
CREATE TABLE "chat_hand_offs" (
    "id" UUID NOT NULL,
    "kind" "chat_hand_off_kind" NOT NULL,
    "full_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "chat_id" UUID,
    "status" "request_status" NOT NULL DEFAULT 'RECEIVED',
    "assignee_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_hand_offs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbox_replies" (
    "id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "author_id" UUID,
    "author_name" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_replies_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "chat_hand_offs_email_created_at_idx" ON "chat_hand_offs"("email", "created_at" DESC);

-- CreateIndex
CREATE INDEX "inbox_replies_item_id_created_at_idx" ON "inbox_replies"("item_id", "created_at");

-- AddForeignKey
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "staff_members"("user_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "staff_members"("user_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "staff_members"("user_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_hand_offs" ADD CONSTRAINT "chat_hand_offs_chat_id_fkey" FOREIGN KEY ("chat_id") REFERENCES "site_chats"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_hand_offs" ADD CONSTRAINT "chat_hand_offs_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "staff_members"("user_id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "staff_members"("user_id") ON DELETE SET NULL ON UPDATE CASCADE;
