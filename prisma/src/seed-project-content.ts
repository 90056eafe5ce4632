import type { PrismaClient } from '../generated/client.js';

interface SampleContent {
  brief: { overview: string; objectives: string; keyDeliverables: string; targetAudience: string };
  features: {
    name: string;
    shortDescription: string;
    specifications: string[];
    progress: number;
    sprint: string | null;
  }[];
}

/** The brief and features of the demo projects past setup, as the new-project chat would have left them. */
const sampleContent: Record<string, SampleContent> = {
  // Customer Mobile App
  '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a01': {
    brief: {
      overview:
        'Customer Mobile App is a development project for the studio\'s customers. In your words: "An app where ' +
        'customers book a service, pay for it and get reminders."',
      objectives:
        '- Let customers book and pay for services from their phones.\n- Cut missed appointments with reminders.',
      keyDeliverables: '- Android app\n- iOS app\n- Admin dashboard',
      targetAudience: 'Existing customers of Okafor Studio in Lagos',
    },
    features: [
      {
        name: 'Online booking',
        shortDescription: 'Online booking for existing customers.',
        specifications: ['Online booking works end to end', 'Tested before release'],
        progress: 0,
        sprint: null,
      },
      {
        name: 'Card payments',
        shortDescription: 'Card payments for existing customers.',
        specifications: ['Card payments work end to end', 'Tested before release'],
        progress: 0,
        sprint: null,
      },
    ],
  },
  // Brand Identity Refresh
  '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a02': {
    brief: {
      overview: 'Brand Identity Refresh is a design project: a new logo, colour palette and typography.',
      objectives: '- A new logo, colour palette and typography before the Q3 launch.',
      keyDeliverables: '- Logo files\n- Style guide\n- Social media templates',
      targetAudience: 'Young professionals who shop online',
    },
    features: [
      {
        name: 'Logo',
        shortDescription: 'The primary logo and its variants.',
        specifications: ['Designs for the logo', 'Reviewed and approved by you'],
        progress: 60,
        sprint: 'Sprint 1',
      },
      {
        name: 'Colour palette',
        shortDescription: 'Primary and accent colours with usage rules.',
        specifications: ['Designs for the colour palette', 'Reviewed and approved by you'],
        progress: 30,
        sprint: 'Sprint 1',
      },
    ],
  },
};

/** Adds the sample brief and features to a demo project that has none yet (safe at every start). */
export async function seedProjectContent(prisma: PrismaClient, projectId: string): Promise<void> {
  const content = sampleContent[projectId];
  if (!content) return;
  await prisma.projectBrief.upsert({
    where: { projectId },
    create: { projectId, ...content.brief },
    update: {},
  });
  if ((await prisma.projectFeature.count({ where: { projectId } })) > 0) return;
  await prisma.projectFeature.createMany({
    data: content.features.map((feature) => ({ projectId, ...feature })),
  });
}
