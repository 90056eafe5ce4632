import type { AreaLevels } from '@platform/contract';
import type { PrismaClient, Project } from '@platform/prisma';
import { dueDate } from '../contracts/contract-cost.js';
import { teamsOf } from './project-team.js';
import { projectTypeLabels } from './project-types.js';

const projectBudget = (project: Project) =>
  project.budgetMinKobo === null && project.budgetMaxKobo === null
    ? null
    : {
        min_kobo: project.budgetMinKobo === null ? null : Number(project.budgetMinKobo),
        max_kobo: project.budgetMaxKobo === null ? null : Number(project.budgetMaxKobo),
      };

const projectTimeline = (project: Project) =>
  project.timelineText === null
    ? null
    : {
        text: project.timelineText,
        weeks: project.timelineWeeks,
        deadline: project.deadline ? project.deadline.toISOString().slice(0, 10) : null,
      };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * When the work should be done, from what the project knows: the signed contract's delivery (its signing plus
 * its weeks, the date its own schedule gives), else the latest sent proposal's weeks counted from today (were
 * it signed today), else the deadline the client gave; null when nothing knows it. One round trip.
 */
async function estimatedCompletion(prisma: PrismaClient, project: Project, now: Date) {
  const [known] = await prisma.$queryRaw<
    { signedAt: Date | null; contractWeeks: number | null; proposalWeeks: number | null }[]
  >`
    SELECT c.signed_at AS "signedAt", (c.document->>'timeline_weeks')::int AS "contractWeeks",
      (SELECT weeks FROM proposal_versions
        WHERE project_id = ${project.id}::uuid AND sent_at IS NOT NULL ORDER BY number DESC LIMIT 1) AS "proposalWeeks"
    FROM (SELECT 1) AS one
    LEFT JOIN project_contracts AS c ON c.project_id = ${project.id}::uuid`;
  if (known?.signedAt && known.contractWeeks !== null) {
    const date = dueDate({ kind: 'delivery' }, known.signedAt, known.contractWeeks);
    return { date: isoDay(date), basis: 'contract' as const };
  }
  if (known?.proposalWeeks) {
    return {
      date: isoDay(dueDate({ kind: 'delivery' }, now, known.proposalWeeks)),
      basis: 'proposal' as const,
    };
  }
  return project.deadline ? { date: isoDay(project.deadline), basis: 'deadline' as const } : null;
}

/** One project as its workspace pages read it (`ProjectDetails`), for the caller holding `levels`. */
export async function projectDetails(
  prisma: PrismaClient,
  project: Project,
  { userId, levels }: { userId: string; levels: AreaLevels },
  now: Date,
) {
  const [teams, brief, completion] = await Promise.all([
    teamsOf(prisma, [project.id]),
    prisma.projectBrief.findUnique({ where: { projectId: project.id }, select: { version: true } }),
    estimatedCompletion(prisma, project, now),
  ]);
  return {
    id: project.id,
    name: project.name,
    status: project.status,
    last_updated: project.updatedAt.toISOString(),
    created_at: project.createdAt.toISOString(),
    goal: project.goal,
    type: project.type ? projectTypeLabels[project.type] : null,
    team_members: teams.get(project.id) ?? [],
    is_owner: project.ownerId === userId,
    budget: projectBudget(project),
    timeline: projectTimeline(project),
    estimated_completion: completion,
    archived_at: project.archivedAt?.toISOString() ?? null,
    brief_version: brief?.version ?? 0,
    my_permissions: levels,
    my_user_id: userId,
  };
}
