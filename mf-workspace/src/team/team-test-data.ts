import { everyArea } from '@platform/contract';
import type { PermissionLevel } from '@platform/contract';
// Shared answers for the team pages' component tests.
import type { FetchScript } from '@platform/shared-ui/testing';
import { PROJECT } from '../tasks/task-test-data';
import type { TeamOverview, TeamRow } from './team-api';

export const ROOT = '/project/workspace/p1/bakery';

/** The project frame and the caller's levels in Team Management (View elsewhere). */
export const teamFrame = (teamLevel: PermissionLevel = 'Full Access', userId = 'me'): FetchScript => ({
  'GET /api/projects/p1/': {
    body: {
      ...PROJECT,
      my_permissions: { ...everyArea('View'), teamManagenentAndCollaboration: teamLevel },
      my_user_id: userId,
    },
  },
  'POST /api/insights/': { body: { page_message: 'Team: Setup in progress', insight: 'No team yet.' } },
});

export const row = (overrides: Partial<TeamRow> & Pick<TeamRow, 'id' | 'name'>): TeamRow => ({
  kind: 'member',
  email: `${overrides.id}@example.com`,
  img: null,
  role: 'Editor',
  access: 'Custom Permissions',
  permissions: everyArea('View'),
  source: 'Invited',
  status: 'Active',
  start_date: '2026-03-02T09:00:00Z',
  last_active: '2026-03-04T12:00:00Z',
  invitation_expires_at: null,
  current_focus: null,
  tasks: { assigned: 0, open: 0 },
  ...overrides,
});

export const TEAM: TeamOverview = {
  totals: { members: 3, active: 2, invited: 1 },
  project_lead: { id: 'u2', name: 'Bola Ade', role: 'Project Manager', img: null },
  current_focus: 'Build the login',
  members: [
    row({ id: 'u1', name: 'Ada Obi', kind: 'owner', role: 'Owner', source: 'Client', access: 'Full Access' }),
    row({
      id: 'u2',
      name: 'Bola Ade',
      role: 'Project Manager',
      current_focus: 'Build the login',
      tasks: { assigned: 3, open: 2 },
    }),
    row({
      id: 'i1',
      name: 'tunde@example.com',
      email: 'tunde@example.com',
      kind: 'invitation',
      role: 'Viewer',
      status: 'Invited',
      last_active: null,
    }),
  ],
  placed_team: [],
};
