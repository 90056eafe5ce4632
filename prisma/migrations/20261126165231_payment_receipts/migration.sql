-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "receipt_sent_at" TIMESTAMPTZ(3);

-- Payments settled before receipts were sent get none now: their payers were told long ago.
UPDATE "payments" SET "receipt_sent_at" = COALESCE("paid_at", "updated_at") WHERE "status" = 'SUCCESS';
