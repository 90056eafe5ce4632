import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '../src/platform/sessions/sessions.js';
import {
  everyArea,
  includesLevel,
  PERMISSION_AREA_LABELS,
  PERMISSION_AREAS,
  PERMISSION_LEVELS,
} from '@platform/contract';
import type { PermissionArea, PermissionLevel, StaffRoleName } from '@platform/contract';
import { STAFF_MESSAGES, STAFF_ROLES } from '@platform/contract';
import { levelColumns } from '../src/workspace/permissions/stored-levels.js';
import { seedTalentPool } from '@platform/prisma';
import { pngBytes } from './support/accounts-helpers.js';
import { putOnPlan } from './support/billing-fixtures.js';
import { createUser, useHarness } from './support/harness.js';
import { staffCalls } from './support/staff-calls.js';
import { createStaff } from './support/staff-fixtures.js';
import { sendChange } from './support/staffing-fixtures.js';

/*
 * docs/permissions.md is the rule; this test holds the API to it. For every area and level, a member with
 * exactly that level there (View elsewhere) sends the project calls of the doc's matrix in that area (with
 * Full Access: every call) and gets success or 403 as the doc says. Every operation of the OpenAPI document must be in the doc, and every row of the
 * matrix needs a way to call it below, so no route can be left out.
 */

const h = useHarness();

// A case sends up to every call of the matrix in turn; on a busy machine that takes minutes, not seconds.
vi.setConfig({ testTimeout: 180_000 });

/**
 * `Owner`: the owner's alone; a member with any level gets 403 (deleting the project). `Team`: the placed
 * team's alone; the owner and every invited member get 403 (delivering a milestone; milestones.test.ts
 * shows the team may).
 */
type Needs = PermissionLevel | 'Owner' | 'Team';

interface Row {
  call: string;
  variant: string;
  area: PermissionArea;
  needs: Needs;
}

/** Deleting, archiving and unarchiving: "Only the project owner can delete this project." and the like. */
const OWNER_ONLY = /^Only the project owner can (delete this project|archive or unarchive it)\.$/;
const TEAM_ONLY = /^Only the project team can deliver or split milestones\.$/;

const doc = readFileSync(new URL('../../docs/permissions.md', import.meta.url), 'utf8');

