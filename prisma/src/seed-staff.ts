import type { PrismaClient } from '../generated/client.js';

/**
 * Development's staff Admin, printed at start beside the demo account, so the staff console can be tried at
 * once (production has none: `npm run staff:add` makes the first). Two-factor sign-in is required of staff,
 * so the console asks to turn it on at first sign-in, as it would for any new staff member.
 */
export const demoStaffAccount = {
  email: 'staff@example.com',
  firstName: 'Tolu',
  lastName: 'Bakare',
} as const;

export async function seedStaff(prisma: PrismaClient, passwordHash: string | null, now: Date): Promise<void> {
  const user = await prisma.user.upsert({
    where: { email: demoStaffAccount.email },
    create: {
      email: demoStaffAccount.email,
      firstName: demoStaffAccount.firstName,
      lastName: demoStaffAccount.lastName,
      passwordHash,
      emailVerifiedAt: now,
      twoFactorRequired: true,
    },
    update: {},
  });
  await prisma.staffMember.upsert({
    where: { userId: user.id },
    create: { userId: user.id, role: 'ADMIN', addedAt: now },
    update: {},
  });
}
