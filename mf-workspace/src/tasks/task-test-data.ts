// Shared answers for the tasks pages' component tests.
import type { FetchScript } from '@platform/shared-ui/testing';
import type { ProjectDetails } from '../projects/project-api';
import type { TaskCard, TaskDetail } from './task-api';

export const ROOT = '/project/workspace/p1/bakery';

export const PROJECT: ProjectDetails = {
  id: 'p1',
  name: 'Bakery Website',
  status: 'IN_PROGRESS',
  last_updated: '2026-03-02T10:00:00Z',
  created_at: '2026-03-02T09:00:00Z',
  goal: null,
  type: 'Design project',
  team_members: [],
  budget: null,
  timeline: null,
};

export const card = (overrides: Partial<TaskCard> & Pick<TaskCard, 'id' | 'name'>): TaskCard => ({
  type: 'Design',
  status: 'Backlog',
  position: 0,
  created_at: '2026-03-02T10:00:00Z',
  assignees: [],
  features: [],
  attachment_count: 0,
  due_date: null,
  overdue: false,
  checklist_done: 0,
  checklist_total: 0,
  ...overrides,
});

export const DETAIL: TaskDetail = {
  ...card({ id: 't1', name: 'Design the logo', status: 'In Progress' }),
  project_id: 'p1',
  description: 'A round logo.',
  visibility: 'Entire project',
  start_date: '2026-12-03',
  estimated_completion: '2026-12-10',
  updated_at: '2026-03-02T10:00:00Z',
  version: 3,
  checklist: [],
  created_by: { id: 'u1', name: 'Ada Obi' },
  assignees: [{ id: 'u2', name: 'Bola Ade', img: null, role: 'Editor' }],
  features: [{ id: 'f1', name: 'Authentication' }],
  attachments: [
    {
      id: 'a1',
      name: 'brief.pdf',
      size: 1200,
      mime_type: 'application/pdf',
      uploaded_at: '2026-03-02T10:00:00Z',
      url: '/api/tasks/t1/attachments/a1/',
    },
  ],
  history: [
    {
      id: '1',
      kind: 'created',
      text: 'created the Design task in Backlog',
      actor: { id: 'u1', name: 'Ada Obi' },
      created_at: '2026-03-02T10:00:00Z',
    },
    {
      id: '2',
      kind: 'moved',
      text: 'moved it from Backlog to In Progress',
      actor: { id: 'u2', name: 'Bola Ade' },
      created_at: '2026-03-03T10:00:00Z',
    },
  ],
  next_status: 'Ready for Review',
  next_steps: [
    { label: 'Move to Ready for Review', date: '2026-12-10' },
    { label: 'Estimated completion', date: '2026-12-10' },
  ],
};

export type Level = 'View' | 'Edit' | 'Review' | 'Approve' | 'Full Access';

const levelsAt = (level: Level) => ({
  projectOverviewAndScope: level,
  taskAndWorkflowManagement: level,
  projectFilesAndDocumentations: level,
  teamManagenentAndCollaboration: level,
  budgetAndFinancialControl: level,
});

/** The project with the caller's level in every area, and its insight. */
export const frameScript = (level: Level = 'Full Access'): FetchScript => ({
  'GET /api/projects/p1/': { body: { ...PROJECT, my_permissions: levelsAt(level) } },
  'POST /api/insights/': {
    body: { page_message: 'Tasks: Setup in progress', insight: 'Two tasks are in progress.' },
  },
});
