import type { ProjectTypeLabel } from '@platform/contract';
import type { ProjectType } from '@platform/prisma';

export type { ProjectTypeLabel };

/** How each of the contract's PROJECT_TYPES is stored. */
export const projectTypeLabels = {
  DESIGN: 'Design project',
  DEVELOPMENT: 'Development project',
  DESIGN_AND_DEVELOPMENT: 'Design and Development project',
} as const satisfies Record<ProjectType, ProjectTypeLabel>;

type Unstored = Exclude<ProjectTypeLabel, (typeof projectTypeLabels)[ProjectType]>;
const everyTypeStored: [Unstored] extends [never] ? true : Unstored = true;
void everyTypeStored;
