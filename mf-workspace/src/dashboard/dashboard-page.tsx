import { ButtonLink, useUserDetails } from '@platform/shared-ui';
import { ProjectBoard } from '../projects/project-board';
import { ALL_PROJECTS_PATH } from '../projects/project-paths';
import styles from './dashboard-page.module.css';

/** The dashboard shows the most recently viewed projects; the project list has them all. */
const RECENT_PROJECTS = 6;

/** /dashboard (the spec's screens and routes): welcome, quick filters and the recently viewed projects. */
export default function DashboardPage() {
  const user = useUserDetails();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{user ? `Welcome ${user.user_firstname}` : 'Welcome'}</h1>
      <ProjectBoard
        heading="Recently Viewed"
        headingLevel="h2"
        pageSize={RECENT_PROJECTS}
        infinite={false}
        footer={
          <ButtonLink to={ALL_PROJECTS_PATH} variant="secondary">
            View all projects
          </ButtonLink>
        }
      />
    </div>
  );
}
