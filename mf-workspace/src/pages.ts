import type { RemotePagesModule } from '@platform/shared-ui';
import { lazy } from 'react';

export const version: RemotePagesModule<'mf_workspace'>['version'] = __REMOTE_VERSION__;

export const pages: RemotePagesModule<'mf_workspace'>['pages'] = {
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
  timelineAndMilestones: lazy(() => import('./milestones/timeline-page')),
  recentUpdates: lazy(() => import('./recent-updates/recent-updates-page')),
  handover: lazy(() => import('./handover/handover-page')),
  teamSelection: lazy(() => import('./hire/team-selection-page')),
  hire: lazy(() => import('./hire/hire-page')),
  contractAndPayment: lazy(() => import('./hire/contract-and-payment-page')),
  reviewTeamAndCost: lazy(() => import('./hire/review-team-and-cost-page')),
  mobilePayment: lazy(() => import('./hire/mobile-payment-page')),
  projectBriefAndScope: lazy(() => import('./hire/brief-and-scope-page')),
  placements: lazy(() => import('./placements/placements-page')),
  reviewAndApproval: lazy(() => import('./reviews/reviews-page')),
  submitReview: lazy(() => import('./reviews/submit-review-page')),
  projectTeam: lazy(() => import('./team/project-team-page')),
  teamProfile: lazy(() => import('./team/team-profile-page')),
  addTeamMember: lazy(() => import('./team/add-team-member-page')),
  addTeamMemberPermissions: lazy(() => import('./team/permissions-page')),
  teamMemberAddedSuccessfully: lazy(() => import('./team/team-member-added-page')),
};
