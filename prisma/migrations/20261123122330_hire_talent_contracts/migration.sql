-- CreateTable
CREATE TABLE "talents" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "discipline" TEXT NOT NULL,
    "weekly_rate_kobo" BIGINT NOT NULL,
    "experience_years" INTEGER NOT NULL,
    "skills" TEXT[],
    "bio" TEXT NOT NULL DEFAULT '',
    "available" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "talents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_proposals" (
    "project_id" UUID NOT NULL,
    "installments" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "team_proposals_pkey" PRIMARY KEY ("project_id")
);

-- CreateTable
CREATE TABLE "team_proposal_members" (
    "project_id" UUID NOT NULL,
    "talent_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "assigned_at" TIMESTAMPTZ(3),
    "accepted_at" TIMESTAMPTZ(3),

    CONSTRAINT "team_proposal_members_pkey" PRIMARY KEY ("project_id","talent_id")
);

-- CreateTable
CREATE TABLE "project_contracts" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "document" JSONB NOT NULL,
    "document_sha256" TEXT NOT NULL,
    "total_kobo" BIGINT NOT NULL,
    "first_payment_kobo" BIGINT NOT NULL,
    "signer_id" UUID,
    "signer_name" TEXT NOT NULL,
    "signer_ip" TEXT NOT NULL,
    "signed_at" TIMESTAMPTZ(3) NOT NULL,
    "first_payment_verified_at" TIMESTAMPTZ(3),
    "first_payment_reference" TEXT,
    "kickoff_held_at" TIMESTAMPTZ(3),

    CONSTRAINT "project_contracts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "talents_user_id_key" ON "talents"("user_id");

-- CreateIndex
CREATE INDEX "talents_discipline_experience_years_idx" ON "talents"("discipline", "experience_years" DESC);

-- CreateIndex
CREATE INDEX "team_proposal_members_talent_id_idx" ON "team_proposal_members"("talent_id");

-- CreateIndex
CREATE UNIQUE INDEX "project_contracts_project_id_key" ON "project_contracts"("project_id");

-- CreateIndex
CREATE INDEX "project_contracts_signer_id_idx" ON "project_contracts"("signer_id");

-- AddForeignKey
ALTER TABLE "talents" ADD CONSTRAINT "talents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_proposals" ADD CONSTRAINT "team_proposals_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_proposal_members" ADD CONSTRAINT "team_proposal_members_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "team_proposals"("project_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_proposal_members" ADD CONSTRAINT "team_proposal_members_talent_id_fkey" FOREIGN KEY ("talent_id") REFERENCES "talents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_signer_id_fkey" FOREIGN KEY ("signer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
