import { everyArea } from '@platform/contract';
import type { ProjectDetails } from '../projects/project-api';

/** The project the hire pages' tests open, and the calls every workspace page makes around them. */
export const ROOT = '/project/workspace/p1/crumbs';

export const PROJECT: ProjectDetails = {
  id: 'p1',
  name: 'Crumbs',
  status: 'PENDING_REVIEW',
  last_updated: '2026-03-02T10:00:00Z',
  created_at: '2026-03-02T09:00:00Z',
  goal: null,
  type: 'Design and Development project',
  team_members: [],
  budget: null,
  timeline: null,
  brief_version: 1,
  my_permissions: everyArea('Full Access'),
};
