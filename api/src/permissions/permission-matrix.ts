/*
 * The invite permissions of spec part 2 §6: five areas, five ordered levels. The area keys are the wire
 * names of the invite payload (including the spec's spelling "Managenent").
 */

export const PERMISSION_AREAS = [
  'projectOverviewAndScope',
  'taskAndWorkflowManagement',
  'projectFilesAndDocumentations',
  'teamManagenentAndCollaboration',
  'budgetAndFinancialControl',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export const AREA_LABELS: Record<PermissionArea, string> = {
  projectOverviewAndScope: 'Project Overview & Scope',
  taskAndWorkflowManagement: 'Task & Workflow Management',
  projectFilesAndDocumentations: 'Project Files & Documentation',
  teamManagenentAndCollaboration: 'Team Management & Collaboration',
  budgetAndFinancialControl: 'Budget & Financial Control',
};

/** Ordered from least to most: a level includes every level before it. */
export const PERMISSION_LEVELS = ['View', 'Edit', 'Review', 'Approve', 'Full Access'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export type AreaLevels = Record<PermissionArea, PermissionLevel>;

export const includesLevel = (held: PermissionLevel, needed: PermissionLevel) =>
  PERMISSION_LEVELS.indexOf(held) >= PERMISSION_LEVELS.indexOf(needed);

export const everyArea = (level: PermissionLevel): AreaLevels =>
  Object.fromEntries(PERMISSION_AREAS.map((area) => [area, level])) as AreaLevels;
