-- CreateEnum
CREATE TYPE "team_access" AS ENUM ('FULL_ACCESS', 'CUSTOM_PERMISSIONS');

-- CreateEnum
CREATE TYPE "permission_level" AS ENUM ('VIEW', 'EDIT', 'REVIEW', 'APPROVE', 'FULL_ACCESS');

-- CreateEnum
CREATE TYPE "member_status" AS ENUM ('ACTIVE', 'REMOVED');

-- CreateEnum
CREATE TYPE "member_source" AS ENUM ('INVITED', 'PLATFORM_TEAM');

-- AlterTable
ALTER TABLE "project_members" ADD COLUMN     "access" "team_access" NOT NULL DEFAULT 'CUSTOM_PERMISSIONS',
ADD COLUMN     "budget_and_finance" "permission_level" NOT NULL DEFAULT 'VIEW',
ADD COLUMN     "files_and_documentation" "permission_level" NOT NULL DEFAULT 'VIEW',
ADD COLUMN     "invited_by_id" UUID,
ADD COLUMN     "overview_and_scope" "permission_level" NOT NULL DEFAULT 'VIEW',
ADD COLUMN     "removed_at" TIMESTAMPTZ(3),
ADD COLUMN     "responsibilities" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "source" "member_source" NOT NULL DEFAULT 'INVITED',
ADD COLUMN     "start_date" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "status" "member_status" NOT NULL DEFAULT 'ACTIVE',
ADD COLUMN     "task_and_workflow" "permission_level" NOT NULL DEFAULT 'VIEW',
ADD COLUMN     "team_management" "permission_level" NOT NULL DEFAULT 'VIEW',
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "last_active_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "team_invitations" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "access" "team_access" NOT NULL,
    "overview_and_scope" "permission_level" NOT NULL,
    "task_and_workflow" "permission_level" NOT NULL,
    "files_and_documentation" "permission_level" NOT NULL,
    "team_management" "permission_level" NOT NULL,
    "budget_and_finance" "permission_level" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "invited_by_id" UUID,
    "accepted_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "team_invitations_token_hash_key" ON "team_invitations"("token_hash");

-- CreateIndex
CREATE INDEX "team_invitations_project_id_created_at_idx" ON "team_invitations"("project_id", "created_at");

-- CreateIndex
CREATE INDEX "team_invitations_email_idx" ON "team_invitations"("email");

-- AddForeignKey
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Members from before stored permissions keep what their role gave them until then.
UPDATE "project_members" SET "start_date" = "created_at";
UPDATE "project_members" SET "access" = 'FULL_ACCESS', "overview_and_scope" = 'FULL_ACCESS',
  "task_and_workflow" = 'FULL_ACCESS', "files_and_documentation" = 'FULL_ACCESS',
  "team_management" = 'FULL_ACCESS', "budget_and_finance" = 'FULL_ACCESS'
  WHERE "role" IN ('Admin', 'Project Manager');
UPDATE "project_members" SET "overview_and_scope" = 'EDIT', "task_and_workflow" = 'EDIT',
  "files_and_documentation" = 'EDIT', "team_management" = 'EDIT', "budget_and_finance" = 'EDIT'
  WHERE "role" = 'Editor';
UPDATE "project_members" SET "overview_and_scope" = 'REVIEW', "task_and_workflow" = 'REVIEW',
  "files_and_documentation" = 'REVIEW', "team_management" = 'REVIEW', "budget_and_finance" = 'REVIEW'
  WHERE "role" = 'Reviewer';
