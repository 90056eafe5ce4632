-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "decline_notified_at" TIMESTAMPTZ(3);
