import { Card } from '@platform/shared-ui';
import type { ProjectListItem } from './project-api';
import styles from './project-board.module.css';
import { displayDate, displayTeam } from './project-display';
import { ProjectStatusBadge } from './project-status-badge';

export interface ProjectCardProps {
  project: ProjectListItem;
  onOpen(project: ProjectListItem): void;
  /** True while this card's click is being checked. */
  opening: boolean;
  /**
   * Offered on the owner's cards only, and not once a signed contract or a paid team keeps the project
   * on record (the server would refuse it).
   */
  onDelete?(project: ProjectListItem): void;
  /** The pointer is on the Delete button or it has the focus: a click may follow (loads the dialog ahead). */
  onDeleteIntent?(): void;
  /** Offered on the owner's cards: archives a project in use, unarchives an archived one. */
  onArchive?(project: ProjectListItem): void;
}

/** A project card: the name is the button, and its click area covers the whole card. */
export function ProjectCard({
  project,
  onOpen,
  opening,
  onDelete,
  onDeleteIntent,
  onArchive,
}: ProjectCardProps) {
  return (
    <Card as="article" className={styles.card} aria-label={project.name} aria-busy={opening || undefined}>
      <div className={styles.cardTop}>
        <ProjectStatusBadge status={project.status} />
        <span className={styles.updated}>Last updated {displayDate(project.last_updated)}</span>
      </div>
      <h3 className={styles.cardTitle}>
        <button type="button" className={styles.cardButton} onClick={() => onOpen(project)}>
          {project.name}
        </button>
      </h3>
      <p className={styles.goal}>{project.goal?.trim() ? project.goal : 'No Goal Set'}</p>
      <div className={styles.cardBottom}>
        <p className={styles.team}>{displayTeam(project.team_members)}</p>
        {project.is_owner && onArchive ? (
          <button
            type="button"
            className={styles.cardDelete}
            aria-label={`${project.archived_at ? 'Unarchive' : 'Archive'} ${project.name}`}
            onClick={() => onArchive(project)}
          >
            {project.archived_at ? 'Unarchive' : 'Archive'}
          </button>
        ) : null}
        {project.is_owner && project.deletable && onDelete ? (
          <button
            type="button"
            className={styles.cardDelete}
            aria-label={`Delete ${project.name}`}
            onPointerEnter={onDeleteIntent}
            onFocus={onDeleteIntent}
            onClick={() => onDelete(project)}
          >
            Delete
          </button>
        ) : null}
      </div>
    </Card>
  );
}
