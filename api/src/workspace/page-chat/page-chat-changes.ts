import { randomUUID } from 'node:crypto';
import { BRIEF_MESSAGES, BRIEF_SECTION_MAX } from '@platform/contract';
import type { PageChatChange, PageChatProject } from '../assistant/page-chat.js';
import { sectionLabels } from '../brief/brief-sections.js';
import { saveBrief } from '../brief/brief-store.js';
import type { AppDeps } from '../../deps.js';
import {
  AddFeatureBodySchema,
  EditFeatureBodySchema,
  editedFeatureFields,
  newFeatureFields,
} from '../features/feature-schemas.js';
import { addFeature, requireFeature, updateFeature } from '../features/feature-store.js';
import { ApiError } from '../../platform/http/api-error.js';
import { checkSchedule, scheduleMeeting } from '../meetings/meeting-changes.js';
import { DEFAULT_TIME_ZONE } from '../meetings/meeting-time.js';
import { MEETINGS_AREA } from '../meetings/meeting-views.js';
import { requireProjectPermission } from '../permissions/project-permission.js';
import { projectSlug } from '../projects/workspace-path.js';
import { createTask } from '../tasks/create-task.js';
import { AREA as TASKS_AREA, requireTaskPermission } from '../tasks/task-access.js';
import { dayOf, moveTask, setTimeline } from '../tasks/task-board-changes.js';
import { editTask } from '../tasks/task-edit.js';
import { checkTaskForm } from '../tasks/task-form-checks.js';
import { typeLabel, visibilityLabel } from '../tasks/task-labels.js';

/*
 * Makes the change the assistant decided on through the very functions behind the page's buttons, after
 * the same permission check (Edit on the page's area, Approve for a sign-off) and the same rules: a refusal
 * is the page's own message, and nothing changes.
 */

export interface AppliedChange {
  /** The brief section changed, or the kind of thing: "features", "tasks", "meetings". */
  updatedSectionName: string;
  newContent: string;
  /** What the reply adds after the change, e.g. the clashes of a meeting. */
  note: string | null;
}

/** The first message a checked body fails with, as the form shows it. */
function checked<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (result.success) return result.data;
  throw new ApiError(422, result.error.issues[0]?.message ?? 'Check the feature.');
}

/** A meeting booked without a link gets the project's last one, else a room of its own. */
const meetingLink = (project: PageChatProject, said: string | null) =>
  said ??
  project.lastMeetingLink ??
  `https://meet.jit.si/buildbay-${projectSlug(project.name)}-${randomUUID().slice(0, 8)}`;

export async function applyChange(
  deps: AppDeps,
  userId: string,
  projectId: string,
  project: PageChatProject,
  change: PageChatChange,
): Promise<AppliedChange> {
  const { prisma } = deps;
  const done = (updatedSectionName: string, newContent: string, note: string | null = null) => ({
    updatedSectionName,
    newContent,
    note,
  });
  switch (change.kind) {
    case 'brief-section': {
      await requireProjectPermission(prisma, userId, projectId, 'projectOverviewAndScope', 'Edit');
      if (change.content.length > BRIEF_SECTION_MAX) {
        throw new ApiError(422, BRIEF_MESSAGES.tooLong(sectionLabels[change.section]));
      }
      await saveBrief(prisma, projectId, userId, { [change.section]: change.content }, 'assistant');
      return done(change.section, change.content);
    }
    case 'add-feature': {
      await requireProjectPermission(prisma, userId, projectId, 'projectOverviewAndScope', 'Edit');
      const body = checked(
        AddFeatureBodySchema.safeParse({
          project_id: projectId,
          feature_name: change.name,
          feature_specification: change.specification,
        }),
      );
      const feature = await addFeature(prisma, projectId, newFeatureFields(body), userId);
      return done('features', feature.feature_name);
    }
    case 'edit-feature': {
      const feature = await requireFeature(prisma, userId, change.featureId, 'Edit');
      const sprint = change.sprint === undefined ? feature.sprint : change.sprint;
      const body = checked(
        EditFeatureBodySchema.safeParse({
          feature_name: change.name ?? feature.name,
          feature_description: change.description ?? feature.shortDescription,
          feature_specification: feature.specifications.join('\n'),
          feature_sprint: sprint ?? '',
        }),
      );
      const saved = await updateFeature(prisma, feature, editedFeatureFields(body), userId);
      return done('features', saved.feature_name);
    }
    case 'create-task': {
      const access = await requireProjectPermission(prisma, userId, projectId, TASKS_AREA, 'Edit');
      const task = await checkTaskForm(prisma, access, {
        name: change.name,
        type: change.type,
        description: change.description,
        project_id: projectId,
        assignees: JSON.stringify([change.assigneeId]),
      });
      const taskId = await createTask(deps, access, userId, task);
      if (change.due) {
        const created = await requireTaskPermission(prisma, userId, taskId, 'Edit');
        await setTimeline(deps, userId, created.task, null, dayOf(change.due));
      }
      return done('tasks', task.name);
    }
    case 'move-task': {
      const { task, access } = await requireTaskPermission(prisma, userId, change.taskId, 'Edit');
      // Past the column's end: the card goes last, as a drop below the last card does.
      await moveTask(deps, access, userId, task, change.status, 100_000);
      return done('tasks', task.name);
    }
    case 'assign-task': {
      const { task, access } = await requireTaskPermission(prisma, userId, change.taskId, 'Edit');
      const links = await prisma.task.findUniqueOrThrow({
        where: { id: task.id },
        select: { assignees: { select: { userId: true } }, features: { select: { featureId: true } } },
      });
      await editTask(deps, access, userId, task, {
        version: task.version,
        name: task.name,
        type: typeLabel[task.type],
        description: task.description,
        visibility: visibilityLabel[task.visibility],
        assignees: [...links.assignees.map((row) => row.userId), change.assigneeId],
        features: links.features.map((row) => row.featureId),
      });
      return done('tasks', task.name);
    }
    case 'schedule-meeting': {
      const access = await requireProjectPermission(prisma, userId, projectId, MEETINGS_AREA, 'Edit');
      const meeting = await checkSchedule(
        prisma,
        access,
        userId,
        {
          meetingHint: change.title,
          entireTeam: change.entireTeam,
          selectedTeams: change.teams,
          meetingLink: meetingLink(project, change.link),
          date: change.date,
          time: change.time,
          timeZone: DEFAULT_TIME_ZONE,
          durationMinutes: change.durationMinutes,
        },
        deps.now(),
      );
      const { warnings } = await scheduleMeeting(deps, access, userId, meeting);
      return done('meetings', meeting.title, warnings.length > 0 ? warnings.join(' ') : null);
    }
  }
}
