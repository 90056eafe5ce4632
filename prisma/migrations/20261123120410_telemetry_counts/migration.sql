-- CreateTable
CREATE TABLE "telemetry_counts" (
    "minute" TIMESTAMPTZ(3) NOT NULL,
    "remote" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "sum" DOUBLE PRECISION NOT NULL DEFAULT 0,

    CONSTRAINT "telemetry_counts_pkey" PRIMARY KEY ("minute","remote","version","kind")
);

-- CreateIndex
CREATE INDEX "telemetry_counts_remote_version_minute_idx" ON "telemetry_counts"("remote", "version", "minute");
