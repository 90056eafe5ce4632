-- CreateEnum
CREATE TYPE "request_status" AS ENUM ('RECEIVED', 'IN_REVIEW', 'IN_PROGRESS', 'COMPLETED', 'CLOSED');

-- CreateEnum
CREATE TYPE "requested_service" AS ENUM ('DESIGN', 'DEVELOPMENT', 'PRINTING', 'RECRUITMENT', 'SUPPORT', 'TRAINING');

-- CreateEnum
CREATE TYPE "contact_method" AS ENUM ('EMAIL', 'PHONE', 'CHAT');

-- CreateEnum
CREATE TYPE "contact_message_type" AS ENUM ('GENERAL_ENQUIRY', 'PROJECT_SETUP', 'REQUEST_FOLLOW_UP', 'CUSTOM_REQUEST', 'SCHEDULE_A_CALL', 'OTHER');

-- CreateEnum
CREATE TYPE "site_chat_role" AS ENUM ('USER', 'ASSISTANT');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "google_subject" TEXT,
ALTER COLUMN "password_hash" DROP NOT NULL;

-- CreateTable
CREATE TABLE "email_verifications" (
    "user_id" UUID NOT NULL,
    "code_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "failed_attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_verifications_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "password_resets" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_resets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_counters" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "reset_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "service_requests" (
    "id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "company_name" TEXT,
    "service" "requested_service" NOT NULL,
    "project_description" TEXT NOT NULL,
    "contact_method" "contact_method" NOT NULL,
    "status" "request_status" NOT NULL DEFAULT 'RECEIVED',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message_type" "contact_message_type" NOT NULL,
    "project_description" TEXT NOT NULL,
    "status" "request_status" NOT NULL DEFAULT 'RECEIVED',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_requests" (
    "id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "project_description" TEXT NOT NULL,
    "status" "request_status" NOT NULL DEFAULT 'RECEIVED',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "quote_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_chats" (
    "id" UUID NOT NULL,
    "cookie_hash" TEXT,
    "user_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_chat_messages" (
    "id" BIGSERIAL NOT NULL,
    "chat_id" UUID NOT NULL,
    "role" "site_chat_role" NOT NULL,
    "content" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_chat_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets"("token_hash");

-- CreateIndex
CREATE INDEX "password_resets_user_id_idx" ON "password_resets"("user_id");

-- CreateIndex
CREATE INDEX "rate_limit_counters_reset_at_idx" ON "rate_limit_counters"("reset_at");

-- CreateIndex
CREATE INDEX "service_requests_email_created_at_idx" ON "service_requests"("email", "created_at" DESC);

-- CreateIndex
CREATE INDEX "contact_messages_email_created_at_idx" ON "contact_messages"("email", "created_at" DESC);

-- CreateIndex
CREATE INDEX "quote_requests_email_created_at_idx" ON "quote_requests"("email", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "site_chats_cookie_hash_key" ON "site_chats"("cookie_hash");

-- CreateIndex
CREATE UNIQUE INDEX "site_chats_user_id_key" ON "site_chats"("user_id");

-- CreateIndex
CREATE INDEX "site_chat_messages_chat_id_id_idx" ON "site_chat_messages"("chat_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "users_google_subject_key" ON "users"("google_subject");

-- AddForeignKey
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_chats" ADD CONSTRAINT "site_chats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_chat_messages" ADD CONSTRAINT "site_chat_messages_chat_id_fkey" FOREIGN KEY ("chat_id") REFERENCES "site_chats"("id") ON DELETE CASCADE ON UPDATE CASCADE;
