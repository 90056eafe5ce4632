import type { PrismaClient } from '@platform/prisma';

/**
 * The project's kickoff meeting as onboarding's last step reads it (issue #12): the latest meeting flagged
 * kickoff, with `heldAt` set once the team marked it held. Null when none was scheduled.
 */
export async function kickoffMeeting(prisma: PrismaClient, projectId: string) {
  return prisma.meeting.findFirst({
    where: { projectId, kickoff: true },
    orderBy: [{ heldAt: { sort: 'desc', nulls: 'last' } }, { startsAt: 'desc' }],
    select: { id: true, title: true, startsAt: true, durationMinutes: true, heldAt: true },
  });
}
