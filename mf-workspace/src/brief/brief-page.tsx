import { Button, FORM_SUCCESS_TOAST, Spinner, usePlatform } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { NoticePanel } from '../common/notice-panel';
import { NeededLevelNote } from '../workspace/needed-level-note';
import { useProjectRights } from '../workspace/project-rights';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { BRIEF_SAVED, FETCH_FAILED, SECTIONS, sectionsOf } from './brief-api';
import { BriefEditor } from './brief-editor';
import { BriefHistory } from './brief-history';
import styles from './brief-page.module.css';
import { useBrief } from './use-brief';

interface BriefBodyProps {
  editing: boolean;
  setEditing: (editing: boolean) => void;
}

function BriefBody({ editing, setEditing }: BriefBodyProps) {
  const { toast } = usePlatform();
  const { project, setBriefVersion, assistantChanges } = useWorkspace();
  const { state, busy, generate, save, reload } = useBrief(project.id, setBriefVersion);
  const [showHistory, setShowHistory] = useState(false);
  const canEdit = useProjectRights().can('projectOverviewAndScope', 'Edit');

  useEffect(() => {
    if (assistantChanges > 0) void reload();
  }, [assistantChanges, reload]);

  if (state.status === 'loading') return <Spinner label="Loading project brief..." />;
  if (state.status === 'failed') {
    return (
      <NoticePanel role="alert">
        <p>{FETCH_FAILED}</p>
        <Button variant="secondary" onClick={() => void reload()}>
          Try again
        </Button>
      </NoticePanel>
    );
  }
  if (state.status === 'not-set-up') {
    return (
      <NoticePanel>
        <h2>Project Brief</h2>
        <p>The brief is not set up yet. Start Setup drafts it from your project chat and features.</p>
        {canEdit ? (
          <Button onClick={() => void generate()} disabled={busy}>
            {busy ? 'Setting up...' : 'Start Setup'}
          </Button>
        ) : (
          <NeededLevelNote doing="Setting up the brief" area="projectOverviewAndScope" level="Edit" />
        )}
      </NoticePanel>
    );
  }

  const { brief } = state;
  if (editing && canEdit) {
    return (
      <BriefEditor
        initial={sectionsOf(brief)}
        onCancel={() => setEditing(false)}
        onSave={async (sections) => {
          const saved = await save(sections);
          if (saved) {
            setEditing(false);
            toast(BRIEF_SAVED, FORM_SUCCESS_TOAST);
          }
          return saved;
        }}
      />
    );
  }
  return (
    <article className={styles.brief} aria-label="Project brief">
      <div className={styles.titleRow}>
        <h2>{brief.project_name} Brief</h2>
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={() => setShowHistory((shown) => !shown)}>
            {showHistory ? 'Hide history' : 'History'}
          </Button>
          {canEdit ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
        </div>
      </div>
      {canEdit ? null : (
        <NeededLevelNote doing="Editing the brief" area="projectOverviewAndScope" level="Edit" />
      )}
      {showHistory ? <BriefHistory projectId={project.id} /> : null}
      {SECTIONS.map(({ read, label }) => (
        <section key={read} className={styles.section} data-section={read}>
          <h3>{label}</h3>
          <p>{brief[read]}</p>
        </section>
      ))}
    </article>
  );
}

function EditBriefButton({ editing, setEditing }: BriefBodyProps) {
  if (!useProjectRights().can('projectOverviewAndScope', 'Edit')) return null;
  return (
    <Button variant="secondary" size="sm" onClick={() => setEditing(true)} disabled={editing}>
      Edit Project Brief
    </Button>
  );
}

/** /project/workspace/{id}/{name}/project-brief (the spec's project brief screen). */
export default function BriefPage() {
  const [editing, setEditing] = useState(false);
  return (
    <WorkspacePage
      pageName="project-brief"
      pageTitle="Project Brief"
      headerAction={<EditBriefButton editing={editing} setEditing={setEditing} />}
    >
      <BriefBody editing={editing} setEditing={setEditing} />
    </WorkspacePage>
  );
}
