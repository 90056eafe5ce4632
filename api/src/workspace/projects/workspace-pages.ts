/*
 * The workspace's pages by the key the workspace remote sends for each (its path, or the page's own name), and
 * the title each shows: what the assistant and Recent Updates call a page.
 */

const pageTitles: Record<string, string> = {
  workspace: 'Workspace Overview',
  overview: 'Workspace Overview',
  'project-brief': 'Project Brief',
  'project-features': 'Project Features',
  'project-team': 'Project Team',
  'team-profile': 'Team Member Profile',
  'add-team-member': 'Add Team Member',
  'add-team-member-permissions': 'Custom Permissions',
  'team-member-added-successfully': 'Team Member Added',
  tasks: 'Project Tasks',
  'task-details': 'Task Details',
  'add-new-task': 'New Task',
  'add-task': 'New Task',
  'files-and-resources': 'Files and Resources',
  meetings: 'Meetings & Communication',
  'contract-and-payment': 'Contract & Payment',
  reviewandapproval: 'Review & Approvals',
  hire: 'Hire',
  'team-selection': 'Team Selection',
  'review-team-and-cost': 'Review Team & Cost',
  'timeline-and-milestones': 'Timeline & Milestones',
  'recent-updates': 'Recent Updates',
  handover: 'Handover',
  onboarding: 'Onboarding',
};

/** "Project Brief", "project_brief" and "project-brief" are the same page. */
export const workspacePageKey = (pageName: string) =>
  pageName
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** The page's title; null for a key that is not one of the workspace's pages. */
export const workspacePageTitle = (pageName: string): string | null =>
  pageTitles[workspacePageKey(pageName)] ?? null;
