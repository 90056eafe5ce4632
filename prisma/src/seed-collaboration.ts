import type { PrismaClient } from '../generated/client.js';

/*
 * The demo projects' files, reviews and meetings (the spec's files screen, reviews screen and meetings screen samples): web links (uploads need
 * the file storage, which the seed does not reach), one pending review, a meeting to come and a past one
 * with notes. Added once per project.
 */

const DAY_MS = 86_400_000;

const sampleLinks = [
  { name: 'Figma prototype', url: 'https://www.figma.com/proto/demo', access: 'PUBLIC', status: 'IN_REVIEW' },
  {
    name: 'Brand guidelines',
    url: 'https://docs.google.com/document/d/demo',
    access: 'RESTRICTED',
    status: 'APPROVED',
  },
  { name: 'Staging site', url: 'https://staging.example.com', access: 'CONFIDENTIAL', status: 'DRAFT' },
] as const;

/** 10:00 in Lagos (09:00 UTC) on the next weekday at least `days` ahead (or back, when negative). */
function weekdayAt(now: Date, days: number): Date {
  const day = new Date(now.getTime() + days * DAY_MS);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6)
    day.setUTCDate(day.getUTCDate() + (days < 0 ? -1 : 1));
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 0));
}

export async function seedCollaboration(prisma: PrismaClient, projectId: string, ownerId: string, now: Date) {
  if ((await prisma.projectResource.count({ where: { projectId } })) > 0) return;
  for (const link of sampleLinks) {
    await prisma.projectResource.create({
      data: {
        projectId,
        kind: 'LINK',
        ownerId,
        ...link,
        grants: link.access === 'RESTRICTED' ? { create: { userId: ownerId } } : undefined,
      },
    });
  }
  await prisma.review.create({
    data: {
      projectId,
      name: 'Homepage design',
      deliverableType: 'Design',
      link: sampleLinks[0].url,
      notes: 'First pass at the homepage.',
      type: 'CLIENT',
      submittedById: ownerId,
      events: { create: { kind: 'SUBMITTED', round: 1, actorId: ownerId, files: [] } },
    },
  });
  const meeting = (title: string, startsAt: Date, notes: string, kickoff: boolean) =>
    prisma.meeting.create({
      data: {
        projectId,
        title,
        description: kickoff ? 'Align on goals and timeline.' : 'Walk through the latest designs.',
        link: 'https://meet.example.com/demo',
        startsAt,
        durationMinutes: 60,
        entireTeam: true,
        kickoff,
        // The past kickoff was held: onboarding's last step reads it (issue #12).
        heldAt: kickoff ? new Date(startsAt.getTime() + 60 * 60_000) : null,
        notes,
        createdById: ownerId,
        participants: { create: { userId: ownerId } },
      },
    });
  await meeting('Project kickoff', weekdayAt(now, -3), 'Agreed the scope and the first milestone.', true);
  await meeting('Design review', weekdayAt(now, 2), '', false);
}