/** The table rows of one `## ` section, as trimmed cells; the header and divider rows are skipped. */
function sectionRows(title: string): string[][] {
  const section = doc.split(/^## /m).find((part) => part.startsWith(`${title}\n`)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    );
}

const areaByLabel = new Map<string, PermissionArea>(
  PERMISSION_AREAS.map((area) => [PERMISSION_AREA_LABELS[area], area]),
);

const matrix: Row[] = sectionRows('The matrix').map(([call = '', variant = '', area = '', needs = '']) => {
  const key = areaByLabel.get(area);
  if (!key) throw new Error(`docs/permissions.md: unknown area "${area}" for ${call}`);
  if (!([...PERMISSION_LEVELS, 'Owner', 'Team'] as readonly string[]).includes(needs)) {
    throw new Error(`docs/permissions.md: unknown level "${needs}" for ${call}`);
  }
  return { call, variant, area: key, needs: needs as Needs };
});
const outside = sectionRows('Calls outside projects').map(([call = '']) => call);

/** The staff console's calls and, for each role, whether it may make them (`yes` / `no`). */
const staffMatrix = sectionRows('Staff calls').map(([call = '', ...cells]) => {
  const allowed = Object.fromEntries(
    STAFF_ROLES.map((role, index) => {
      const cell = cells[index];
      if (cell !== 'yes' && cell !== 'no')
        throw new Error(`docs/permissions.md: "${cell}" for ${role} on ${call}`);
      return [role, cell === 'yes'];
    }),
  ) as Record<StaffRoleName, boolean>;
  return { call, allowed };
});

const rowKey = (row: { call: string; variant: string }) =>
  row.variant ? `${row.call} (${row.variant})` : row.call;

interface Caller {
  id: string;
  token: string;
}

interface Request {
  method: string;
  path: string;
  /** JSON, or a multipart form. */
  body?: unknown;
}

/** What a call needs: the project, its chat, and fresh things to act on. */
interface Context {
  projectId: string;
  chatId: string;
  ownerId: string;
  freshMember: () => Promise<string>;
  freshInvitation: () => Promise<string>;
  /** A task in Backlog, made by the owner. */
  freshTask: () => Promise<string>;
  /** A task with one attachment, shared by the read-only calls. */
  taskId: string;
  attachmentId: string;
  /** A Public PDF uploaded by the owner. */
  fileId: string;
  /** A pending review of that file, submitted by the owner. */
  freshReview: (rejected?: boolean) => Promise<string>;
  /** A meeting of the owner alone that started an hour ago. */
  meetingId: string;
  /** A feature of the project, made by the owner. */
  freshFeature: () => Promise<string>;
  /** Makes sure the project has a brief to edit. */
  briefSetUp: () => Promise<void>;
  /** A team payment of the project and its invoice. */
  teamPaymentId: string;
  teamInvoiceId: string;
}

let emails = 0;
const uniqueEmail = () => `matrix-${(emails += 1)}-${Date.now()}@example.com`;

const allView = {
  projectOverviewAndScope: 'View',
  taskAndWorkflowManagement: 'View',
  projectFilesAndDocumentations: 'View',
  teamManagenentAndCollaboration: 'View',
  budgetAndFinancialControl: 'View',
};

/** How to send each call of the matrix, by the doc's "call (variant)". */
const recipes: Record<string, (ctx: Context, caller: Caller) => Promise<Request> | Request> = {
  'GET /api/billing/team-payments/{team_payment_id}/': (ctx) => ({
    method: 'GET',
    path: `/api/billing/team-payments/${ctx.teamPaymentId}/`,
  }),
  'GET /api/billing/team-payments/invoices/{team_invoice_id}/': (ctx) => ({
    method: 'GET',
    path: `/api/billing/team-payments/invoices/${ctx.teamInvoiceId}/`,
  }),
  'POST /api/billing/team-payments/invoices/{team_invoice_id}/pay/': (ctx) => ({
    method: 'POST',
    path: `/api/billing/team-payments/invoices/${ctx.teamInvoiceId}/pay/`,
    body: { payment_type: 'regular', amount_kobo: 100_000 },
  }),
  'POST /api/check_project/': (ctx) => ({
    method: 'POST',
    path: '/api/check_project/',
    body: { project_id: ctx.projectId },
  }),
  'GET /api/projects/{project_id}/': (ctx) => ({ method: 'GET', path: `/api/projects/${ctx.projectId}/` }),
  'PATCH /api/projects/{project_id}/': (ctx) => ({
    method: 'PATCH',
    path: `/api/projects/${ctx.projectId}/`,
    body: { name: 'New Project', type: 'Design project' },
  }),
  'DELETE /api/projects/{project_id}/': (ctx) => ({
    method: 'DELETE',
    path: `/api/projects/${ctx.projectId}/`,
  }),
  'POST /api/projects/{project_id}/archive/': (ctx) => ({
    method: 'POST',
    path: `/api/projects/${ctx.projectId}/archive/`,
  }),
  'POST /api/projects/{project_id}/unarchive/': (ctx) => ({
    method: 'POST',
    path: `/api/projects/${ctx.projectId}/unarchive/`,
  }),
  'POST /api/insights/': (ctx) => ({
    method: 'POST',
    path: '/api/insights/',
    body: { project_id: ctx.projectId, page_name: 'project-brief' },
  }),
  'POST /api/chat-start/ (a stored chat)': (ctx) => ({
    method: 'POST',
    path: '/api/chat-start/',
    body: { session_id: ctx.chatId },
  }),
  'POST /api/add-task/': (ctx) => ({ method: 'POST', path: '/api/add-task/', body: taskForm(ctx) }),
  'GET /api/projects/{project_id}/tasks/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/tasks/`,
  }),
  'GET /api/tasks/{task_id}/': (ctx) => ({ method: 'GET', path: `/api/tasks/${ctx.taskId}/` }),
  'GET /api/tasks/{task_id}/history/': (ctx) => ({
    method: 'GET',
    path: `/api/tasks/${ctx.taskId}/history/`,
  }),
  'GET /api/tasks/{task_id}/attachments/{attachment_id}/': (ctx) => ({
    method: 'GET',
    path: `/api/tasks/${ctx.taskId}/attachments/${ctx.attachmentId}/`,
  }),
  'POST /api/tasks/{task_id}/move/ (to To Do)': async (ctx) => ({
    method: 'POST',
    path: `/api/tasks/${await ctx.freshTask()}/move/`,
    body: { status: 'To Do', position: 0 },
  }),
  'POST /api/tasks/{task_id}/move/ (to Approved)': async (ctx) => ({
    method: 'POST',
    path: `/api/tasks/${await ctx.freshTask()}/move/`,
    body: { status: 'Approved', position: 0 },
  }),
  'POST /api/tasks/{task_id}/timeline/': (ctx) => ({
    method: 'POST',
    path: `/api/tasks/${ctx.taskId}/timeline/`,
    body: { start_date: '2026-12-01', estimated_completion: '2026-12-10' },
  }),
  'PATCH /api/tasks/{task_id}/': async (ctx) => ({
    method: 'PATCH',
    path: `/api/tasks/${await ctx.freshTask()}/`,
    body: {
      version: 1,
      name: 'Design the round logo',
      type: 'Design',
      description: 'A round logo.',
      visibility: 'Entire project',
      assignees: [ctx.ownerId],
      features: [],
    },
  }),
  'POST /api/tasks/{task_id}/attachments/': async (ctx) => {
    const form = new FormData();
    form.set('version', '1');
    form.set('attachments', new Blob([pngBytes], { type: 'image/png' }), 'sketch.png');
    return { method: 'POST', path: `/api/tasks/${await ctx.freshTask()}/attachments/`, body: form };
  },
  'DELETE /api/tasks/{task_id}/': async (ctx) => ({
    method: 'DELETE',
    path: `/api/tasks/${await ctx.freshTask()}/?version=1`,
  }),
  'POST /api/tasks/{task_id}/checklist/': (ctx) => ({
    method: 'POST',
    path: `/api/tasks/${ctx.taskId}/checklist/`,
    body: { text: 'Sketch it' },
  }),
  'PATCH /api/tasks/{task_id}/checklist/{item_id}/': async (ctx) => ({
    method: 'PATCH',
    path: `/api/tasks/${ctx.taskId}/checklist/${await freshStep(ctx)}/`,
    body: { done: true },
  }),
  'DELETE /api/tasks/{task_id}/checklist/{item_id}/': async (ctx) => ({
    method: 'DELETE',
    path: `/api/tasks/${ctx.taskId}/checklist/${await freshStep(ctx)}/`,
  }),
  'POST /api/chat/response/': (ctx) => ({
    method: 'POST',
    path: '/api/chat/response/',
    body: {
      session_id: ctx.chatId,
      project_id: ctx.projectId,
      user_response: 'The audience is local bakers.',
    },
  }),
  'GET /api/projects/{project_id}/permissions/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/permissions/`,
  }),
  'GET /api/search-project-team-members': (ctx) => ({
    method: 'GET',
    path: `/api/search-project-team-members?project_id=${ctx.projectId}&query=`,
  }),
  'GET /api/projects/{project_id}/team/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/team/`,
  }),
  'GET /api/projects/{project_id}/team/{member_id}/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/team/${ctx.ownerId}/`,
  }),
  'GET /api/projects/{project_id}/seat-cost/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/seat-cost/`,
  }),
  'POST /api/projects/{project_id}/leave/': (ctx) => ({
    method: 'POST',
    path: `/api/projects/${ctx.projectId}/leave/`,
  }),
  'POST /api/add-team-member/ (a Viewer, all View)': (ctx) => ({
    method: 'POST',
    path: '/api/add-team-member/',
    body: {
      email: uniqueEmail(),
      role: 'Viewer',
      access: 'Custom Permissions',
      ...allView,
      projectId: ctx.projectId,
    },
  }),
  'POST /api/add-team-member/ (an Editor)': (ctx) => ({
    method: 'POST',
    path: '/api/add-team-member/',
    body: {
      email: uniqueEmail(),
      role: 'Editor',
      access: 'Custom Permissions',
      ...allView,
      projectId: ctx.projectId,
    },
  }),
  "POST /api/projects/{project_id}/invitations/{invitation_id}/resend/ (a Viewer's)": async (ctx) => ({
    method: 'POST',
    path: `/api/projects/${ctx.projectId}/invitations/${await ctx.freshInvitation()}/resend/`,
  }),
  "DELETE /api/projects/{project_id}/invitations/{invitation_id}/ (a Viewer's)": async (ctx) => ({
    method: 'DELETE',
    path: `/api/projects/${ctx.projectId}/invitations/${await ctx.freshInvitation()}/`,
  }),
  'PATCH /api/projects/{project_id}/team/{member_id}/ (responsibilities)': async (ctx) => ({
    method: 'PATCH',
    path: `/api/projects/${ctx.projectId}/team/${await ctx.freshMember()}/`,
    body: { responsibilities: 'Checks the copy.' },
  }),
  'PATCH /api/projects/{project_id}/team/{member_id}/ (role and access)': async (ctx) => ({
    method: 'PATCH',
    path: `/api/projects/${ctx.projectId}/team/${await ctx.freshMember()}/`,
    // View everywhere: within what any member allowed to change access holds (only the owner gives more)
    body: {
      role: 'Reviewer',
      access: 'Custom Permissions',
      projectOverviewAndScope: 'View',
      taskAndWorkflowManagement: 'View',
      projectFilesAndDocumentations: 'View',
      teamManagenentAndCollaboration: 'View',
      budgetAndFinancialControl: 'View',
    },
  }),
  'DELETE /api/projects/{project_id}/team/{member_id}/': async (ctx) => ({
    method: 'DELETE',
    path: `/api/projects/${ctx.projectId}/team/${await ctx.freshMember()}/`,
  }),
  'GET /api/projects/{project_id}/files/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/files/`,
  }),
  'POST /api/projects/{project_id}/files/': (ctx) => ({
    method: 'POST',
    path: `/api/projects/${ctx.projectId}/files/`,
    body: pdfForm(),
  }),
  'POST /api/projects/{project_id}/links/': (ctx) => ({
    method: 'POST',
    path: `/api/projects/${ctx.projectId}/links/`,
    body: { name: 'Prototype', url: 'https://example.com/prototype' },
  }),
  'GET /api/files/{file_id}/': (ctx) => ({ method: 'GET', path: `/api/files/${ctx.fileId}/` }),
  'PATCH /api/files/{file_id}/': (ctx) => ({
    method: 'PATCH',
    path: `/api/files/${ctx.fileId}/`,
    body: { access: 'Public' },
  }),
  'POST /api/files/{file_id}/versions/': (ctx) => ({
    method: 'POST',
    path: `/api/files/${ctx.fileId}/versions/`,
    body: pdfForm(),
  }),
  'POST /api/files/{file_id}/approve/': (ctx) => ({
    method: 'POST',
    path: `/api/files/${ctx.fileId}/approve/`,
  }),
  'DELETE /api/files/{file_id}/': async (ctx) => ({
    method: 'DELETE',
    path: `/api/files/${await freshFile(ctx)}/`,
  }),
  'POST /api/files/{file_id}/restore/ (a deleted file)': async (ctx) => {
    const fileId = await freshFile(ctx);
    await h.db.prisma.projectResource.update({ where: { id: fileId }, data: { deletedAt: new Date() } });
    return { method: 'POST', path: `/api/files/${fileId}/restore/` };
  },
  'GET /api/projects/{project_id}/files/trash/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/files/trash/`,
  }),
  'GET /api/files/{file_id}/download/': (ctx) => ({
    method: 'GET',
    path: `/api/files/${ctx.fileId}/download/`,
  }),
  'POST /api/projects/{project_id}/reviews/': (ctx) => ({
    method: 'POST',
    path: `/api/projects/${ctx.projectId}/reviews/`,
    body: reviewBody(ctx),
  }),
  'GET /api/projects/{project_id}/reviews/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/reviews/`,
  }),
  'GET /api/reviews/{review_id}/': async (ctx) => ({
    method: 'GET',
    path: `/api/reviews/${await ctx.freshReview()}/`,
  }),
  'POST /api/reviews/{review_id}/comments/': async (ctx) => ({
    method: 'POST',
    path: `/api/reviews/${await ctx.freshReview()}/comments/`,
    body: { body: 'Looks good.' },
  }),
  'GET /api/reviews/{review_id}/comments/': async (ctx) => ({
    method: 'GET',
    path: `/api/reviews/${await ctx.freshReview()}/comments/`,
  }),
  'GET /api/tasks/{task_id}/comments/': (ctx) => ({
    method: 'GET',
    path: `/api/tasks/${ctx.taskId}/comments/`,
  }),
  'POST /api/tasks/{task_id}/comments/': (ctx) => ({
    method: 'POST',
    path: `/api/tasks/${ctx.taskId}/comments/`,
    body: { body: 'Rounder, please.' },
  }),
  "PATCH /api/comments/{comment_id}/ (the caller's own, on a task)": async (ctx, caller) => ({
    method: 'PATCH',
    path: `/api/comments/${await ownComment(ctx, caller)}/`,
    body: { body: 'Rounder still.' },
  }),
  "DELETE /api/comments/{comment_id}/ (the caller's own, on a task)": async (ctx, caller) => ({
    method: 'DELETE',
    path: `/api/comments/${await ownComment(ctx, caller)}/`,
  }),
  'GET /api/files/{file_id}/comments/': (ctx) => ({
    method: 'GET',
    path: `/api/files/${ctx.fileId}/comments/`,
  }),
  'POST /api/files/{file_id}/comments/': (ctx) => ({
    method: 'POST',
    path: `/api/files/${ctx.fileId}/comments/`,
    body: { body: 'Is this the final plan?' },
  }),
  'POST /api/reviews/{review_id}/approve/': async (ctx) => ({
    method: 'POST',
    path: `/api/reviews/${await ctx.freshReview()}/approve/`,
  }),
  'POST /api/reviews/{review_id}/reject/': async (ctx) => ({
    method: 'POST',
    path: `/api/reviews/${await ctx.freshReview()}/reject/`,
    body: { reason: 'Too dark.' },
  }),
  'POST /api/reviews/{review_id}/resubmit/ (a rejected review)': async (ctx) => ({
    method: 'POST',
    path: `/api/reviews/${await ctx.freshReview(true)}/resubmit/`,
    body: {},
  }),
  'GET /api/projects/{project_id}/meetings/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/meetings/`,
  }),
  'POST /api/projects/{project_id}/meetings/': (ctx) => ({
    method: 'POST',
    path: `/api/projects/${ctx.projectId}/meetings/`,
    body: {
      // A title of its own each time: the same meeting twice in a project is refused (409).
      meetingHint: `Sync ${(meetingsScheduled += 1)}`,
      entireTeam: true,
      meetingLink: 'https://meet.example.com/x',
      ...nextWeekday(),
    },
  }),
  'GET /api/projects/{project_id}/meeting-teams/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/meeting-teams/`,
  }),
  'PUT /api/meetings/{meeting_id}/notes/ (a started meeting the caller is not in)': (ctx) => ({
    method: 'PUT',
    path: `/api/meetings/${ctx.meetingId}/notes/`,
    body: { notes: 'Agreed.' },
  }),
  'POST /api/meetings/{meeting_id}/held/': (ctx) => ({
    method: 'POST',
    path: `/api/meetings/${ctx.meetingId}/held/`,
  }),
  'PATCH /api/meetings/{meeting_id}/ (a future meeting)': async (ctx) => ({
    method: 'PATCH',
    path: `/api/meetings/${await futureMeeting(ctx)}/`,
    body: { version: 0, date: nextWeekday().date, time: '11:00', timeZone: 'Africa/Lagos' },
  }),
  'POST /api/meetings/{meeting_id}/cancel/ (a future meeting)': async (ctx) => ({
    method: 'POST',
    path: `/api/meetings/${await futureMeeting(ctx)}/cancel/`,
    body: { version: 0 },
  }),
  'GET /api/meetings/{meeting_id}/invite.ics': (ctx) => ({
    method: 'GET',
    path: `/api/meetings/${ctx.meetingId}/invite.ics`,
  }),
  'GET /api/get_project_brief/': (ctx) => ({
    method: 'GET',
    path: `/api/get_project_brief/?project_id=${ctx.projectId}`,
  }),
  'POST /api/generate_project_brief/': (ctx) => ({
    method: 'POST',
    path: '/api/generate_project_brief/',
    body: { project_id: ctx.projectId },
  }),
  'POST /api/edit-project-brief/': async (ctx) => {
    await ctx.briefSetUp();
    return {
      method: 'POST',
      path: '/api/edit-project-brief/',
      body: {
        project_id: ctx.projectId,
        project_overview: 'A logo.',
        project_objectives: 'Look premium.',
        project_key_deliverables: 'Logo files.',
        project_target_audience: `Bakers ${uniqueEmail()}`,
      },
    };
  },
  'GET /api/projects/{project_id}/brief-history/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/brief-history/`,
  }),
  'POST /api/get-project-features/': (ctx) => ({
    method: 'POST',
    path: '/api/get-project-features/',
    body: { project_id: ctx.projectId },
  }),
  'POST /api/add-feature/': (ctx) => ({
    method: 'POST',
    path: '/api/add-feature/',
    body: {
      project_id: ctx.projectId,
      feature_name: `Feature ${uniqueEmail()}`,
      feature_specification: 'Works',
    },
  }),
  'PATCH /api/features/{feature_id}/': async (ctx) => ({
    method: 'PATCH',
    path: `/api/features/${await ctx.freshFeature()}/`,
    body: {
      feature_name: `Feature ${uniqueEmail()}`,
      feature_description: 'Renamed',
      feature_specification: 'Works',
      feature_sprint: 'Sprint 1',
    },
  }),
  'DELETE /api/features/{feature_id}/': async (ctx) => ({
    method: 'DELETE',
    path: `/api/features/${await ctx.freshFeature()}/`,
  }),
  'POST /api/handle-load-conversation/': (ctx) => ({
    method: 'POST',
    path: '/api/handle-load-conversation/',
    body: { project_id: ctx.projectId, page_name: 'tasks' },
  }),
  'POST /api/ai-page-conversation/ (a question)': (ctx) => ({
    method: 'POST',
    path: '/api/ai-page-conversation/',
    body: { project_id: ctx.projectId, page_name: 'tasks', user_input: 'What is blocked?' },
  }),
  'POST /api/ai-page-conversation/ (a brief change)': async (ctx) => {
    await ctx.briefSetUp();
    return {
      method: 'POST',
      path: '/api/ai-page-conversation/',
      body: {
        project_id: ctx.projectId,
        page_name: 'project-brief',
        user_input: `make the target audience bakers ${uniqueEmail()}`,
      },
    };
  },
  'GET /api/projects/{project_id}/team-proposal/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/team-proposal/`,
  }),
  'GET /api/projects/{project_id}/contract/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/contract/`,
  }),
  'PATCH /api/projects/{project_id}/contract/ (before signing)': async (ctx) => {
    await unsignedTeam(ctx);
    return {
      method: 'PATCH',
      path: `/api/projects/${ctx.projectId}/contract/`,
      body: { installments: true },
    };
  },
  'POST /api/projects/{project_id}/contract/sign/ (an unsigned contract)': async (ctx) => ({
    method: 'POST',
    path: `/api/projects/${ctx.projectId}/contract/sign/`,
    body: { full_name: 'Matrix Signer', agree: true, document_sha256: await unsignedContractHash(ctx) },
  }),
  'GET /api/projects/{project_id}/contract.pdf (a signed contract)': async (ctx) => {
    await signedContract(ctx);
    return { method: 'GET', path: `/api/projects/${ctx.projectId}/contract.pdf` };
  },
  'POST /api/projects/{project_id}/contract/first-payment/ (a signed, unpaid contract)': async (ctx) => {
    await signedContract(ctx);
    return { method: 'POST', path: `/api/projects/${ctx.projectId}/contract/first-payment/` };
  },
  'GET /api/projects/{project_id}/onboarding/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/onboarding/`,
  }),
  'GET /api/projects/{project_id}/recent-updates/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/recent-updates/`,
  }),
  'GET /api/projects/{project_id}/milestones/': (ctx) => ({
    method: 'GET',
    path: `/api/projects/${ctx.projectId}/milestones/`,
  }),
  'GET /api/projects/{project_id}/handover/ (a completed project)': async (ctx) => ({
    method: 'GET',
    path: `/api/projects/${await completedProject(ctx)}/handover/`,
  }),
  'GET /api/projects/{project_id}/handover/deliverables.zip (a completed project)': async (ctx) => ({
    method: 'GET',
    path: `/api/projects/${await completedProject(ctx)}/handover/deliverables.zip`,
  }),
  'POST /api/projects/{project_id}/rating/ (a completed project, not rated)': async (ctx) => ({
    method: 'POST',
    path: `/api/projects/${await completedProject(ctx)}/rating/`,
    body: { stars: 5 },
  }),
  'POST /api/milestones/{milestone_id}/split/ (a milestone not yet delivered)': async (ctx) => ({
    method: 'POST',
    path: `/api/milestones/${await freshMilestone(ctx, 'IN_PROGRESS')}/split/`,
    body: { title: 'Part', due_date: '2099-01-01', feature_ids: [], amount_kobo: 100 },
  }),
  'POST /api/milestones/{milestone_id}/deliver/ (a milestone in progress)': async (ctx) => ({
    method: 'POST',
    path: `/api/milestones/${await freshMilestone(ctx, 'IN_PROGRESS')}/deliver/`,
    body: { link: 'https://example.com/delivery' },
  }),
  'POST /api/milestones/{milestone_id}/accept/ (a delivered milestone)': async (ctx) => ({
    method: 'POST',
    path: `/api/milestones/${await freshMilestone(ctx, 'DELIVERED')}/accept/`,
  }),
  'POST /api/milestones/{milestone_id}/request-changes/ (a delivered milestone)': async (ctx) => ({
    method: 'POST',
    path: `/api/milestones/${await freshMilestone(ctx, 'DELIVERED')}/request-changes/`,
    body: { comment: 'Larger logo, please.' },
  }),
  'POST /api/projects/{project_id}/onboarding/kickoff-held/ (a signed contract)': async (ctx) => {
    await signedContract(ctx);
    return { method: 'POST', path: `/api/projects/${ctx.projectId}/onboarding/kickoff-held/` };
  },
};

