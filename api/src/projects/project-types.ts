import type { ProjectType } from '@platform/prisma';

/** The type texts of the spec's project list. */
export const projectTypeLabels = {
  DESIGN: 'Design project',
  DEVELOPMENT: 'Development project',
  DESIGN_AND_DEVELOPMENT: 'Design and Development project',
} as const satisfies Record<ProjectType, string>;

export type ProjectTypeLabel = (typeof projectTypeLabels)[ProjectType];
