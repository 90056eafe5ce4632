-- CreateEnum
CREATE TYPE "billing_plan" AS ENUM ('FREE_STARTER', 'STARTUP', 'GROWTH', 'ENTERPRISE');

-- CreateTable
CREATE TABLE "subscriptions" (
    "owner_id" UUID NOT NULL,
    "plan" "billing_plan" NOT NULL DEFAULT 'FREE_STARTER',
    "extra_seats" INTEGER NOT NULL DEFAULT 0,
    "current_period_start" TIMESTAMPTZ(3) NOT NULL,
    "current_period_end" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("owner_id")
);

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
