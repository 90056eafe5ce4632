-- The buttons the assistant offered with a message, so a reopened chat offers them again.
-- AlterTable
ALTER TABLE "project_chat_messages" ADD COLUMN     "quick_replies" TEXT[] DEFAULT ARRAY[]::TEXT[];
