import { includesLevel } from '@platform/contract';
import type { PrismaClient } from '@platform/prisma';
import type { FileType, PageChatProject } from '../assistant/page-chat.js';
import { readBrief } from '../brief/brief-store.js';
import { recentUpdates } from '../events/recent-updates.js';
import { dueContractPayments } from '../contracts/due-payments.js';
import { listFeatures } from '../features/feature-store.js';
import { listFiles } from '../files/file-views.js';
import { visibleMeetings } from '../meetings/meeting-views.js';
import { DEFAULT_TIME_ZONE, formatMeetingTime } from '../meetings/meeting-time.js';
import { MILESTONE_STATUS_LABELS } from '../milestones/milestone-messages.js';
import { milestoneOverdue } from '../milestones/milestone-views.js';
import { isOverdue } from '../tasks/task-views.js';
import type { ProjectAccess } from '../permissions/project-permission.js';
import { visibleTasks } from '../tasks/task-access.js';
import { statusLabel } from '../tasks/task-labels.js';

/** At most this many tasks go to the assistant: enough for any count, bounded for huge projects. */
const maxTasks = 500;
/** The latest files likewise: what a search by name or type looks through. */
const maxFiles = 500;
/** The coming meetings an answer names: the next one and a couple after it. */
const maxMeetings = 3;

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
 * What the page assistant answers from: the brief, the features, the team, the milestones, and the tasks,
 * files, coming meetings and amounts due the caller may see, each read by the filter its own page uses.
 */
export async function pageChatProject(
  prisma: PrismaClient,
  access: ProjectAccess,
  userId: string,
  now: Date,
): Promise<PageChatProject> {
  const { id: projectId, budgetMinKobo, budgetMaxKobo } = access.project;
  const mayPay = access.isOwner || includesLevel(access.levels.budgetAndFinancialControl, 'Approve');
  const [brief, features, tasks, owner, members, files, due, lastMeeting, meetings, milestones, updates] =
    await Promise.all([
      readBrief(prisma, projectId),
      listFeatures(prisma, projectId),
      prisma.task.findMany({
        where: visibleTasks(access, userId),
        orderBy: [{ status: 'asc' }, { position: 'asc' }],
        take: maxTasks,
        select: {
          id: true,
          name: true,
          status: true,
          estimatedCompletion: true,
          assignees: { select: { userId: true } },
        },
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
      prisma.meeting.findMany({
        where: {
          ...visibleMeetings(access, userId),
          cancelledAt: null,
          heldAt: null,
          startsAt: { gte: now },
        },
        orderBy: { startsAt: 'asc' },
        take: maxMeetings,
        select: { title: true, startsAt: true },
      }),
      prisma.milestone.findMany({
        where: { projectId },
        orderBy: { position: 'asc' },
        select: { title: true, dueDate: true, status: true },
      }),
      recentUpdates(prisma, access, { changesOnly: true }),
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
      due: task.estimatedCompletion?.toISOString().slice(0, 10) ?? null,
      overdue: isOverdue(task, now),
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
    upcomingMeetings: meetings.map((meeting) => ({
      title: meeting.title,
      when: formatMeetingTime(meeting.startsAt, DEFAULT_TIME_ZONE),
    })),
    milestones: milestones.map((milestone) => ({
      title: milestone.title,
      due: milestone.dueDate.toISOString().slice(0, 10),
      status: MILESTONE_STATUS_LABELS[milestone.status],
      overdue: milestoneOverdue(milestone, now),
    })),
    deadline: access.project.deadline?.toISOString().slice(0, 10) ?? null,
    budget:
      budgetMinKobo === null && budgetMaxKobo === null
        ? null
        : {
            minKobo: budgetMinKobo === null ? null : Number(budgetMinKobo),
            maxKobo: budgetMaxKobo === null ? null : Number(budgetMaxKobo),
          },
    recentUpdates: updates.updates.map((update) => ({ summary: update.summary, at: update.at })),
  };
}
