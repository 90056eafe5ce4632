-- CreateEnum
CREATE TYPE "payout_status" AS ENUM ('PENDING', 'PROCESSING', 'PAID', 'FAILED');

-- AlterTable
ALTER TABLE "team_invoices" ADD COLUMN     "milestone_id" UUID;

-- CreateTable
CREATE TABLE "test_transfers" (
    "reference" TEXT NOT NULL,
    "transfer_code" TEXT NOT NULL,
    "recipient_code" TEXT NOT NULL,
    "amount_kobo" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_transfers_pkey" PRIMARY KEY ("reference")
);

-- CreateTable
CREATE TABLE "test_transfer_recipients" (
    "recipient_code" TEXT NOT NULL,
    "bank_code" TEXT NOT NULL,
    "account_number" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_transfer_recipients_pkey" PRIMARY KEY ("recipient_code")
);

-- CreateTable
CREATE TABLE "payouts" (
    "id" UUID NOT NULL,
    "team_invoice_id" UUID NOT NULL,
    "talent_id" UUID NOT NULL,
    "gross_kobo" BIGINT NOT NULL,
    "withholding_kobo" BIGINT NOT NULL,
    "amount_kobo" BIGINT NOT NULL,
    "status" "payout_status" NOT NULL DEFAULT 'PENDING',
    "failure" TEXT,
    "reference" TEXT,
    "recipient_code" TEXT,
    "account_name" TEXT,
    "transfer_code" TEXT,
    "processed_by_id" UUID,
    "processed_at" TIMESTAMPTZ(3),
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payouts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payouts_team_invoice_id_key" ON "payouts"("team_invoice_id");

-- CreateIndex
CREATE UNIQUE INDEX "payouts_reference_key" ON "payouts"("reference");

-- CreateIndex
CREATE INDEX "payouts_status_created_at_idx" ON "payouts"("status", "created_at");

-- CreateIndex
CREATE INDEX "payouts_talent_id_idx" ON "payouts"("talent_id");

-- CreateIndex
CREATE UNIQUE INDEX "team_invoices_team_payment_id_milestone_id_key" ON "team_invoices"("team_payment_id", "milestone_id");

-- AddForeignKey
ALTER TABLE "team_invoices" ADD CONSTRAINT "team_invoices_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "milestones"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_team_invoice_id_fkey" FOREIGN KEY ("team_invoice_id") REFERENCES "team_invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_talent_id_fkey" FOREIGN KEY ("talent_id") REFERENCES "talents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
