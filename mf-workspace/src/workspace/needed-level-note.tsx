import type { PermissionArea, PermissionLevel } from '@platform/contract';
import styles from './workspace.module.css';
import { neededLevelText } from './project-rights';

interface NeededLevelNoteProps {
  doing: string;
  area: PermissionArea;
  level: PermissionLevel;
}

/** Said in place of a control the caller may not use, so they know why it is missing and whom to ask. */
export function NeededLevelNote({ doing, area, level }: NeededLevelNoteProps) {
  return (
    <p className={styles.neededLevel} role="note">
      {neededLevelText(doing, area, level)}
    </p>
  );
}
