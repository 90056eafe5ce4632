import type { PrismaClient } from '../generated/client.js';

interface BriefSections {
  overview: string;
  objectives: string;
  keyDeliverables: string;
  targetAudience: string;
}

interface SampleContent {
  brief: BriefSections;
  /** Saves after the first draft, each changing some sections: version 1, 2... */
  edits: Partial<BriefSections>[];
  features: {
    name: string;
    shortDescription: string;
    specifications: string[];
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
    edits: [
      { keyDeliverables: '- Android app\n- iOS app\n- Admin dashboard\n- App store listings' },
      {
        targetAudience:
          'Existing customers of Okafor Studio in Lagos, most of them booking from Android phones',
        objectives:
          '- Let customers book and pay for services from their phones.\n- Cut missed appointments with reminders.\n' +
          '- Half of all bookings made in the app within three months of launch.',
      },
    ],
    features: [
      {
        name: 'Online booking',
        shortDescription: 'Online booking for existing customers.',
        specifications: ['Online booking works end to end', 'Tested before release'],
        sprint: null,
      },
      {
        name: 'Card payments',
        shortDescription: 'Card payments for existing customers.',
        specifications: ['Card payments work end to end', 'Tested before release'],
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
    edits: [
      {
        objectives:
          '- A new logo, colour palette and typography before the Q3 launch.\n- One style guide every supplier uses.',
      },
    ],
    features: [
      {
        name: 'Logo',
        shortDescription: 'The primary logo and its variants.',
        specifications: ['Designs for the logo', 'Reviewed and approved by you'],
        sprint: 'Sprint 1',
      },
      {
        name: 'Colour palette',
        shortDescription: 'Primary and accent colours with usage rules.',
        specifications: ['Designs for the colour palette', 'Reviewed and approved by you'],
        sprint: 'Sprint 1',
      },
    ],
  },
  // Waitlist Landing Page (delivered and completed at first start: api/src/data/demo-delivery.ts)
  '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a04': {
    brief: {
      overview:
        'Waitlist Landing Page is a design project: one page that explains the coming product and takes ' +
        'sign-ups for its waitlist before launch.',
      objectives:
        "- Collect sign-ups for the product waitlist.\n- Learn which of the product's uses visitors care about most.",
      keyDeliverables: '- Landing page design\n- Sign-up confirmation e-mail\n- Launch announcement graphics',
      targetAudience: 'Small business owners in Lagos and Abuja who book services online',
    },
    edits: [],
    features: [
      {
        name: 'Waitlist sign-up form',
        shortDescription: 'Name and e-mail, with a thank-you and a place in the queue.',
        specifications: [
          'Designs for the sign-up form and its thank-you state',
          'Reviewed and approved by you',
        ],
        sprint: 'Sprint 1',
      },
      {
        name: 'Launch countdown',
        shortDescription: 'Days to launch, shown above the fold.',
        specifications: ['Designs for the countdown on phones and computers', 'Reviewed and approved by you'],
        sprint: 'Sprint 1',
      },
      {
        name: 'Share to move up the list',
        shortDescription: 'A personal link that moves the sharer up the waitlist.',
        specifications: ['Designs for the share step', 'Reviewed and approved by you'],
        sprint: 'Sprint 2',
      },
    ],
  },
};

const sectionKeys = {
  overview: 'overview',
  objectives: 'objectives',
  keyDeliverables: 'key_deliverables',
  targetAudience: 'target_audience',
} as const;

/** The sample brief as first drafted, then each sample edit saved as a version by the project's owner. */
async function seedBrief(prisma: PrismaClient, projectId: string, editorId: string, content: SampleContent) {
  if (await prisma.projectBrief.findUnique({ where: { projectId }, select: { projectId: true } })) return;
  let sections = content.brief;
  await prisma.projectBrief.create({ data: { projectId, ...sections, version: content.edits.length } });
  for (const [index, edit] of content.edits.entries()) {
    sections = { ...sections, ...edit };
    const changed = (Object.keys(sectionKeys) as (keyof BriefSections)[])
      .filter((key) => key in edit)
      .map((key) => sectionKeys[key]);
    await prisma.projectBriefVersion.create({
      data: {
        projectId,
        version: index + 1,
        ...sections,
        changedSections: changed,
        source: 'edit',
        editedById: editorId,
      },
    });
  }
  await prisma.projectBrief.update({ where: { projectId }, data: sections });
}

/** Adds the sample brief (with its saved versions) and features to a demo project that has none yet (safe at every start). */
export async function seedProjectContent(
  prisma: PrismaClient,
  projectId: string,
  ownerId: string,
): Promise<void> {
  const content = sampleContent[projectId];
  if (!content) return;
  await seedBrief(prisma, projectId, ownerId, content);
  if ((await prisma.projectFeature.count({ where: { projectId } })) > 0) return;
  await prisma.projectFeature.createMany({
    data: content.features.map((feature) => ({ projectId, ...feature })),
  });
}
