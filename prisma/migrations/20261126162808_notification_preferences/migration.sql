-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "digest_pending" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "in_app" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "kind" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "daily_digest" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "notification_preferences" (
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "in_app" BOOLEAN NOT NULL,
    "email" BOOLEAN NOT NULL,

    CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("user_id","kind")
);

-- CreateTable
CREATE TABLE "notification_digests" (
    "user_id" UUID NOT NULL,
    "day" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_digests_pkey" PRIMARY KEY ("user_id","day")
);

-- CreateIndex
CREATE INDEX "notifications_digest_pending_user_id_idx" ON "notifications"("digest_pending", "user_id");

-- AddForeignKey
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
