import { includesLevel, PERMISSION_AREA_LABELS } from '@platform/contract';
import type { AreaLevels, PermissionArea, PermissionLevel } from '@platform/contract';
import { useContext } from 'react';
import { WorkspaceContext } from './workspace-context';

/** What the signed-in person may do in the project, from the levels the project's details carry. */
export interface ProjectRights {
  /** False until the levels are known; nothing is allowed before. */
  known: boolean;
  /** Whether the caller holds at least `level` in `area`, as the server checks it. */
  can(area: PermissionArea, level: PermissionLevel): boolean;
}

export function projectRights(levels: AreaLevels | undefined): ProjectRights {
  return {
    known: levels !== undefined,
    can: (area, level) => levels !== undefined && includesLevel(levels[area], level),
  };
}

/**
 * Why a control is not offered: "Editing the brief needs Edit in Project Overview & Scope — ask the project
 * owner." `doing` names the action as a gerund phrase.
 */
export function neededLevelText(doing: string, area: PermissionArea, level: PermissionLevel): string {
  return `${doing} needs ${level} in ${PERMISSION_AREA_LABELS[area]} — ask the project owner.`;
}

/** The rights of the workspace page being shown (nothing is allowed outside a WorkspacePage). */
export function useProjectRights(): ProjectRights {
  return projectRights(useContext(WorkspaceContext)?.project.my_permissions);
}
