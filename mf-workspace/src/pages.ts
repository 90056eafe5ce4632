import type { RemotePagesModule } from '@platform/shared-ui';
import { lazy } from 'react';

export const version: RemotePagesModule['version'] = __REMOTE_VERSION__;

/** A workspace page not built yet: the workspace frame with the coming-soon notice inside. */
const notBuilt = (pageName: string, pageTitle: string, back = false) =>
  lazy(() =>
    import('./workspace/coming-soon-page').then(({ comingSoonPage }) => ({
      default: comingSoonPage({ pageName, pageTitle, back }),
    })),
  );

export const pages: RemotePagesModule['pages'] = {
  dashboard: lazy(() => import('./dashboard/dashboard-page')),
  allProjects: lazy(() => import('./all-projects/all-projects-page')),
  createProject: lazy(() => import('./create-project/create-project-page')),
  workspaceOverview: lazy(() => import('./workspace/workspace-overview-page')),
  tasks: lazy(() => import('./tasks/tasks-page')),
  addNewTask: lazy(() => import('./tasks/add-task-page')),
  addTask: lazy(() => import('./tasks/add-task-page')),
  taskDetails: lazy(() => import('./tasks/task-details-page')),
  projectBrief: lazy(() => import('./brief/brief-page')),
  projectFeatures: lazy(() => import('./features/features-page')),
  filesAndResources: lazy(() => import('./files/files-page')),
  meetings: lazy(() => import('./meetings/meetings-page')),
  teamSelection: notBuilt('team-selection', 'Team Selection', true),
  hire: notBuilt('hire', 'Hire', true),
  contractAndPayment: notBuilt('contract-and-payment', 'Contract & Payment'),
  reviewTeamAndCost: notBuilt('review-team-and-cost', 'Review Team & Cost'),
  reviewAndApproval: lazy(() => import('./reviews/reviews-page')),
  submitReview: lazy(() => import('./reviews/submit-review-page')),
  projectTeam: lazy(() => import('./team/project-team-page')),
  teamProfile: lazy(() => import('./team/team-profile-page')),
  addTeamMember: lazy(() => import('./team/add-team-member-page')),
  addTeamMemberPermissions: lazy(() => import('./team/permissions-page')),
  teamMemberAddedSuccessfully: lazy(() => import('./team/team-member-added-page')),
};
