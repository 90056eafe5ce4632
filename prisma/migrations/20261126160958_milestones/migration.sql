-- CreateEnum
CREATE TYPE "milestone_status" AS ENUM ('PLANNED', 'IN_PROGRESS', 'DELIVERED', 'CHANGES_REQUESTED', 'ACCEPTED', 'PAID');

-- CreateEnum
CREATE TYPE "milestone_event_kind" AS ENUM ('SPLIT', 'DELIVERED', 'CHANGES_REQUESTED', 'ACCEPTED', 'PAID');

-- CreateTable
CREATE TABLE "milestones" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "contract_part" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "due_date" DATE NOT NULL,
    "amount_kobo" BIGINT NOT NULL,
    "feature_ids" UUID[],
    "status" "milestone_status" NOT NULL DEFAULT 'PLANNED',
    "review_id" UUID,
    "delivered_at" TIMESTAMPTZ(3),
    "reminders_sent" INTEGER NOT NULL DEFAULT 0,
    "accepted_at" TIMESTAMPTZ(3),
    "accepted_by_id" UUID,
    "auto_accepted" BOOLEAN NOT NULL DEFAULT false,
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "milestones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "milestone_events" (
    "id" UUID NOT NULL,
    "milestone_id" UUID NOT NULL,
    "kind" "milestone_event_kind" NOT NULL,
    "actor_id" UUID,
    "note" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "milestone_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "milestones_review_id_key" ON "milestones"("review_id");

-- CreateIndex
CREATE INDEX "milestones_project_id_position_idx" ON "milestones"("project_id", "position");

-- CreateIndex
CREATE INDEX "milestones_status_delivered_at_idx" ON "milestones"("status", "delivered_at");

-- CreateIndex
CREATE INDEX "milestone_events_milestone_id_created_at_idx" ON "milestone_events"("milestone_id", "created_at");

-- AddForeignKey
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone_events" ADD CONSTRAINT "milestone_events_milestone_id_fkey" FOREIGN KEY ("milestone_id") REFERENCES "milestones"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone_events" ADD CONSTRAINT "milestone_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
