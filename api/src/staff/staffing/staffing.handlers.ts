import type { Prisma } from '@platform/prisma';
import type { AppDeps } from '../../deps.js';
import { formatNaira } from '../../billing/subscriptions/money.js';
import { createRouter } from '../../platform/http/router.js';
import { recordStaffAction } from '../console/audit-log.js';
import { cursorAfter, olderThan } from '../console/newest-first-cursor.js';
import { requireStaff } from '../console/require-staff.js';
import type { StaffEnv } from '../console/require-staff.js';
import { clientOf, proposalEditor, staffedProject, staffingState } from './proposal-editor.js';
import type { StaffingState } from './proposal-editor.js';
import {
  editorPlan,
  projectVersions,
  readPlan,
  saveDraft,
  sendDraft,
  versionMessages,
} from './proposal-versions.js';
import { staffingRouteDefinitions } from './staffing.routes.js';

/** A version as the audit log keeps it: its number, plan, weeks, total and note. */
const recorded = (version: {
  number: number;
  plan: Prisma.JsonValue;
  weeks: number;
  totalKobo: bigint;
  budgetNote: string;
}) =>
  ({
    number: version.number,
    plan: version.plan,
    weeks: version.weeks,
    total: formatNaira(Number(version.totalKobo)),
    budget_note: version.budgetNote,
  }) as Prisma.InputJsonObject;

/**
 * Each state as a filter the database applies before the page is cut, so a state's projects are never lost
 * behind the newest ones of other states (as `staffingState` reads them: a project has at most one unsent
 * version, its newest).
 */
const inState: Record<StaffingState, Prisma.ProjectWhereInput> = {
  'To prepare': { contract: null, proposalVersions: { none: {} } },
  Draft: { contract: null, proposalVersions: { some: { sentAt: null } } },
  Sent: { contract: null, proposalVersions: { some: { sentAt: { not: null } }, none: { sentAt: null } } },
  Signed: { contract: { isNot: null } },
};

export function staffingRoutes(deps: AppDeps) {
  const { prisma, assistant } = deps;
  const routes = staffingRouteDefinitions({
    read: requireStaff(deps, 'Operations', 'Finance'),
    change: requireStaff(deps, 'Operations'),
  });
  const router = createRouter<StaffEnv>();
  router.openapi(routes.list, async (c) => {
    const { state, before, limit } = c.req.valid('query');
    const found = await prisma.project.findMany({
      // A draft's chat is not finished: its ask may still change, and its client sees no proposal yet.
      where: {
        type: { not: null },
        archivedAt: null,
        status: { not: 'DRAFT' },
        // Both may carry an OR of their own: side by side in one object, the later would replace the earlier.
        AND: [state ? inState[state] : {}, before ? olderThan(before) : {}],
      },
      include: {
        owner: { include: { businessProfile: true } },
        proposalVersions: { orderBy: { number: 'asc' }, select: { number: true, sentAt: true } },
        contract: { select: { id: true } },
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      // One more than the page: whether there is a next one.
      take: limit + 1,
    });
    const projects = found.slice(0, limit);
    const last = found.length > limit ? projects.at(-1) : undefined;
    const rows = projects.map((project) => {
      const sent = project.proposalVersions.filter((version) => version.sentAt).at(-1);
      const ceiling = project.budgetMaxKobo ?? project.budgetMinKobo;
      return {
        id: project.id,
        name: project.name,
        client: clientOf(project.owner),
        budget: ceiling === null ? null : formatNaira(Number(ceiling)),
        deadline: project.deadline?.toISOString().slice(0, 10) ?? null,
        created_at: project.createdAt.toISOString(),
        state: staffingState(project.proposalVersions, project.contract !== null),
        version: sent?.number ?? null,
        sent_at: sent?.sentAt?.toISOString() ?? null,
      };
    });
    return c.json({ projects: rows, next_before: last ? cursorAfter(last.createdAt, last.id) : null }, 200);
  });
  router.openapi(routes.show, async (c) => {
    const project = await staffedProject(prisma, c.req.valid('param').project_id);
    return c.json(await proposalEditor(prisma, assistant, project, deps.now()), 200);
  });
  router.openapi(routes.save, async (c) => {
    const staff = c.get('staff');
    const project = await staffedProject(prisma, c.req.valid('param').project_id);
    const { plan: previous } = await editorPlan(
      prisma,
      assistant,
      project,
      await projectVersions(prisma, project.id),
      deps.now(),
    );
    await prisma.$transaction(async (tx) => {
      const { before, after } = await saveDraft(tx, project, c.req.valid('json'), previous, staff.userId);
      await recordStaffAction(tx, staff, {
        action: 'proposal.saved',
        subjectType: 'project',
        subjectId: project.id,
        summary: `Saved version ${after.number} of the proposal for "${project.name}": ${formatNaira(Number(after.totalKobo))} over ${after.weeks} weeks`,
        before: before ? recorded(before) : null,
        after: recorded(after),
      });
    });
    const proposal = await proposalEditor(prisma, assistant, project, deps.now());
    return c.json({ message: versionMessages.saved, proposal }, 200);
  });
  router.openapi(routes.send, async (c) => {
    const staff = c.get('staff');
    const project = await staffedProject(prisma, c.req.valid('param').project_id);
    await prisma.$transaction(async (tx) => {
      const { after } = await sendDraft(tx, project, { id: staff.userId, name: staff.name }, deps.now());
      const plan = readPlan(after);
      await recordStaffAction(tx, staff, {
        action: 'proposal.sent',
        subjectType: 'project',
        subjectId: project.id,
        summary: `Sent version ${after.number} of the proposal for "${project.name}" to the client: ${plan.members.length} people, ${formatNaira(Number(after.totalKobo))} over ${after.weeks} weeks`,
        after: recorded(after),
      });
    });
    const proposal = await proposalEditor(prisma, assistant, project, deps.now());
    return c.json({ message: versionMessages.sent, proposal }, 200);
  });
  return router;
}
