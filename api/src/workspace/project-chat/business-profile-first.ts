import type { PrismaClient } from '@platform/prisma';
import { ApiError } from '../../platform/http/api-error.js';

export const businessProfileFirstMessage =
  'Tell us about your business before you start a project of your own: its name and address go on your contracts and invoices.';

/**
 * Someone who joined by invitation has no business profile (they were asked only their name and a password);
 * it is asked once they start a project of their own, which their business then owns and pays for (409).
 */
export async function assertHasBusinessProfile(prisma: PrismaClient, userId: string): Promise<void> {
  const profile = await prisma.businessProfile.findUnique({ where: { userId }, select: { id: true } });
  if (!profile) throw new ApiError(409, businessProfileFirstMessage);
}
