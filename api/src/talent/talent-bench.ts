import { seedTalentPool } from '@platform/prisma';
import type { PrismaClient } from '@platform/prisma';

/**
 * Production's talent pool: the platform's own bench (prisma/src/seed-talent.ts), added at start where a
 * profile is missing, with accounts on the public address's domain (e.g. chiamaka.obi@buildbay.ng) and no
 * password: a bench member sets theirs through "Forgot password". Development seeds the same bench with
 * example addresses and the demo password (seed()). docs/decisions.md, issue #12.
 */
export async function seedTalentBench(prisma: PrismaClient, publicUrl: string): Promise<void> {
  await seedTalentPool(prisma, { emailDomain: new URL(publicUrl).hostname });
}