/** The hire calls share the project: a team Operations sent and no signature yet (the talent ids). */
let talentSeeded = false;
async function unsignedTeam(ctx: Pick<Context, 'projectId'>): Promise<string[]> {
  if (!talentSeeded) await seedTalentPool(h.db.prisma);
  talentSeeded = true;
  await h.db.prisma.projectContract.deleteMany({ where: { projectId: ctx.projectId } });
  const [talent] = await h.db.prisma.talent.findMany({ where: { discipline: 'design' }, take: 1 });
  if (!talent) throw new Error('The demo bench has no designer.');
  const project = await h.db.prisma.project.findUniqueOrThrow({ where: { id: ctx.projectId } });
  const team = [{ talent_id: talent.id, weekly_rate_kobo: Number(talent.weeklyRateKobo) }];
  const phases = [{ name: 'Whole project', weeks: 4, talent_ids: [talent.id] }];
  await sendChange(h, project, { summary: '', members: team, phases, budget_note: 'Matrix' }, owner.id);
  return [talent.id];
}

/** The SHA-256 of the unsigned contract as the owner sees it, to sign with. */
async function unsignedContractHash(ctx: Pick<Context, 'projectId'>): Promise<string> {
  await unsignedTeam(ctx);
  const shown = await send(owner, { method: 'GET', path: `/api/projects/${ctx.projectId}/contract/` });
  return (shown.body as { document_sha256?: string }).document_sha256 ?? '';
}

