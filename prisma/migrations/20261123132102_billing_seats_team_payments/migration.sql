-- CreateEnum
CREATE TYPE "team_payment_kind" AS ENUM ('REGULAR', 'BONUS', 'INSTALLMENT');

-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "prepaid_seats" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "team_payments" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "member_id" UUID NOT NULL,
    "payment_type" TEXT NOT NULL,
    "contract_type" TEXT NOT NULL,
    "amount_kobo" BIGINT NOT NULL,
    "contract_value_kobo" BIGINT NOT NULL,
    "start_date" TIMESTAMPTZ(3) NOT NULL,
    "duration_months" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_invoices" (
    "id" UUID NOT NULL,
    "team_payment_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "items" JSONB NOT NULL,
    "total_kobo" BIGINT NOT NULL,
    "task_ids" UUID[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_payment_records" (
    "id" UUID NOT NULL,
    "team_invoice_id" UUID NOT NULL,
    "kind" "team_payment_kind" NOT NULL,
    "amount_kobo" BIGINT NOT NULL,
    "status" "payment_status" NOT NULL DEFAULT 'PENDING',
    "reference" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_payment_records_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "team_payments_project_id_idx" ON "team_payments"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "team_invoices_team_payment_id_number_key" ON "team_invoices"("team_payment_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "team_payment_records_reference_key" ON "team_payment_records"("reference");

-- CreateIndex
CREATE INDEX "team_payment_records_team_invoice_id_idx" ON "team_payment_records"("team_invoice_id");

-- AddForeignKey
ALTER TABLE "team_payments" ADD CONSTRAINT "team_payments_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_payments" ADD CONSTRAINT "team_payments_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_invoices" ADD CONSTRAINT "team_invoices_team_payment_id_fkey" FOREIGN KEY ("team_payment_id") REFERENCES "team_payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_payment_records" ADD CONSTRAINT "team_payment_records_team_invoice_id_fkey" FOREIGN KEY ("team_invoice_id") REFERENCES "team_invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
