-- CreateTable
CREATE TABLE "annual_seats" (
    "id" UUID NOT NULL,
    "owner_id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "count" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "annual_seats_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "annual_seats_invoice_id_key" ON "annual_seats"("invoice_id");

-- CreateIndex
CREATE INDEX "annual_seats_owner_id_ends_at_idx" ON "annual_seats"("owner_id", "ends_at");

-- AddForeignKey
ALTER TABLE "annual_seats" ADD CONSTRAINT "annual_seats_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annual_seats" ADD CONSTRAINT "annual_seats_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Seats paid for the year before this migration: their year runs from the payment, like the ones bought after.
INSERT INTO "annual_seats" ("id", "owner_id", "invoice_id", "count", "starts_at", "ends_at")
SELECT gen_random_uuid(), "owner_id", "id", ("effect"->>'prepaidSeats')::int, "paid_at", "paid_at" + interval '1 year'
FROM "invoices"
WHERE "status" = 'PAID' AND "paid_at" IS NOT NULL AND "effect" ? 'prepaidSeats';
