-- CreateIndex
CREATE INDEX "project_resources_project_id_updated_at_id_idx" ON "project_resources"("project_id", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "project_resources_task_id_idx" ON "project_resources"("task_id");

-- CreateIndex
CREATE INDEX "project_resources_feature_id_idx" ON "project_resources"("feature_id");
