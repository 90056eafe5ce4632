import type { PrismaClient } from '@platform/prisma';
import { signedOffStatuses } from '../tasks/task-labels.js';

/** A feature's progress: the share of its linked tasks that are Approved or Completed, in whole percent. */
export async function featureProgress(
  prisma: PrismaClient,
  featureIds: readonly string[],
): Promise<Map<string, number>> {
  if (featureIds.length === 0) return new Map();
  const links = await prisma.taskFeature.findMany({
    where: { featureId: { in: [...featureIds] } },
    select: { featureId: true, task: { select: { status: true } } },
  });
  const counts = new Map<string, { done: number; all: number }>();
  for (const { featureId, task } of links) {
    const count = counts.get(featureId) ?? { done: 0, all: 0 };
    count.all += 1;
    if (signedOffStatuses.includes(task.status)) count.done += 1;
    counts.set(featureId, count);
  }
  return new Map(
    featureIds.map((id) => {
      const count = counts.get(id);
      return [id, count ? Math.round((count.done / count.all) * 100) : 0];
    }),
  );
}
