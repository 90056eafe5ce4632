import {
  Badge,
  Button,
  ButtonLink,
  foldedNavigation,
  MenuButton,
  useNarrowMenu,
  usePlatform,
} from '@platform/shared-ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import type { ProjectDetails } from '../projects/project-api';
import { AssistantPanel } from './assistant-panel';
import { EditProjectDialog } from './edit-project-dialog';
import { preloadWorkspacePage } from './page-preloads';
import { PresenceAvatars } from './presence-avatars';
import { ReviewNavigation } from './review-navigation';
import { useProjectRights } from './project-rights';
import { useWorkspace } from './workspace-context';
import styles from './workspace.module.css';

/** The workspace pages in the side navigation, under the project's root (the spec's workspace shell). */
const NAVIGATION = [
  { path: 'project-brief', label: 'Project Brief' },
  { path: 'project-features', label: 'Project Features' },
  { path: 'project-team', label: 'Project Team' },
  { path: 'tasks', label: 'Tasks' },
  { path: 'add-new-task', label: 'Add New Task' },
  { path: 'files-and-resources', label: 'Files & Resources' },
  { path: 'meetings', label: 'Meetings' },
  { path: 'timeline-and-milestones', label: 'Timeline & Milestones' },
  { path: 'recent-updates', label: 'Recent Updates' },
] as const;

/** What a page may change in the header. */
export interface WorkspaceFrameOptions {
  /** In place of the 'Add New Task' link, e.g. the brief page's 'Edit Project Brief'. */
  headerAction?: ReactNode;
  /** Team pages show a back button before the title. */
  back?: boolean;
}

export interface WorkspaceFrameProps extends WorkspaceFrameOptions {
  /** The page's key, which the assistant is about. */
  pageName: string;
  /** The page's name as the footer bar shows it. */
  pageTitle: string;
  /** The project as the Edit Project dialog saved it. */
  onProjectSaved: (project: ProjectDetails) => void;
  children: ReactNode;
}

/**
 * A completed project's next step is its handover, not more work: its header leads there. Otherwise the
 * header offers Add New Task to whoever may add tasks.
 */
function DefaultHeaderAction({ pageName }: { pageName: string }) {
  const { project, root } = useWorkspace();
  const rights = useProjectRights();
  if (project.status === 'COMPLETED')
    return pageName === 'handover' ? null : (
      <ButtonLink to={`${root}/handover`} variant="secondary" size="sm">
        View Handover
      </ButtonLink>
    );
  if (!rights.can('taskAndWorkflowManagement', 'Edit')) return null;
  return (
    <ButtonLink to={`${root}/add-new-task`} variant="secondary" size="sm">
      Add New Task
    </ButtonLink>
  );
}

/** Top bar, side navigation, the page, the assistant panel and the footer bar of every workspace page. */
export function WorkspaceFrame({
  pageName,
  pageTitle,
  headerAction,
  back,
  onProjectSaved,
  children,
}: WorkspaceFrameProps) {
  const { project, root, briefVersion } = useWorkspace();
  const rights = useProjectRights();
  const { api } = usePlatform();
  const navigate = useNavigate();
  const preload = (page: string) => ({
    onPointerEnter: () => preloadWorkspacePage(api, project.id, page),
    onFocus: () => preloadWorkspacePage(api, project.id, page),
  });
  const [editing, setEditing] = useState(false);
  // On phones the side navigation folds behind its own menu button in the top bar (the dashboard's is "Menu"),
  // and opens below that bar: it follows the bar in the page, and the grid puts it beside the page when wide.
  const menu = useNarrowMenu();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <MenuButton menu={menu} controls="workspace-navigation" label="Workspace menu" />
        {back ? (
          <Button size="sm" variant="ghost" onClick={() => navigate(-1)}>
            ← Back
          </Button>
        ) : null}
        <h1 className={styles.title}>{project.name}</h1>
        <Badge tone="neutral">
          <span data-testid="brief-version">V:{briefVersion}</span>
        </Badge>
        <div className={styles.headerActions}>
          <PresenceAvatars projectId={project.id} />
          {headerAction ?? <DefaultHeaderAction pageName={pageName} />}
          {rights.can('projectOverviewAndScope', 'Edit') ? (
            <button type="button" className={styles.edit} onClick={() => setEditing(true)}>
              Edit Project
            </button>
          ) : null}
        </div>
      </header>
      <nav
        id="workspace-navigation"
        ref={menu.containerRef}
        className={`${styles.nav} ${foldedNavigation(menu)}`}
        aria-label="Workspace"
      >
        <Link to="/project/all-projects" className={styles.back}>
          ← All projects
        </Link>
        <NavLink to={root} end className={styles.navLink} {...preload('')}>
          Overview
        </NavLink>
        {NAVIGATION.filter(
          // A page whose only use the caller lacks is not offered: Add New Task needs Edit on tasks.
          (item) => item.path !== 'add-new-task' || rights.can('taskAndWorkflowManagement', 'Edit'),
        ).map((item) => (
          <NavLink
            key={item.path}
            to={`${root}/${item.path}`}
            className={styles.navLink}
            {...preload(item.path)}
          >
            {item.label}
          </NavLink>
        ))}
        {project.status === 'COMPLETED' ? (
          <NavLink to={`${root}/handover`} className={styles.navLink} {...preload('handover')}>
            Handover
          </NavLink>
        ) : null}
        <ReviewNavigation projectId={project.id} root={root} />
      </nav>
      {project.archived_at ? (
        <p className={styles.archived} role="status">
          This project is archived, so it is read-only. Its owner can unarchive it from the project list.
        </p>
      ) : null}
      <div className={styles.body}>
        <div className={styles.page}>{children}</div>
        <AssistantPanel projectId={project.id} pageName={pageName} />
      </div>
      <footer className={styles.footer}>
        <span>Project ID: {project.id}</span>
        <span>{pageTitle}</span>
      </footer>
      {editing ? (
        <EditProjectDialog
          project={project}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onProjectSaved(saved);
          }}
        />
      ) : null}
    </div>
  );
}
