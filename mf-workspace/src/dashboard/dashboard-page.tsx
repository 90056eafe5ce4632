import {
  Button,
  ButtonLink,
  setCurrentProject,
  Spinner,
  useApiGet,
  usePlatform,
  type AllProjectsResponse,
  type UserDetailsResponse,
} from '@platform/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './dashboard-page.module.css';
import { ProjectCard } from './project-card';
import { filterProjects, TYPE_FILTERS, type TypeFilter } from './project-display';

/** Local storage key of the new-project chat session (spec part 1 §3 "Client-side storage"). */
const CHAT_SESSION_KEY = 'chatSession';

const COMING_SOON_FILTERS = ['Recruit', 'Get Support', 'Learn'];

const NEW_PROJECT_PATH = '/project/create-project';
/** Tells the new-project chat it was opened from a button (otherwise it sends the user to all projects). */
const NEW_PROJECT_STATE = { newProject: true };

/** A new project starts from a clean chat (spec part 1 §4 "New project"). */
function clearDraft() {
  window.localStorage.removeItem(CHAT_SESSION_KEY);
  setCurrentProject(null);
}

/** /dashboard (spec part 1 §2): welcome, quick filters and the recently viewed projects. */
export default function DashboardPage() {
  const { comingSoon } = usePlatform();
  const navigate = useNavigate();
  const user = useApiGet<UserDetailsResponse>('/api/user-details/');
  const projects = useApiGet<AllProjectsResponse>('/api/all_projects/');
  const [filter, setFilter] = useState<TypeFilter | null>(null);

  const firstName = user.status === 'success' ? user.data.user_firstname : '';

  function startNewProject() {
    clearDraft();
    navigate(NEW_PROJECT_PATH, { state: NEW_PROJECT_STATE });
  }

  const all = projects.status === 'success' ? projects.data : [];
  const shown = filterProjects(all, filter);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{firstName ? `Welcome ${firstName}` : 'Welcome'}</h1>

      <div className={styles.filters} role="group" aria-label="Quick filters">
        {TYPE_FILTERS.map(({ label }) => (
          <button
            key={label}
            type="button"
            className={styles.filter}
            aria-pressed={filter === label}
            onClick={() => setFilter((current) => (current === label ? null : label))}
          >
            {label}
          </button>
        ))}
        {COMING_SOON_FILTERS.map((label) => (
          <button key={label} type="button" className={styles.filter} onClick={comingSoon}>
            {label}
          </button>
        ))}
      </div>

      <section aria-labelledby="recently-viewed">
        <div className={styles.sectionHeader}>
          <h2 id="recently-viewed">Recently Viewed</h2>
          {all.length > 0 ? (
            <ButtonLink to={NEW_PROJECT_PATH} state={NEW_PROJECT_STATE} onClick={clearDraft}>
              New Project
            </ButtonLink>
          ) : null}
        </div>
        {projects.status === 'loading' ? (
          <div className={styles.state}>
            <Spinner label="Loading projects..." />
          </div>
        ) : null}
        {projects.status === 'error' ? (
          <div className={styles.state} role="alert">
            <p>Your projects could not be loaded.</p>
            <Button variant="secondary" onClick={projects.reload}>
              Try again
            </Button>
          </div>
        ) : null}
        {projects.status === 'success' && all.length === 0 ? (
          <div className={styles.state}>
            <p>
              You have no projects yet. Tell the assistant what you need and it sets the project up with you.
            </p>
            <Button onClick={startNewProject}>Start New</Button>
          </div>
        ) : null}
        {all.length > 0 && shown.length === 0 ? (
          <div className={styles.state}>
            <p>No {filter} projects yet.</p>
          </div>
        ) : null}
        {shown.length > 0 ? (
          <div className={styles.grid}>
            {shown.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
        ) : null}
      </section>
    </div>
  );
}
