-- CreateEnum
CREATE TYPE "refund_status" AS ENUM ('PENDING', 'ISSUING', 'REFUNDED', 'FAILED');

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "return_path" TEXT NOT NULL DEFAULT '/billing';

-- AlterTable
ALTER TABLE "test_checkouts" ADD COLUMN     "refunded_kobo" BIGINT NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "payment_allocations" (
    "payment_id" UUID NOT NULL,
    "payable" TEXT NOT NULL,
    "amount_kobo" BIGINT NOT NULL,

    CONSTRAINT "payment_allocations_pkey" PRIMARY KEY ("payment_id","payable")
);

-- CreateTable
CREATE TABLE "refunds" (
    "id" UUID NOT NULL,
    "payment_id" UUID NOT NULL,
    "payable" TEXT NOT NULL,
    "amount_kobo" BIGINT NOT NULL,
    "status" "refund_status" NOT NULL DEFAULT 'PENDING',
    "provider_refund_id" TEXT,
    "failure" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "refunded_at" TIMESTAMPTZ(3),

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "journal_entries" (
    "id" UUID NOT NULL,
    "movement" TEXT NOT NULL,
    "account" TEXT NOT NULL,
    "payable" TEXT,
    "payment_id" UUID,
    "amount_kobo" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "journal_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payment_allocations_payable_idx" ON "payment_allocations"("payable");

-- CreateIndex
CREATE INDEX "refunds_status_idx" ON "refunds"("status");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_payment_id_payable_key" ON "refunds"("payment_id", "payable");

-- CreateIndex
CREATE INDEX "journal_entries_payable_idx" ON "journal_entries"("payable");

-- CreateIndex
CREATE INDEX "journal_entries_payment_id_idx" ON "journal_entries"("payment_id");

-- CreateIndex
CREATE UNIQUE INDEX "journal_entries_movement_account_key" ON "journal_entries"("movement", "account");

-- AddForeignKey
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
