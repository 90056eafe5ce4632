import type { PrismaClient } from '@platform/prisma';
import type { PageChatProject } from '../assistant/page-chat.js';
import { readBrief } from '../brief/brief-store.js';
import { listFeatures } from '../features/feature-store.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { visibleTasks } from '../tasks/task-access.js';
import { statusLabel } from '../tasks/task-labels.js';

/** At most this many tasks go to the assistant: enough for any count, bounded for huge projects. */
const maxTasks = 500;

/** What the page assistant answers from: the brief, the features and the tasks the caller may see. */
export async function pageChatProject(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
): Promise<PageChatProject> {
  const [brief, features, tasks] = await Promise.all([
    readBrief(prisma, access.project.id),
    listFeatures(prisma, access.project.id),
    prisma.task.findMany({
      where: visibleTasks(access, userId),
      orderBy: [{ status: 'asc' }, { position: 'asc' }],
      take: maxTasks,
      select: { name: true, status: true },
    }),
  ]);
  return {
    name: access.project.name,
    brief: brief?.content ?? null,
    features: features.map((feature) => ({
      name: feature.feature_name,
      sprint: feature.feature_sprint,
      progress: feature.feature_progress,
    })),
    tasks: tasks.map((task) => ({ name: task.name, status: statusLabel[task.status] })),
  };
}
