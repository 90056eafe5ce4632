import { notify } from '../notifications/notify.js';
import { acceptMilestone, approversOf, noticeMail, timelinePath, waitedSince } from './milestone-changes.js';
import type { MilestoneDeps } from './milestone-changes.js';
import { AUTO_ACCEPT_DAYS, REMINDER_DAYS } from './milestone-messages.js';

/*
 * Deliveries nobody answers: the approvers are reminded on the 3rd and 6th day, and on the 7th the
 * platform accepts the milestone, as managed-service contracts say (docs/decisions.md). Run hourly by the
 * server; several processes at once remind once (the claimed count) and accept once (the claimed status).
 */
export async function sweepMilestones(deps: MilestoneDeps): Promise<{ reminded: number; accepted: number }> {
  const now = deps.now();
  let reminded = 0;
  let accepted = 0;
  const due = await deps.prisma.milestone.findMany({
    where: { status: 'DELIVERED', deliveredAt: { lte: waitedSince(now, AUTO_ACCEPT_DAYS) } },
  });
  for (const milestone of due) {
    await acceptMilestone(deps, milestone, null).then(
      () => (accepted += 1),
      // Answered meanwhile by a person: nothing left to do.
      () => undefined,
    );
  }
  for (const [index, days] of REMINDER_DAYS.entries()) {
    const waiting = await deps.prisma.milestone.findMany({
      where: { status: 'DELIVERED', remindersSent: index, deliveredAt: { lte: waitedSince(now, days) } },
      include: { project: true },
    });
    for (const milestone of waiting) {
      const claimed = await deps.prisma.milestone.updateMany({
        where: { id: milestone.id, status: 'DELIVERED', remindersSent: index },
        data: { remindersSent: index + 1 },
      });
      if (claimed.count === 0) continue;
      reminded += 1;
      const left = AUTO_ACCEPT_DAYS - days;
      const { userIds } = await approversOf(deps.prisma, milestone.projectId);
      const mail = noticeMail(deps);
      for (const userId of userIds) {
        await notify(
          deps.prisma,
          {
            userId,
            kind: 'reviews',
            title: `${milestone.title} is waiting for your answer`,
            body: `Accept ${milestone.title} of ${milestone.project.name} or request changes: in ${left} day${left === 1 ? '' : 's'} it is accepted automatically.`,
            link: timelinePath(milestone.project),
          },
          mail,
        );
      }
    }
  }
  return { reminded, accepted };
}
