-- DropForeignKey
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_owner_id_fkey";

-- DropIndex
DROP INDEX "invoices_owner_id_number_key";

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "buyer_address" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "buyer_email" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "buyer_name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "contract_part" INTEGER,
ADD COLUMN     "project_id" UUID,
ADD COLUMN     "reminded_after_at" TIMESTAMPTZ(3),
ADD COLUMN     "reminded_before_at" TIMESTAMPTZ(3),
ALTER COLUMN "due_at" DROP NOT NULL;

-- DropTable
DROP TABLE "invoice_counters";

-- CreateTable
CREATE TABLE "invoice_series" (
    "series" TEXT NOT NULL,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "invoice_series_pkey" PRIMARY KEY ("series")
);

-- One series per seller across all accounts: the invoices and credit notes written so far are numbered again in
-- the order they were issued (they were counted per account, so many customers held INV-0001).
UPDATE "invoices" SET "number" = renumbered.n
FROM (
  SELECT "id", ROW_NUMBER() OVER (PARTITION BY "kind" ORDER BY "issued_at", "created_at", "id") AS n FROM "invoices"
) AS renumbered
WHERE "invoices"."id" = renumbered."id";

INSERT INTO "invoice_series" ("series", "last")
SELECT CASE "kind" WHEN 'INVOICE' THEN 'INV' ELSE 'CN' END, MAX("number") FROM "invoices" GROUP BY "kind";

-- Nothing is due on a credit note.
UPDATE "invoices" SET "due_at" = NULL WHERE "kind" = 'CREDIT_NOTE';

-- The buyer of the invoices written so far, as the profile names them now.
UPDATE "invoices" SET
  "buyer_name" = COALESCE(bp."business_name", TRIM(u."first_name" || ' ' || u."last_name")),
  "buyer_address" = COALESCE(bp."address", ''),
  "buyer_email" = u."email"
FROM "users" u LEFT JOIN "business_profiles" bp ON bp."user_id" = u."id"
WHERE u."id" = "invoices"."owner_id";

-- CreateIndex
CREATE UNIQUE INDEX "invoices_kind_number_key" ON "invoices"("kind", "number");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_project_id_contract_part_key" ON "invoices"("project_id", "contract_part");

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE CASCADE;