/** The project's contract signed by the owner, if it is not yet. */
async function signedContract(ctx: Pick<Context, 'projectId'>): Promise<void> {
  if (await h.db.prisma.projectContract.count({ where: { projectId: ctx.projectId } })) return;
  const signed = await send(owner, {
    method: 'POST',
    path: `/api/projects/${ctx.projectId}/contract/sign/`,
    body: { full_name: 'Matrix Owner', agree: true, document_sha256: await unsignedContractHash(ctx) },
  });
  if (signed.status !== 201) throw new Error(`The owner could not sign: ${signed.body.message}`);
}

/**
 * A milestone of the project in `status`, due far ahead, to act on once; with a planned one of the same
 * contract part, so accepting it never completes the part (these milestones have no contract behind them).
 */
async function freshMilestone(ctx: Pick<Context, 'projectId'>, status: 'IN_PROGRESS' | 'DELIVERED') {
  const row = (position: number, state: 'IN_PROGRESS' | 'DELIVERED' | 'PLANNED') => ({
    projectId: ctx.projectId,
    contractPart: 0,
    position,
    title: 'Matrix milestone',
    dueDate: new Date('2099-12-31'),
    amountKobo: 100_000n,
    status: state,
    deliveredAt: state === 'DELIVERED' ? new Date() : null,
  });
  await h.db.prisma.milestone.create({ data: row(2, 'PLANNED') });
  return (await h.db.prisma.milestone.create({ data: row(1, status) })).id;
}

