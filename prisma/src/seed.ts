import type { PrismaClient } from '../generated/client.js';
import type { ProjectStatus, ProjectType } from '../generated/enums.js';
import { hashPassword } from './password.js';
import { seedProjectContent } from './seed-project-content.js';
import { seedCollaboration } from './seed-collaboration.js';
import { seedProjectTasks } from './seed-tasks.js';
import { seedStaff } from './seed-staff.js';
import { seedTalentPool } from './seed-talent.js';

/** The development account printed at start, so a newcomer can sign in at once. */
export const demoAccount = {
  email: 'demo@example.com',
  password: 'Demo-pass-2026!',
  firstName: 'Ada',
  lastName: 'Okafor',
} as const;

interface SampleProject {
  id: string;
  name: string;
  type: ProjectType;
  status: ProjectStatus;
  goal: string | null;
  /** Minutes ago the demo user last opened it; null when never opened. */
  viewedMinutesAgo: number | null;
}

// Fixed ids make the seed idempotent: re-running it finds the same rows instead of adding more.
const sampleProjects: SampleProject[] = [
  {
    id: '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a01',
    name: 'Customer Mobile App',
    type: 'DEVELOPMENT',
    status: 'PENDING_REVIEW',
    goal: 'Let customers book and pay for services from their phones.',
    viewedMinutesAgo: 5,
  },
  {
    id: '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a02',
    name: 'Brand Identity Refresh',
    type: 'DESIGN',
    // In Progress once its contract is signed and first paid, by the API's own code (api/src/data/demo-contract.ts).
    status: 'PENDING_REVIEW',
    goal: 'A new logo, colour palette and typography before the Q3 launch.',
    viewedMinutesAgo: 60,
  },
  {
    id: '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a03',
    name: 'E-commerce Website',
    type: 'DESIGN_AND_DEVELOPMENT',
    status: 'DRAFT',
    goal: null,
    viewedMinutesAgo: null,
  },
  {
    id: '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a04',
    name: 'Waitlist Landing Page',
    type: 'DESIGN',
    // Completed by its delivered, accepted and paid milestones, by the API's own code (api/src/data/demo-delivery.ts).
    status: 'PENDING_REVIEW',
    goal: 'Collect sign-ups for the product waitlist.',
    viewedMinutesAgo: null,
  },
];

/**
 * Development data: the demo account (verified, with a business profile) and a few projects of every
 * type and status. Safe to run at every start: existing rows are left as they are.
 */
export async function seed(prisma: PrismaClient, now = new Date()): Promise<void> {
  const existing = await prisma.user.findUnique({ where: { email: demoAccount.email } });
  const user =
    existing ??
    (await prisma.user.create({
      data: {
        email: demoAccount.email,
        firstName: demoAccount.firstName,
        lastName: demoAccount.lastName,
        passwordHash: await hashPassword(demoAccount.password),
        emailVerifiedAt: now,
      },
    }));
  // The talent accounts share the demo password, so a developer can sign in as one and accept a placement.
  await seedTalentPool(prisma, { passwordHash: user.passwordHash });
  // The staff console's Admin shares it too (seed-staff.ts).
  await seedStaff(prisma, user.passwordHash, now);
  // The spec's sample billing: Growth with 20 seats (5 included, 15 bought), renewing monthly.
  const periodStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  await prisma.subscription.upsert({
    where: { ownerId: user.id },
    create: {
      ownerId: user.id,
      plan: 'GROWTH',
      extraSeats: 15,
      currentPeriodStart: periodStart,
      currentPeriodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    },
    update: {},
  });
  await prisma.businessProfile.upsert({
    where: { userId: user.id },
    create: {
      userId: user.id,
      businessName: 'Okafor Studio',
      industry: 'Retail',
      address: '12 Admiralty Way, Lekki, Lagos',
      numberOfTeamMembers: 4,
    },
    update: {},
  });
  for (const { viewedMinutesAgo, ...project } of sampleProjects) {
    await prisma.project.upsert({
      where: { id: project.id },
      create: { ...project, ownerId: user.id },
      update: {},
    });
    await seedProjectContent(prisma, project.id, user.id);
    await seedProjectTasks(prisma, project.id, user.id, now);
    await seedCollaboration(prisma, project.id, user.id, now);
    if (viewedMinutesAgo === null) continue;
    await prisma.projectView.upsert({
      where: { userId_projectId: { userId: user.id, projectId: project.id } },
      create: {
        userId: user.id,
        projectId: project.id,
        viewedAt: new Date(now.getTime() - viewedMinutesAgo * 60_000),
      },
      update: {},
    });
  }
}
