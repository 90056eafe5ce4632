-- CreateTable
CREATE TABLE "team_ratings" (
    "project_id" UUID NOT NULL,
    "rater_id" UUID,
    "stars" INTEGER NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_ratings_pkey" PRIMARY KEY ("project_id")
);

-- CreateIndex
CREATE INDEX "team_ratings_rater_id_idx" ON "team_ratings"("rater_id");

-- AddForeignKey
ALTER TABLE "team_ratings" ADD CONSTRAINT "team_ratings_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_ratings" ADD CONSTRAINT "team_ratings_rater_id_fkey" FOREIGN KEY ("rater_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
