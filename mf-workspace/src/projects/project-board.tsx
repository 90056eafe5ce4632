import {
  Button,
  ButtonLink,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  Spinner,
  usePlatform,
  useTypedApi,
} from '@platform/shared-ui';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { NoticePanel } from '../common/notice-panel';
import styles from './project-board.module.css';
import type { ProjectListItem } from './project-api';
import { ProjectCard } from './project-card';
import { COMING_SOON_FILTERS, TYPE_FILTERS, type TypeFilter } from './project-display';
import { CREATE_PROJECT_PATH, FROM_BUTTON } from './project-paths';
import { clearDraft } from './project-storage';
import { useOpenProject } from './use-open-project';
import { useProjectPages } from './use-project-pages';

export interface ProjectBoardProps {
  /** "Recently Viewed" on the dashboard, "Active" on the project list. */
  heading: string;
  headingLevel: 'h1' | 'h2';
  pageSize: number;
  /** Loads the next page when the end of the list scrolls into view (and offers "Load more"). */
  infinite: boolean;
  /** Shown under the cards while more projects exist than are shown. */
  footer?: ReactNode;
  /** The project list's Archived filter, with Archive and Unarchive on the owner's cards. */
  archiving?: boolean;
}

// The delete dialog (its Modal and submit flow) opens only from a card's Delete button: it comes when that button
// is pointed at, focused or pressed, not with the dashboard's first screen (issue #33), as the change-plan dialog
// does on billing.
const loadDeleteProjectDialog = () => import('./delete-project-dialog');
const DeleteProjectDialog = lazy(() =>
  loadDeleteProjectDialog().then((module) => ({ default: module.DeleteProjectDialog })),
);
const preloadDeleteProjectDialog = () => void loadDeleteProjectDialog();

/** Loads the next page when `target` comes near the viewport. */
function useNearViewport(target: RefObject<HTMLElement | null>, onNear: () => void, enabled: boolean) {
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, onNear, enabled]);
}

/** The project cards with the quick filters (the spec's screens and routes, /dashboard and /project/all-projects). */
export function ProjectBoard({
  heading,
  headingLevel: Heading,
  pageSize,
  infinite,
  footer,
  archiving = false,
}: ProjectBoardProps) {
  const { comingSoon, toast } = usePlatform();
  const api = useTypedApi();
  const [archived, setArchived] = useState(false);
  // Finished projects, on the dashboard and the project list alike (issue #26).
  const [completed, setCompleted] = useState(false);
  const navigate = useNavigate();
  const [filter, setFilter] = useState<TypeFilter | null>(null);
  const pages = useProjectPages(pageSize, filter, archived, completed);

  async function toggleArchived(project: ProjectListItem) {
    const path = { project_id: project.id };
    try {
      const answer = await (project.archived_at
        ? api.post('/api/projects/{project_id}/unarchive/', { path })
        : api.post('/api/projects/{project_id}/archive/', { path }));
      toast(answer.message, FORM_SUCCESS_TOAST);
      pages.forget(project.id);
    } catch (error) {
      toast((error as Error).message, FORM_ERROR_TOAST);
    }
  }
  const { openingId, open } = useOpenProject();
  const [deleting, setDeleting] = useState<ProjectListItem | null>(null);
  const end = useRef<HTMLDivElement>(null);
  useNearViewport(end, pages.loadMore, infinite && pages.hasMore && !pages.loadingMore);

  function startNewProject() {
    clearDraft();
    navigate(CREATE_PROJECT_PATH, { state: FROM_BUTTON });
  }

  const empty = pages.status === 'ready' && pages.projects.length === 0;

  return (
    <section className={styles.board} aria-labelledby="project-board-heading">
      <div className={styles.filters} role="group" aria-label="Quick filters">
        {TYPE_FILTERS.map((option) => (
          <button
            key={option.label}
            type="button"
            className={styles.filter}
            aria-pressed={filter === option}
            onClick={() => setFilter((current) => (current === option ? null : option))}
          >
            {option.label}
          </button>
        ))}
        <button
          type="button"
          className={styles.filter}
          aria-pressed={completed}
          onClick={() => setCompleted((current) => !current)}
        >
          Completed
        </button>
        {archiving ? (
          <button
            type="button"
            className={styles.filter}
            aria-pressed={archived}
            onClick={() => setArchived((current) => !current)}
          >
            Archived
          </button>
        ) : null}
        {COMING_SOON_FILTERS.map((label) => (
          <button key={label} type="button" className={styles.filter} onClick={comingSoon}>
            {label}
          </button>
        ))}
      </div>

      <div className={styles.sectionHeader}>
        <Heading id="project-board-heading">
          {archived ? 'Archived' : completed ? 'Completed' : heading}
        </Heading>
        {empty && !filter && !completed ? null : (
          <ButtonLink to={CREATE_PROJECT_PATH} state={FROM_BUTTON} onClick={clearDraft}>
            New Project
          </ButtonLink>
        )}
      </div>

      {pages.status === 'loading' ? (
        <NoticePanel>
          <Spinner label="Loading projects..." />
        </NoticePanel>
      ) : null}
      {pages.status === 'error' ? (
        <NoticePanel role="alert">
          <p>Your projects could not be loaded.</p>
          <Button variant="secondary" onClick={pages.reload}>
            Try again
          </Button>
        </NoticePanel>
      ) : null}
      {empty && archived ? (
        <NoticePanel>
          <p>No archived projects.</p>
        </NoticePanel>
      ) : null}
      {empty && completed && !archived ? (
        <NoticePanel>
          <p>No completed projects yet.</p>
        </NoticePanel>
      ) : null}
      {empty && !filter && !archived && !completed ? (
        <NoticePanel>
          <p>
            You have no projects yet. Tell the assistant what you need and it sets the project up with you.
          </p>
          <Button onClick={startNewProject}>Start New</Button>
        </NoticePanel>
      ) : null}
      {empty && filter && !archived && !completed ? (
        <NoticePanel>
          <p>No {filter.label} projects yet.</p>
        </NoticePanel>
      ) : null}
      {pages.projects.length > 0 ? (
        <div className={styles.grid}>
          {pages.projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              onOpen={open}
              opening={openingId === project.id}
              onDelete={setDeleting}
              onDeleteIntent={preloadDeleteProjectDialog}
              onArchive={archiving ? (chosen) => void toggleArchived(chosen) : undefined}
            />
          ))}
        </div>
      ) : null}

      <div ref={end} className={styles.end}>
        {infinite && pages.hasMore ? (
          <Button variant="secondary" loading={pages.loadingMore} onClick={pages.loadMore}>
            {pages.loadingMore ? 'Loading more...' : 'Load more'}
          </Button>
        ) : null}
        {pages.hasMore ? footer : null}
      </div>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteProjectDialog
            project={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              pages.forget(deleting.id);
              setDeleting(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
