-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "method" TEXT NOT NULL DEFAULT 'checkout';

-- CreateTable
CREATE TABLE "saved_authorizations" (
    "owner_id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "card_type" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "exp_month" TEXT NOT NULL,
    "exp_year" TEXT NOT NULL,
    "bank" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "saved_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_authorizations_pkey" PRIMARY KEY ("owner_id")
);

-- CreateTable
CREATE TABLE "test_authorizations" (
    "code" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "declines" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_authorizations_pkey" PRIMARY KEY ("code")
);

-- AddForeignKey
ALTER TABLE "saved_authorizations" ADD CONSTRAINT "saved_authorizations_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
