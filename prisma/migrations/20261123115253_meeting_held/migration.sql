-- AlterTable
ALTER TABLE "meetings" ADD COLUMN     "held_at" TIMESTAMPTZ(3);
