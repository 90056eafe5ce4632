import type { PermissionLevel as StoredLevel } from '@platform/prisma';
import { PERMISSION_AREAS, PERMISSION_LEVELS } from '@platform/contract';
import type { AreaLevels, PermissionArea, PermissionLevel } from '@platform/contract';

/*
 * How the five levels are kept on a membership or an invitation: one enum column per area. The wire
 * names (the spec's, e.g. "teamManagenentAndCollaboration") never reach the database.
 */

const storedLevels = [
  'VIEW',
  'EDIT',
  'REVIEW',
  'APPROVE',
  'FULL_ACCESS',
] as const satisfies readonly StoredLevel[];

const columnOf = {
  projectOverviewAndScope: 'overviewAndScope',
  taskAndWorkflowManagement: 'taskAndWorkflow',
  projectFilesAndDocumentations: 'filesAndDocumentation',
  teamManagenentAndCollaboration: 'teamManagement',
  budgetAndFinancialControl: 'budgetAndFinance',
} as const satisfies Record<PermissionArea, string>;

export type LevelColumns = { [A in PermissionArea as (typeof columnOf)[A]]: StoredLevel };

export const toStoredLevel = (level: PermissionLevel): StoredLevel =>
  storedLevels[PERMISSION_LEVELS.indexOf(level)] ?? 'VIEW';

export const fromStoredLevel = (level: StoredLevel): PermissionLevel =>
  PERMISSION_LEVELS[storedLevels.indexOf(level)] ?? 'View';

/** The five levels of a stored row, by area. */
export function levelsOf(row: LevelColumns): AreaLevels {
  return Object.fromEntries(
    PERMISSION_AREAS.map((area) => [area, fromStoredLevel(row[columnOf[area]])]),
  ) as AreaLevels;
}

/** The columns that store these five levels. */
export function levelColumns(levels: AreaLevels): LevelColumns {
  return Object.fromEntries(
    PERMISSION_AREAS.map((area) => [columnOf[area], toStoredLevel(levels[area])]),
  ) as LevelColumns;
}

/** A Prisma `select` of the five level columns. */
export const levelSelect = Object.fromEntries(PERMISSION_AREAS.map((area) => [columnOf[area], true])) as {
  [C in keyof LevelColumns]: true;
};
