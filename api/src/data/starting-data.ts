import { seed } from '@platform/prisma';
import type { PrismaClient } from '@platform/prisma';
import type { Assistant } from '../workspace/assistant/assistant.js';
import { seedDemoBilling } from '../billing/subscriptions/demo-billing.js';
import { seedDemoContract } from './demo-contract.js';
import { seedDemoDelivery } from './demo-delivery.js';
import type { Logger } from '../platform/http/app-env.js';

/**
 * What a start adds to the database. Development: the demo account, its projects and billing, and the demo
 * talent bench. Production: nothing, not even talent: staff fill its pool in the console (issue #27).
 */
export async function addStartingData(
  prisma: PrismaClient,
  { production, log, now, assistant }: { production: boolean; log: Logger; now: Date; assistant: Assistant },
): Promise<void> {
  if (production) return;
  log('Adding the demo data where it is missing...');
  await seed(prisma);
  await seedDemoBilling(prisma, now);
  // After the plan's bills, so they keep the numbers INV-0001 to INV-0004.
  await seedDemoContract({ prisma, assistant }, now);
  await seedDemoDelivery({ prisma, assistant, log }, now);
}
