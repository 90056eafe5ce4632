-- AlterTable
ALTER TABLE "talents" ADD COLUMN     "bank_account_name" TEXT,
ADD COLUMN     "bank_account_number" TEXT,
ADD COLUMN     "bank_name" TEXT,
ADD COLUMN     "deactivated_at" TIMESTAMPTZ(3),
ADD COLUMN     "email" TEXT,
ADD COLUMN     "invited_at" TIMESTAMPTZ(3),
ADD COLUMN     "rate_kobo" BIGINT,
ADD COLUMN     "rate_per" TEXT NOT NULL DEFAULT 'week',
ADD COLUMN     "seniority" TEXT NOT NULL DEFAULT 'Mid-level',
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "proposal_versions" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "plan" JSONB NOT NULL,
    "weeks" INTEGER NOT NULL,
    "total_kobo" BIGINT NOT NULL,
    "budget_note" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "edited_by_id" UUID,
    "sent_at" TIMESTAMPTZ(3),
    "sent_by_id" UUID,
    "sent_by_name" TEXT,

    CONSTRAINT "proposal_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "proposal_versions_project_id_number_key" ON "proposal_versions"("project_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "talents_email_key" ON "talents"("email");

-- AddForeignKey
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The profiles already there (the bench) keep their weekly rate, now written as the day rate staff set (a
-- week is five days), with a seniority read from their years and the e-mail of their account.
UPDATE "talents" SET
  "rate_kobo" = "weekly_rate_kobo" / 5,
  "rate_per" = 'day',
  "seniority" = CASE
    WHEN "experience_years" < 3 THEN 'Junior'
    WHEN "experience_years" < 6 THEN 'Mid-level'
    WHEN "experience_years" < 10 THEN 'Senior'
    ELSE 'Lead' END,
  "email" = (SELECT lower("email") FROM "users" WHERE "users"."id" = "talents"."user_id");
