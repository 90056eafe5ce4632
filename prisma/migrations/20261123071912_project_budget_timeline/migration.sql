-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "budget_max_kobo" BIGINT,
ADD COLUMN     "budget_min_kobo" BIGINT,
ADD COLUMN     "deadline" DATE,
ADD COLUMN     "timeline_text" TEXT,
ADD COLUMN     "timeline_weeks" INTEGER;
