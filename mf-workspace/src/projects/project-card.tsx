import { Badge, Card, type ProjectListItem } from '@platform/shared-ui';
import styles from './dashboard-page.module.css';
import { displayDate, displayStatus, statusTone } from './project-display';

export function ProjectCard({ project }: { project: ProjectListItem }) {
  return (
    <Card as="article" className={styles.card} aria-label={project.name}>
      <div className={styles.cardTop}>
        <Badge tone={statusTone(project.status)} data-testid="project-status">
          {displayStatus(project.status)}
        </Badge>
        <span className={styles.updated}>Last updated {displayDate(project.last_updated)}</span>
      </div>
      <h3 className={styles.cardTitle}>{project.name}</h3>
      <p className={styles.goal}>{project.goal?.trim() ? project.goal : 'No Goal Set'}</p>
      <p className={styles.team}>No Team Added Yet</p>
    </Card>
  );
}