/** The project marked Completed (no other call minds) and not yet rated, so a rating can be given again. */
async function completedProject(ctx: Pick<Context, 'projectId'>): Promise<string> {
  await h.db.prisma.project.update({ where: { id: ctx.projectId }, data: { status: 'COMPLETED' } });
  await h.db.prisma.teamRating.deleteMany({ where: { projectId: ctx.projectId } });
  return ctx.projectId;
}

let meetingsScheduled = 0;

/** A meeting of the owner's next week at 10:00 in Lagos, never changed yet (version 0). */
async function futureMeeting(ctx: Pick<Context, 'projectId' | 'ownerId'>): Promise<string> {
  const { date } = nextWeekday();
  const meeting = await h.db.prisma.meeting.create({
    data: {
      projectId: ctx.projectId,
      title: `Planning ${(meetingsScheduled += 1)}`,
      link: 'https://meet.example.com/p',
      startsAt: new Date(`${date}T09:00:00Z`),
      durationMinutes: 30,
      entireTeam: true,
      participants: { create: { userId: ctx.ownerId } },
    },
  });
  return meeting.id;
}

/** A checklist step of the shared task. */
async function freshStep(ctx: Pick<Context, 'taskId'>): Promise<string> {
  const step = await h.db.prisma.taskChecklistItem.create({
    data: { taskId: ctx.taskId, text: `Step ${uniqueEmail()}`, position: 1000 },
  });
  return step.id;
}

