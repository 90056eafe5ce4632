import { Badge, ButtonLink, usePlatform } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { AssistantPanel } from './assistant-panel';
import styles from './workspace.module.css';

/** The workspace pages in the side navigation, under the project's root (spec part 2 §2.2). */
const NAVIGATION = [
  { path: 'project-brief', label: 'Project Brief' },
  { path: 'project-features', label: 'Project Features' },
  { path: 'project-team', label: 'Project Team' },
  { path: 'tasks', label: 'Tasks' },
  { path: 'add-new-task', label: 'Add New Task' },
  { path: 'files-and-resources', label: 'Files & Resources' },
] as const;

const COMING_SOON = ['Timeline & Milestones', 'Recent Updates'] as const;
const REVIEW_AND_APPROVALS = ['Authentication', 'Dashboard', 'CRM'] as const;

export interface WorkspaceFrameProps {
  /** `/project/workspace/{id}/{name}` */
  root: string;
  projectId: string;
  title: string;
  /** The page's key, which the assistant's insight is about. */
  pageName: string;
  /** The page's name as the footer bar shows it. */
  pageTitle: string;
  children: ReactNode;
}

/** Top bar, side navigation, the page, the assistant panel and the footer bar of every workspace page. */
export function WorkspaceFrame({
  root,
  projectId,
  title,
  pageName,
  pageTitle,
  children,
}: WorkspaceFrameProps) {
  const { comingSoon } = usePlatform();
  return (
    <div className={styles.frame}>
      <nav className={styles.nav} aria-label="Workspace">
        <Link to="/project/all-projects" className={styles.back}>
          ← All projects
        </Link>
        <NavLink to={root} end className={styles.navLink}>
          Overview
        </NavLink>
        {NAVIGATION.map((item) => (
          <NavLink key={item.path} to={`${root}/${item.path}`} className={styles.navLink}>
            {item.label}
          </NavLink>
        ))}
        {COMING_SOON.map((label) => (
          <button key={label} type="button" className={styles.navButton} onClick={comingSoon}>
            {label}
          </button>
        ))}
        <p className={styles.navGroup}>Review &amp; Approvals</p>
        {REVIEW_AND_APPROVALS.map((label) => (
          <button key={label} type="button" className={styles.navButton} onClick={comingSoon}>
            {label}
          </button>
        ))}
      </nav>

      <div className={styles.main}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <Badge tone="neutral">V:0</Badge>
          <div className={styles.headerActions}>
            <ButtonLink to={`${root}/add-new-task`} variant="secondary" size="sm">
              Add New Task
            </ButtonLink>
            <button type="button" className={styles.edit} onClick={comingSoon}>
              Edit Project
            </button>
          </div>
        </header>
        <div className={styles.body}>
          <div className={styles.page}>{children}</div>
          <AssistantPanel projectId={projectId} pageName={pageName} />
        </div>
        <footer className={styles.footer}>
          <span>Project ID: {projectId}</span>
          <span>{pageTitle}</span>
        </footer>
      </div>
    </div>
  );
}
