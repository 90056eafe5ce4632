import type { components } from '@platform/shared-ui/api-types';

// The milestone calls' answers as this remote reads them (issue #26), from the API's OpenAPI document.

export type MilestoneTimeline = components['schemas']['MilestoneTimeline'];
export type Milestone = MilestoneTimeline['milestones'][number];

export const milestonesPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/milestones/`;
export const milestoneActionPath = (milestoneId: string, action: string) =>
  `/api/milestones/${encodeURIComponent(milestoneId)}/${action}/`;

export const TIMELINE_TITLE = 'Timeline & Milestones';
