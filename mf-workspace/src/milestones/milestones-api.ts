import type { ApiOperation, ApiResult } from '@platform/shared-ui';

/** `GET /api/projects/{project_id}/milestones/` (issue #26), as the API's OpenAPI document says. */
export type MilestoneTimeline = ApiResult<ApiOperation<'/api/projects/{project_id}/milestones/', 'get'>>;
export type Milestone = MilestoneTimeline['milestones'][number];

export const milestonesPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/milestones/`;

export const TIMELINE_TITLE = 'Timeline & Milestones';
