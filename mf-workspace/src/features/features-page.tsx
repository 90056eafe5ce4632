import { FEATURE_MESSAGES } from '@platform/contract';
import {
  Button,
  failureMessage,
  FORM_ERROR_TOAST,
  formatDay,
  FORM_SUCCESS_TOAST,
  usePlatform,
} from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { NoticePanel } from '../common/notice-panel';
import { NeededLevelNote } from '../workspace/needed-level-note';
import { useProjectRights } from '../workspace/project-rights';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { NO_FEATURES, NO_SPECIFICATIONS, NO_SPRINT } from './feature-api';
import type { FeatureForm, ProjectFeature } from './feature-api';
import { FeatureDialog } from './feature-dialog';
import styles from './features-page.module.css';
import { useFeatures } from './use-features';

const EMPTY: FeatureForm = { name: '', description: '', specification: '', sprint: '' };

const formOf = (feature: ProjectFeature): FeatureForm => ({
  name: feature.feature_name,
  description: feature.feature_short_description,
  specification: feature.feature_specification.join('\n'),
  sprint: feature.feature_sprint ?? '',
});

interface FeatureCardProps {
  feature: ProjectFeature;
  /** Edit and Delete, for those who may change features. */
  onEdit?: () => void;
  onDelete?: () => void;
}

function FeatureCard({ feature, onEdit, onDelete }: FeatureCardProps) {
  return (
    <li className={styles.card} aria-label={feature.feature_name}>
      <div className={styles.cardHeader}>
        <h3>{feature.feature_name}</h3>
        <span className={styles.progressText}>{feature.feature_progress}%</span>
      </div>
      <progress
        className={styles.progress}
        max={100}
        value={feature.feature_progress}
        aria-label={`${feature.feature_name} progress`}
      />
      <p>{feature.feature_short_description}</p>
      {feature.feature_specification.length > 0 ? (
        <ul className={styles.specifications}>
          {feature.feature_specification.map((specification) => (
            <li key={specification}>{specification}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{NO_SPECIFICATIONS}</p>
      )}
      <p className={styles.meta}>
        <span>{feature.feature_sprint ?? NO_SPRINT}</span>
        <span>Created {formatDay(feature.date_created)}</span>
      </p>
      {onEdit && onDelete ? (
        <div className={styles.cardActions}>
          <Button size="sm" variant="ghost" onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete}>
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; feature: ProjectFeature } | null;

function FeaturesBody() {
  const { toast } = usePlatform();
  const { project, assistantChanges } = useWorkspace();
  const { state, reload, add, update, remove } = useFeatures(project.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const canEdit = useProjectRights().can('projectOverviewAndScope', 'Edit');

  useEffect(() => {
    if (assistantChanges > 0) void reload();
  }, [assistantChanges, reload]);

  async function confirmDelete(feature: ProjectFeature) {
    if (!window.confirm(`Delete the feature "${feature.feature_name}"? Its tasks stay, without the link.`))
      return;
    try {
      await remove(feature.feature_id);
      toast('Feature deleted.', FORM_SUCCESS_TOAST);
    } catch (error) {
      const failed = 'Failed to delete the feature.';
      toast(failureMessage(error, { networkFailure: failed, fallback: failed }), FORM_ERROR_TOAST);
    }
  }

  const features = state.status === 'ready' ? state.features : [];
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h2>
          {project.name} Features and Specifications <span className={styles.count}>({features.length})</span>
        </h2>
        {canEdit ? (
          <Button size="sm" onClick={() => setDialog({ kind: 'add' })}>
            Add Feature
          </Button>
        ) : null}
      </div>
      {canEdit ? null : (
        <NeededLevelNote doing="Adding or changing features" area="projectOverviewAndScope" level="Edit" />
      )}
      {state.status === 'loading' ? <p className={styles.muted}>Loading features...</p> : null}
      {state.status === 'failed' ? (
        <NoticePanel role="alert">
          <p>Failed to load features.</p>
          <Button variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        </NoticePanel>
      ) : null}
      {state.status === 'ready' && features.length === 0 ? (
        <NoticePanel>
          <p>{NO_FEATURES}</p>
          {canEdit ? <Button onClick={() => setDialog({ kind: 'add' })}>Add Feature</Button> : null}
        </NoticePanel>
      ) : null}
      {features.length > 0 ? (
        <ul className={styles.list} aria-label="Features">
          {features.map((feature) => (
            <FeatureCard
              key={feature.feature_id}
              feature={feature}
              onEdit={canEdit ? () => setDialog({ kind: 'edit', feature }) : undefined}
              onDelete={canEdit ? () => void confirmDelete(feature) : undefined}
            />
          ))}
        </ul>
      ) : null}
      {dialog?.kind === 'add' ? (
        <FeatureDialog
          title="Add Feature"
          initial={EMPTY}
          full={false}
          onClose={() => setDialog(null)}
          onSubmit={async (form) => {
            const added = await add(form);
            toast(added.message || FEATURE_MESSAGES.added, FORM_SUCCESS_TOAST);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <FeatureDialog
          title="Save Feature"
          initial={formOf(dialog.feature)}
          full
          onClose={() => setDialog(null)}
          onSubmit={async (form) => {
            await update(dialog.feature.feature_id, form);
            toast(FEATURE_MESSAGES.updated, FORM_SUCCESS_TOAST);
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** /project/workspace/{id}/{name}/project-features (the spec's project features screen). */
export default function FeaturesPage() {
  return (
    <WorkspacePage pageName="project-features" pageTitle="Project Features">
      <FeaturesBody />
    </WorkspacePage>
  );
}
