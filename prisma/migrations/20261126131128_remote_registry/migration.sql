-- CreateTable
CREATE TABLE "remote_releases" (
    "remote" TEXT NOT NULL,
    "versions" TEXT[],
    "live" TEXT,
    "canary_version" TEXT,
    "canary_share" DOUBLE PRECISION,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "remote_releases_pkey" PRIMARY KEY ("remote")
);

-- CreateTable
CREATE TABLE "remote_release_changes" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "by" TEXT NOT NULL,
    "remote" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "from" JSONB NOT NULL,
    "to" JSONB NOT NULL,
    "reason" TEXT,

    CONSTRAINT "remote_release_changes_pkey" PRIMARY KEY ("id")
);
