/*
 * THE ACCESS TABLE: every operation that takes an id (a path parameter, or a query or body field named
 * `..._id`). The access suite (access.test.ts) calls each as a signed-in stranger, once with the ids of
 * someone else's real rows and once with ids that do not exist, and expects the same 404 both times.
 *
 * Adding a route? Add ONE line: its `METHOD /api/path` as the OpenAPI document writes it, and a body
 * when the route needs one to get past its validation (ids are the `Ids` below, real or missing).
 * A new kind of id also needs its row in `access-fixtures.ts`. Routes open to anyone by design say why.
 */

/** The ids a call may use: the owner's real rows, or ids that match nothing. */
export type Ids = Record<
  | 'project_id'
  | 'task_id'
  | 'attachment_id'
  | 'item_id'
  | 'comment_id'
  | 'member_id'
  | 'invitation_id'
  | 'notification_id'
  | 'session_id'
  | 'file_id'
  | 'feature_id'
  | 'review_id'
  | 'meeting_id'
  | 'reference'
  | 'invoice_id'
  | 'team_payment_id'
  | 'team_invoice_id'
  | 'staff_id'
  | 'talent_id'
  | 'milestone_id'
  | 'payout_id',
  string
>;

export type AccessCase =
  | {
      json?: (ids: Ids) => Record<string, unknown>;
      form?: (ids: Ids) => Record<string, string | Blob>;
      query?: (ids: Ids) => Record<string, string>;
    }
  | { open: string };

const textFile = () => new Blob(['hello'], { type: 'text/plain' });

const talentBody = () => ({
  name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  role: 'Designer',
  discipline: 'design',
  seniority: 'Senior',
  experience_years: 5,
  skills: ['Figma'],
  rate_kobo: 100_000,
  rate_per: 'day',
  available: true,
});

