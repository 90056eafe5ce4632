import { seed } from '@platform/prisma';
import type { PrismaClient } from '@platform/prisma';
import { seedDemoBilling } from '../billing/demo-billing.js';
import type { Logger } from '../http/app-env.js';

/**
 * What a start adds to the database. Development: the demo account, its projects and billing, and the demo
 * talent bench. Production: nothing, not even talent: staff fill its pool in the console (issue #27).
 */
export async function addStartingData(
  prisma: PrismaClient,
  { production, log, now }: { production: boolean; log: Logger; now: Date },
): Promise<void> {
  if (production) return;
  log('Adding the demo data where it is missing...');
  await seed(prisma);
  await seedDemoBilling(prisma, now);
}