/** A link of the owner's, Public, to delete or restore. */
async function freshFile(ctx: Pick<Context, 'projectId' | 'ownerId'>): Promise<string> {
  const file = await h.db.prisma.projectResource.create({
    data: {
      projectId: ctx.projectId,
      kind: 'LINK',
      name: 'Site',
      url: 'https://example.com',
      ownerId: ctx.ownerId,
    },
  });
  return file.id;
}

/** A comment of the caller's on the shared task (as a stranger, one they could not have written). */
async function ownComment(ctx: Pick<Context, 'taskId'>, caller: Caller): Promise<string> {
  const comment = await h.db.prisma.comment.create({
    data: { taskId: ctx.taskId, authorId: caller.id, body: 'Rounder, please.' },
  });
  return comment.id;
}

/** A slot on a weekday a week or so ahead, in Lagos time. */
function nextWeekday() {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return { date: day.toISOString().slice(0, 10), time: '10:00' };
}

const reviewBody = (ctx: Pick<Context, 'fileId'>) => ({
  submission_name: 'Homepage',
  deliverable_type: 'Design',
  file_ids: [ctx.fileId],
});

/** A one-page PDF for the files calls. */
function pdfForm(): FormData {
  const form = new FormData();
  form.set('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'plan.pdf');
  return form;
}

/** Calls that end the caller's own membership run last. */
const endsMembership = new Set(['POST /api/projects/{project_id}/leave/']);
/**
 * Calls that end or freeze the project itself (an archived project refuses every change): the owner makes
 * them on a project of its own (below).
 */
const endsProject = new Set([
  'DELETE /api/projects/{project_id}/',
  'POST /api/projects/{project_id}/archive/',
  'POST /api/projects/{project_id}/unarchive/',
]);
const ordered = [...matrix].sort(
  (a, b) => Number(endsMembership.has(a.call)) - Number(endsMembership.has(b.call)),
);

/** A valid new task for the project, assigned to its owner. */
function taskForm(ctx: Pick<Context, 'projectId' | 'ownerId'>, attachment?: Blob): FormData {
  const form = new FormData();
  form.set('name', 'Design the logo');
  form.set('type', 'Design');
  form.set('description', 'A round logo.');
  form.set('project_id', ctx.projectId);
  form.set('assignees', JSON.stringify([ctx.ownerId]));
  if (attachment) form.set('attachments', attachment, 'logo.png');
  return form;
}

async function send(caller: Caller, request: Request) {
  const json = request.body !== undefined && !(request.body instanceof FormData);
  const response = await h.app.request(request.path, {
    method: request.method,
    headers: {
      Authorization: `Bearer ${caller.token}`,
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(request.body === undefined
      ? {}
      : { body: json ? JSON.stringify(request.body) : (request.body as FormData) }),
  });
  const isJson = response.headers.get('Content-Type')?.startsWith('application/json');
  return { status: response.status, body: (isJson ? await response.json() : {}) as { message?: string } };
}

async function signedIn(): Promise<Caller> {
  const user = await createUser(h.db);
  return { id: user.id, token: await startSession(h.db.prisma, user.id, new Date()) };
}

let owner: Caller;
let ctx: Context;

async function addMember(levels: Record<PermissionArea, PermissionLevel>): Promise<Caller> {
  const member = await signedIn();
  await h.db.prisma.projectMember.create({
    data: {
      projectId: ctx.projectId,
      userId: member.id,
      role: 'Viewer',
      ...levelColumns(levels),
      invitedById: owner.id,
    },
  });
  return member;
}

beforeAll(async () => {
  owner = await signedIn();
  // Seats for every member this test adds.
  await putOnPlan(h.db.prisma, owner.id, 'GROWTH', 1000);
  const started = await send(owner, { method: 'POST', path: '/api/chat-start/', body: { session_id: null } });
  const { project_id: projectId, session_id: chatId } = started.body as {
    project_id: string;
    session_id: string;
  };
  const newTask = async (attachment?: Blob) => {
    const created = await send(owner, {
      method: 'POST',
      path: '/api/add-task/',
      body: taskForm({ projectId, ownerId: owner.id }, attachment),
    });
    if (created.status !== 201) throw new Error(`The owner could not add a task: ${created.body.message}`);
    return (created.body as unknown as { task: { id: string; attachments: { id: string }[] } }).task;
  };
  const shared = await newTask(new Blob([pngBytes], { type: 'image/png' }));
  const file = await send(owner, {
    method: 'POST',
    path: `/api/projects/${projectId}/files/`,
    body: pdfForm(),
  });
  if (file.status !== 201) throw new Error(`The owner could not upload a file: ${file.body.message}`);
  const teamPayment = await h.db.prisma.teamPayment.create({
    data: {
      projectId,
      memberId: owner.id,
      paymentType: 'Monthly Salary',
      contractType: 'Full Time',
      amountKobo: 100_000_000n,
      contractValueKobo: 600_000_000n,
      startDate: new Date(),
      durationMonths: 6,
      invoices: {
        create: {
          number: 1,
          issuedAt: new Date(),
          dueAt: new Date(Date.now() + 86_400_000),
          items: [{ description: 'November', quantity: 1, unit_kobo: 100_000_000 }],
          totalKobo: 100_000_000n,
        },
      },
    },
    include: { invoices: true },
  });
  ctx = {
    teamPaymentId: teamPayment.id,
    teamInvoiceId: teamPayment.invoices[0]?.id ?? '',
    projectId,
    chatId,
    ownerId: owner.id,
    taskId: shared.id,
    attachmentId: shared.attachments[0]?.id ?? '',
    fileId: (file.body as unknown as { file: { id: string } }).file.id,
    meetingId: (
      await h.db.prisma.meeting.create({
        data: {
          projectId,
          title: 'Kickoff',
          link: 'https://meet.example.com/k',
          startsAt: new Date(Date.now() - 3_600_000),
          durationMinutes: 30,
          entireTeam: false,
          participants: { create: { userId: owner.id } },
        },
      })
    ).id,
    freshReview: async (rejected = false) => {
      const fileId = (file.body as unknown as { file: { id: string } }).file.id;
      const review = await send(owner, {
        method: 'POST',
        path: `/api/projects/${projectId}/reviews/`,
        body: reviewBody({ fileId }),
      });
      const id = (review.body as unknown as { review: { id: string } }).review.id;
      if (rejected) {
        await send(owner, { method: 'POST', path: `/api/reviews/${id}/reject/`, body: { reason: 'Redo.' } });
      }
      return id;
    },
    freshTask: async () => (await newTask()).id,
    freshFeature: async () =>
      (
        await h.db.prisma.projectFeature.create({
          data: {
            projectId,
            name: `Feature ${uniqueEmail()}`,
            shortDescription: '',
            specifications: ['Works'],
          },
        })
      ).id,
    briefSetUp: async () => {
      await h.db.prisma.projectBrief.upsert({
        where: { projectId },
        create: { projectId, overview: 'o', objectives: 'o', keyDeliverables: 'k', targetAudience: 't' },
        update: {},
      });
    },
    freshMember: async () => (await addMember(everyArea('View'))).id,
    freshInvitation: async () => {
      const invitation = await h.db.prisma.teamInvitation.create({
        data: {
          projectId,
          email: uniqueEmail(),
          role: 'Viewer',
          access: 'CUSTOM_PERMISSIONS',
          ...levelColumns(everyArea('View')),
          tokenHash: `matrix-${uniqueEmail()}`,
          expiresAt: new Date(Date.now() + 86_400_000),
          invitedById: owner.id,
        },
      });
      return invitation.id;
    },
  };
});

describe('docs/permissions.md covers the whole API', () => {
  it('every operation of the OpenAPI document is in the matrix or outside projects, and nothing else is', async () => {
    const document = (await (await h.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const listed = new Set([
      ...matrix.map((row) => row.call),
      ...staffMatrix.map((row) => row.call),
      ...outside,
    ]);
    expect(
      operations.filter((operation) => !listed.has(operation)),
      'not in docs/permissions.md',
    ).toEqual([]);
    expect(
      [...listed].filter((call) => !operations.includes(call)),
      'not in the API',
    ).toEqual([]);
  });

  it('every row of the matrix has a way to call it here, and every way a row', () => {
    expect(matrix.map(rowKey).filter((key) => !recipes[key])).toEqual([]);
    expect(Object.keys(recipes).filter((key) => !matrix.some((row) => rowKey(row) === key))).toEqual([]);
  });

  it('every staff call has a way to call it (support/staff-calls.ts), and every way a row', () => {
    expect(staffMatrix.map((row) => row.call).filter((call) => !staffCalls[call])).toEqual([]);
    expect(Object.keys(staffCalls).filter((call) => !staffMatrix.some((row) => row.call === call))).toEqual(
      [],
    );
  });
});

describe('a member holding exactly one level in one area', () => {
  const cases = PERMISSION_AREAS.flatMap((area) => PERMISSION_LEVELS.map((level) => [area, level] as const));

  it.each(cases)('%s: %s', async (area, level) => {
    const member = await addMember({ ...everyArea('View'), [area]: level });
    const wrong: string[] = [];
    // A row of another area sees View there, the same in each of this area's cases: its own area's View
    // case checks it at View, and this area's Full Access case checks that nothing held here leaks into
    // it. Sending it in every case only took time (1,450 calls instead of about 520).
    const rows = ordered.filter((row) => row.area === area || level === 'Full Access');
    for (const row of rows) {
      const held = row.area === area ? level : 'View';
      const allowed = row.needs !== 'Owner' && row.needs !== 'Team' && includesLevel(held, row.needs);
      const answer = await send(member, await recipes[rowKey(row)]!(ctx, member));
      // A refusal names a level the member lacks in the row's area ("... to invite an Editor." may follow).
      const names = (message = '') =>
        PERMISSION_LEVELS.filter((needed) => !includesLevel(held, needed)).some((needed) => {
          const text = `You need ${needed === 'Full Access' ? 'Full Access' : `${needed} access`} to ${PERMISSION_AREA_LABELS[row.area]}`;
          return message === `${text}.` || message.startsWith(`${text} to `);
        });
      const ok = allowed
        ? answer.status >= 200 && answer.status < 300
        : answer.status === 403 &&
          (row.needs === 'Owner'
            ? OWNER_ONLY.test(answer.body.message ?? '')
            : row.needs === 'Team'
              ? TEAM_ONLY.test(answer.body.message ?? '')
              : names(answer.body.message));
      if (!ok)
        wrong.push(
          `${rowKey(row)}: expected ${allowed ? '2xx' : `403 naming ${row.needs} or less`}, got ${answer.status} ${answer.body.message ?? ''}`,
        );
    }
    expect(wrong).toEqual([]);
  });
});

describe('outside the team', () => {
  it("the owner may make every call but leaving and the team's", async () => {
    const wrong: string[] = [];
    const staying = ordered.filter(
      (row) => !endsMembership.has(row.call) && !endsProject.has(row.call) && row.needs !== 'Team',
    );
    for (const row of staying) {
      const answer = await send(owner, await recipes[rowKey(row)]!(ctx, owner));
      if (answer.status < 200 || answer.status >= 300) wrong.push(`${rowKey(row)}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the owner may delete, archive and unarchive a project of theirs', async () => {
    for (const row of ordered.filter((candidate) => endsProject.has(candidate.call))) {
      const doomed = await h.db.prisma.project.create({
        data: { ownerId: owner.id, name: 'Abandoned draft' },
      });
      const answer = await send(owner, await recipes[rowKey(row)]!({ ...ctx, projectId: doomed.id }, owner));
      expect(answer.status, rowKey(row)).toBe(200);
    }
  });

  it('a stranger gets the 404 of a missing project from every call', async () => {
    const stranger = await signedIn();
    const wrong: string[] = [];
    for (const row of ordered) {
      const answer = await send(stranger, await recipes[rowKey(row)]!(ctx, stranger));
      const expected = row.call.includes('/chat')
        ? 'Chat session not found.'
        : row.call.includes('{task_id}')
          ? 'Task not found.'
          : row.call.includes('{file_id}')
            ? 'File not found.'
            : row.call.includes('{review_id}')
              ? 'Review not found.'
              : row.call.includes('{comment_id}')
                ? 'Comment not found.'
                : row.call.includes('{meeting_id}')
                  ? 'Meeting not found.'
                  : row.call.includes('{feature_id}')
                    ? 'Feature not found.'
                    : row.call.includes('{team_payment_id}')
                      ? 'Team payment not found.'
                      : row.call.includes('{team_invoice_id}')
                        ? 'Invoice not found.'
                        : row.call.includes('{milestone_id}')
                          ? 'Milestone not found.'
                          : 'Project not found.';
      if (answer.status !== 404 || answer.body.message !== expected) {
        wrong.push(`${rowKey(row)}: ${answer.status} ${answer.body.message ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('staff calls (docs/permissions.md, "Staff calls")', () => {
  const staffContext = () => ({ db: h.db, uniqueEmail });
  const sendStaffCall = async (caller: Caller, call: string) =>
    send(caller, (await staffCalls[call]!(staffContext())) as Request);

  it('a client, a project member and a stranger get the same 404 from every staff call', async () => {
    const member = await addMember(everyArea('Full Access'));
    const stranger = await signedIn();
    const wrong: string[] = [];
    for (const [who, caller] of [
      ['client', owner],
      ['member', member],
      ['stranger', stranger],
    ] as const) {
      for (const { call } of staffMatrix) {
        const answer = await sendStaffCall(caller, call);
        if (answer.status !== 404 || answer.body.message !== STAFF_MESSAGES.notFound) {
          wrong.push(`${who} ${call}: ${answer.status} ${answer.body.message ?? ''}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(STAFF_ROLES)('%s staff may make exactly the calls the table gives them', async (role) => {
    const staff = await createStaff(h.db, role);
    const wrong: string[] = [];
    for (const { call, allowed } of staffMatrix) {
      const answer = await sendStaffCall(staff, call);
      // The refusal names the roles the table allows.
      const ok = allowed[role]
        ? answer.status >= 200 && answer.status < 300
        : answer.status === 403 &&
          answer.body.message === STAFF_MESSAGES.roleNeeded(STAFF_ROLES.filter((other) => allowed[other]));
      if (!ok)
        wrong.push(
          `${call}: expected ${allowed[role] ? '2xx' : '403'}, got ${answer.status} ${answer.body.message ?? ''}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('staff without two-factor sign-in reach only who they are until it is on', async () => {
    const staff = await createStaff(h.db, 'Admin', { twoFactor: false });
    const wrong: string[] = [];
    for (const { call } of staffMatrix) {
      const answer = await sendStaffCall(staff, call);
      const ok =
        call === 'GET /api/staff/me/'
          ? answer.status === 200
          : answer.status === 403 && answer.body.message === STAFF_MESSAGES.twoFactorNeeded;
      if (!ok) wrong.push(`${call}: ${answer.status} ${answer.body.message ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('deactivated staff are anyone else', async () => {
    const staff = await createStaff(h.db, 'Admin');
    await h.db.prisma.staffMember.update({
      where: { userId: staff.id },
      data: { deactivatedAt: new Date() },
    });
    for (const { call } of staffMatrix) {
      const answer = await sendStaffCall(staff, call);
      expect(`${call}: ${answer.status} ${answer.body.message}`).toBe(
        `${call}: 404 ${STAFF_MESSAGES.notFound}`,
      );
    }
  });
});
