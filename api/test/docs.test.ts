import { describe, expect, it } from 'vitest';
import { useHarness } from './harness.js';

const h = useHarness();

describe('API documentation', () => {
  it('serves an OpenAPI 3 document with every route', async () => {
    const response = await h.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/all_projects/',
        '/api/chat-start/',
        '/api/chat/response/',
        '/api/check_project/',
        '/api/insights/',
        '/api/projects/{project_id}/',
        '/api/get_project_brief/',
        '/api/generate_project_brief/',
        '/api/edit-project-brief/',
        '/api/projects/{project_id}/brief-history/',
        '/api/get-project-features/',
        '/api/add-feature/',
        '/api/features/{feature_id}/',
        '/api/handle-load-conversation/',
        '/api/ai-page-conversation/',
        '/api/accept-invitation/',
        '/api/add-team-member/',
        '/api/search-users',
        '/api/search-project-team-members',
        '/api/projects/{project_id}/team/',
        '/api/projects/{project_id}/team/{member_id}/',
        '/api/projects/{project_id}/leave/',
        '/api/projects/{project_id}/invitations/{invitation_id}/resend/',
        '/api/projects/{project_id}/invitations/{invitation_id}/',
        '/api/projects/{project_id}/permissions/',
        '/api/add-task/',
        '/api/projects/{project_id}/tasks/',
        '/api/tasks/{task_id}/',
        '/api/tasks/{task_id}/move/',
        '/api/tasks/{task_id}/timeline/',
        '/api/tasks/{task_id}/history/',
        '/api/tasks/{task_id}/attachments/{attachment_id}/',
        '/api/projects/{project_id}/files/',
        '/api/projects/{project_id}/links/',
        '/api/files/{file_id}/',
        '/api/files/{file_id}/versions/',
        '/api/files/{file_id}/approve/',
        '/api/files/{file_id}/download/',
        '/api/projects/{project_id}/reviews/',
        '/api/reviews/{review_id}/',
        '/api/reviews/{review_id}/comments/',
        '/api/reviews/{review_id}/approve/',
        '/api/reviews/{review_id}/reject/',
        '/api/reviews/{review_id}/resubmit/',
        '/api/projects/{project_id}/meetings/',
        '/api/projects/{project_id}/meeting-teams/',
        '/api/meetings/{meeting_id}/notes/',
        '/api/meetings/{meeting_id}/invite.ics',
        '/api/check-auth/',
        '/api/create-account/',
        '/api/create-profile/',
        '/api/custom-quote/',
        '/api/dev/mailbox',
        '/api/get-form-token',
        '/api/google-login/',
        '/api/google-login/callback',
        '/api/google-login/status',
        '/api/health',
        '/api/lets-talk/',
        '/api/login/',
        '/api/logout/',
        '/api/notifications/',
        '/api/notifications/read-all/',
        '/api/notifications/{notification_id}/read/',
        '/api/ops/canary-share',
        '/api/ops/overview',
        '/api/ops/promote',
        '/api/ops/rollback',
        '/api/plans/',
        '/api/profile-pictures/{key}',
        '/api/remotes',
        '/api/reply/',
        '/api/request-password-reset/',
        '/api/resend-otp/',
        '/api/reset-password',
        '/api/service-request/',
        '/api/telemetry',
        '/api/user-details/',
        '/api/verify-otp/',
        '/api/verify-reset-token/',
        '/api/view-requests/',
        '/api/welcome/',
      ].sort(),
    );
    expect(document.paths['/api/login/']?.post).toMatchObject({ security: [{ FormToken: [] }] });
  });

  it('serves a self-contained reference page (no external scripts)', async () => {
    const response = await h.app.request('/api/docs');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<code>/api/login/</code>');
    expect(page).toContain('id="schema-LoginRequest"');
    expect(page).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });
});