export const accessTable: Record<string, AccessCase> = {
  'PATCH /api/staff/members/{staff_id}/': { json: () => ({ role: 'Finance' }) },
  // The staff console's calls: anyone who is not staff gets the same 404 "Not found." (docs/permissions.md).
  'GET /api/staff/talent/{talent_id}/': {},
  'PUT /api/staff/talent/{talent_id}/': { json: talentBody },
  'POST /api/staff/talent/{talent_id}/deactivate/': {},
  'POST /api/staff/talent/{talent_id}/reactivate/': {},
  'POST /api/staff/talent/{talent_id}/invite/': {},
  'GET /api/staff/projects/{project_id}/proposal/': {},
  'PUT /api/staff/projects/{project_id}/proposal/': {
    json: () => ({ summary: '', members: [], phases: [], budget_note: '' }),
  },
  'POST /api/staff/projects/{project_id}/proposal/send/': {},
  'POST /api/staff/payouts/{payout_id}/process/': {},
  'GET /api/staff/inbox/{item_id}/': {},
  'PATCH /api/staff/inbox/{item_id}/': { json: () => ({ status: 'In Review' }) },
  'POST /api/staff/inbox/{item_id}/replies/': { json: () => ({ body: 'Hello' }) },
  'POST /api/payments/{reference}/verify/': {},
  'GET /api/payments/{reference}/receipt/': {},
  'GET /api/billing/invoices/{invoice_id}/': {},
  'GET /api/billing/invoices/{invoice_id}/pdf/': {},
  'POST /api/billing/invoices/{invoice_id}/pay/': {},
  'PATCH /api/billing/seats/{member_id}/': { json: () => ({ type: 'Freelance' }) },
  'DELETE /api/billing/seats/{member_id}/': {},
  'GET /api/billing/team-payments/{team_payment_id}/': {},
  'GET /api/billing/team-payments/invoices/{team_invoice_id}/': {},
  'POST /api/billing/team-payments/invoices/{team_invoice_id}/pay/': {
    json: () => ({ payment_type: 'regular', amount_kobo: 100 }),
  },
  'GET /api/profile-pictures/{key}': { open: 'the unguessable name is the permission (docs/decisions.md)' },
  'DELETE /api/account/sessions/{session_id}/': {
    open: "the caller's own sessions only: another account's session is not found (account-settings.test.ts)",
  },
  'GET /api/account/data-export/{export_id}/download': {
    open: "the caller's own export, with the e-mailed link's token too (account-settings.test.ts)",
  },
  'POST /api/check_project/': { json: (ids) => ({ project_id: ids.project_id }) },
  'GET /api/projects/{project_id}/': {},
  'PATCH /api/projects/{project_id}/': { json: () => ({ name: 'Renamed', type: 'Design project' }) },
  'DELETE /api/projects/{project_id}/': {},
  'POST /api/projects/{project_id}/archive/': {},
  'POST /api/projects/{project_id}/unarchive/': {},
  'POST /api/chat-start/': { json: (ids) => ({ session_id: ids.session_id }) },
  'POST /api/chat/response/': {
    json: (ids) => ({ session_id: ids.session_id, project_id: ids.project_id, user_response: 'Hello' }),
  },
  'POST /api/insights/': { json: (ids) => ({ project_id: ids.project_id, page_name: 'Overview' }) },
  'GET /api/search-project-team-members': { query: (ids) => ({ project_id: ids.project_id, query: 'ada' }) },
  'GET /api/projects/{project_id}/team/': {},
  'GET /api/projects/{project_id}/team/{member_id}/': {},
  'GET /api/projects/{project_id}/seat-cost/': {},
  'PATCH /api/projects/{project_id}/team/{member_id}/': { json: () => ({ responsibilities: 'Design' }) },
  'DELETE /api/projects/{project_id}/team/{member_id}/': {},
  'POST /api/projects/{project_id}/leave/': {},
  'POST /api/projects/{project_id}/invitations/{invitation_id}/resend/': {},
  'DELETE /api/projects/{project_id}/invitations/{invitation_id}/': {},
  'GET /api/projects/{project_id}/permissions/': {},
  'POST /api/notifications/{notification_id}/read/': {},
  'POST /api/add-task/': {
    form: (ids) => ({
      name: 'Logo',
      type: 'Design',
      description: 'A logo',
      project_id: ids.project_id,
      assignees: '[]',
    }),
  },
  'GET /api/projects/{project_id}/tasks/': {},
  'GET /api/tasks/{task_id}/': {},
  'GET /api/tasks/{task_id}/history/': {},
  'GET /api/tasks/{task_id}/attachments/{attachment_id}/': {},
  'POST /api/tasks/{task_id}/move/': { json: () => ({ status: 'To Do', position: 0 }) },
  'POST /api/tasks/{task_id}/timeline/': { json: () => ({ start_date: null, estimated_completion: null }) },
  'PATCH /api/tasks/{task_id}/': {
    json: () => ({
      version: 1,
      name: 'Logo',
      type: 'Design',
      description: 'A logo',
      visibility: 'Entire project',
      assignees: [],
      features: [],
    }),
  },
  'DELETE /api/tasks/{task_id}/': { query: () => ({ version: '1' }) },
  'POST /api/tasks/{task_id}/attachments/': { form: () => ({ version: '1', attachments: textFile() }) },
  'POST /api/tasks/{task_id}/checklist/': { json: () => ({ text: 'Step' }) },
  'PATCH /api/tasks/{task_id}/checklist/{item_id}/': { json: () => ({ done: true }) },
  'DELETE /api/tasks/{task_id}/checklist/{item_id}/': {},
  'GET /api/projects/{project_id}/files/': {},
  'POST /api/projects/{project_id}/files/': { form: () => ({ file: textFile() }) },
  'POST /api/projects/{project_id}/links/': { json: () => ({ name: 'Site', url: 'https://example.com' }) },
  'GET /api/files/{file_id}/': {},
  'PATCH /api/files/{file_id}/': { json: () => ({ name: 'Renamed' }) },
  'POST /api/files/{file_id}/versions/': { form: () => ({ file: textFile() }) },
  'POST /api/files/{file_id}/approve/': {},
  'GET /api/files/{file_id}/download/': {},
  'DELETE /api/files/{file_id}/': {},
  'POST /api/files/{file_id}/restore/': {},
  'GET /api/projects/{project_id}/files/trash/': {},
  'POST /api/projects/{project_id}/reviews/': { json: () => ({ submission_name: 'Homepage' }) },
  'GET /api/projects/{project_id}/reviews/': {},
  'GET /api/reviews/{review_id}/': {},
  'POST /api/reviews/{review_id}/comments/': { json: () => ({ body: 'Looks good' }) },
  'GET /api/reviews/{review_id}/comments/': {},
  'GET /api/tasks/{task_id}/comments/': {},
  'POST /api/tasks/{task_id}/comments/': { json: () => ({ body: 'Looks good' }) },
  'GET /api/files/{file_id}/comments/': {},
  'POST /api/files/{file_id}/comments/': { json: () => ({ body: 'Looks good' }) },
  'PATCH /api/comments/{comment_id}/': { json: () => ({ body: 'Looks better' }) },
  'DELETE /api/comments/{comment_id}/': {},
  'POST /api/reviews/{review_id}/approve/': {},
  'POST /api/reviews/{review_id}/reject/': { json: () => ({ reason: 'No' }) },
  'POST /api/reviews/{review_id}/resubmit/': {},
  'GET /api/projects/{project_id}/milestones/': {},
  'GET /api/projects/{project_id}/recent-updates/': {},
  'GET /api/projects/{project_id}/handover/': {},
  'GET /api/projects/{project_id}/handover/deliverables.zip': {},
  'POST /api/projects/{project_id}/rating/': { json: () => ({ stars: 5, comment: 'Great team' }) },
  'POST /api/milestones/{milestone_id}/split/': {
    json: () => ({ title: 'Part', due_date: '2099-01-01', feature_ids: [], amount_kobo: 100 }),
  },
  'POST /api/milestones/{milestone_id}/deliver/': { json: () => ({ link: 'https://example.com/delivery' }) },
  'POST /api/milestones/{milestone_id}/accept/': {},
  'POST /api/milestones/{milestone_id}/request-changes/': { json: () => ({ comment: 'Larger logo' }) },
  'GET /api/get_project_brief/': { query: (ids) => ({ project_id: ids.project_id }) },
  'POST /api/generate_project_brief/': { json: (ids) => ({ project_id: ids.project_id }) },
  'POST /api/edit-project-brief/': {
    json: (ids) => ({
      project_id: ids.project_id,
      project_overview: 'Overview',
      project_objectives: 'Objectives',
      project_key_deliverables: 'Deliverables',
      project_target_audience: 'Audience',
    }),
  },
  'GET /api/projects/{project_id}/brief-history/': {},
  'POST /api/get-project-features/': { json: (ids) => ({ project_id: ids.project_id }) },
  'POST /api/add-feature/': {
    json: (ids) => ({ project_id: ids.project_id, feature_name: 'Search', feature_specification: 'Find' }),
  },
  'PATCH /api/features/{feature_id}/': {
    json: () => ({
      feature_name: 'Search',
      feature_description: 'Find',
      feature_specification: 'Find',
      feature_sprint: '',
    }),
  },
  'DELETE /api/features/{feature_id}/': {},
  'POST /api/handle-load-conversation/': {
    json: (ids) => ({ project_id: ids.project_id, page_name: 'project-brief' }),
  },
  'POST /api/ai-page-conversation/': {
    json: (ids) => ({ project_id: ids.project_id, page_name: 'project-brief', user_input: 'Hello' }),
  },
  'GET /api/projects/{project_id}/meetings/': {},
  'POST /api/projects/{project_id}/meetings/': {
    json: () => ({
      meetingHint: 'Kickoff',
      entireTeam: true,
      meetingLink: 'https://meet.example.com/kickoff',
      date: '2030-01-07',
      time: '14:30',
      timeZone: 'Africa/Lagos',
    }),
  },
  'GET /api/projects/{project_id}/meeting-teams/': {},
  'PUT /api/meetings/{meeting_id}/notes/': { json: () => ({ notes: 'Agreed' }) },
  'GET /api/meetings/{meeting_id}/invite.ics': {},
  'POST /api/meetings/{meeting_id}/held/': {},
  'PATCH /api/meetings/{meeting_id}/': { json: () => ({ version: 0, date: '2030-01-08', time: '10:00' }) },
  'POST /api/meetings/{meeting_id}/cancel/': { json: () => ({ version: 0 }) },
  'GET /api/projects/{project_id}/team-proposal/': {},
  'GET /api/projects/{project_id}/contract/': {},
  'PATCH /api/projects/{project_id}/contract/': { json: () => ({ installments: true }) },
  'POST /api/projects/{project_id}/contract/sign/': {
    json: () => ({ full_name: 'Ada Okafor', agree: true, document_sha256: 'x' }),
  },
  'GET /api/projects/{project_id}/contract.pdf': {},
  'POST /api/projects/{project_id}/contract/first-payment/': {},
  'GET /api/projects/{project_id}/onboarding/': {},
  'POST /api/projects/{project_id}/onboarding/kickoff-held/': {},
  'POST /api/placements/{project_id}/accept/': {},
};
