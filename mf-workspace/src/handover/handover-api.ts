import type { components } from '@platform/shared-ui/api-types';

// A Completed project's handover as this remote reads it (issue #26), from the API's OpenAPI document.

export type Handover = components['schemas']['Handover'];
export type HandoverMilestone = Handover['milestones'][number];
/** A project not Completed yet: what its handover still waits for (a 200, so no console error on a visit). */
export type HandoverPending = components['schemas']['HandoverPending'];

export const HANDOVER_PATH = '/api/projects/{project_id}/handover/';
/** The handover's address, for the page's preload (workspace/page-preloads.ts). */
export const handoverPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/handover/`;
export const deliverablesZipPath = (projectId: string) => `${handoverPath(projectId)}deliverables.zip`;

export const HANDOVER_TITLE = 'Handover';
