-- CreateTable
CREATE TABLE "telemetry_sessions" (
    "beacon_id" TEXT NOT NULL,
    "remote" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "minute" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "telemetry_sessions_pkey" PRIMARY KEY ("beacon_id","remote","version","kind")
);

-- CreateIndex
CREATE INDEX "telemetry_sessions_remote_version_minute_idx" ON "telemetry_sessions"("remote", "version", "minute");

-- CreateIndex
CREATE INDEX "telemetry_sessions_minute_idx" ON "telemetry_sessions"("minute");
