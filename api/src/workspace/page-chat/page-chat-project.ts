import { includesLevel } from '@platform/contract';
import type { PrismaClient } from '@platform/prisma';
import type { FileType, PageChatProject } from '../assistant/page-chat.js';
import { readBrief } from '../brief/brief-store.js';
import { dueContractPayments } from '../contracts/due-payments.js';
import { listFeatures } from '../features/feature-store.js';
import { listFiles } from '../files/file-views.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { visibleTasks } from '../tasks/task-access.js';
import { statusLabel } from '../tasks/task-labels.js';

/** At most this many tasks go to the assistant: enough for any count, bounded for huge projects. */
const maxTasks = 500;
/** The latest files likewise: what a search by name or type looks through. */
const maxFiles = 500;

/** A file's type as people ask for it ("the PDFs", "the images"), by its MIME type. */
function fileType(file: { kind: string; mime_type: string | null }): FileType | null {
  if (file.kind === 'links') return 'link';
  const mime = file.mime_type ?? '';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/')) return 'image';
  if (/spreadsheet|ms-excel|csv/.test(mime)) return 'spreadsheet';
  if (/presentation|powerpoint/.test(mime)) return 'presentation';
  if (/wordprocessing|msword|text\/plain/.test(mime)) return 'document';
  if (mime === 'application/zip') return 'archive';
  return null;
}

const tabNames: Record<string, string> = { files: 'Project Files', links: 'Links', media: 'Media' };

/**
 * What the page assistant answers from: the brief, the features, the team, and the tasks, files and amounts
 * due the caller may see, each read by the filter its own page uses.
 */
export async function pageChatProject(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
): Promise<PageChatProject> {
  const projectId = access.project.id;
  const mayPay = access.isOwner || includesLevel(access.levels.budgetAndFinancialControl, 'Approve');
  const [brief, features, tasks, owner, members, files, due, lastMeeting] = await Promise.all([
    readBrief(prisma, projectId),
    listFeatures(prisma, projectId),
    prisma.task.findMany({
      where: visibleTasks(access, userId),
      orderBy: [{ status: 'asc' }, { position: 'asc' }],
      take: maxTasks,
      select: { id: true, name: true, status: true, assignees: { select: { userId: true } } },
    }),
    prisma.user.findUniqueOrThrow({
      where: { id: access.project.ownerId },
      select: { id: true, firstName: true, lastName: true },
    }),
    prisma.projectMember.findMany({
      where: { projectId, status: 'ACTIVE', userId: { not: access.project.ownerId } },
      orderBy: { createdAt: 'asc' },
      select: { role: true, user: { select: { id: true, firstName: true, lastName: true } } },
    }),
    listFiles(prisma, access, userId, { limit: maxFiles }),
    mayPay ? dueContractPayments(prisma, userId) : null,
    prisma.meeting.findFirst({
      where: { projectId, cancelledAt: null },
      orderBy: { createdAt: 'desc' },
      select: { link: true },
    }),
  ]);
  const person = (user: { id: string; firstName: string; lastName: string }, role: string) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    role,
  });
  return {
    name: access.project.name,
    askerId: userId,
    brief: brief?.content ?? null,
    features: features.map((feature) => ({
      id: feature.feature_id,
      name: feature.feature_name,
      sprint: feature.feature_sprint,
      progress: feature.feature_progress,
      description: feature.feature_short_description,
      specifications: feature.feature_specification,
    })),
    tasks: tasks.map((task) => ({
      id: task.id,
      name: task.name,
      status: statusLabel[task.status],
      assigneeIds: task.assignees.map((assignee) => assignee.userId),
    })),
    people: [person(owner, 'Owner'), ...members.map((member) => person(member.user, member.role))],
    files: files.files.map((file) => ({
      name: file.name,
      tab: tabNames[file.kind] ?? file.kind,
      type: fileType(file),
      version: file.version,
    })),
    due:
      due
        ?.filter((part) => part.project_id === projectId)
        .map((part) => ({
          invoiceNumber: part.invoice_number,
          description: part.description,
          amount: part.amount,
          dueDate: part.due_date,
        })) ?? null,
    lastMeetingLink: lastMeeting?.link ?? null,
  };
}
