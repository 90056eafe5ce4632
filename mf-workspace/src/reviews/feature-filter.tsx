import { Link } from 'react-router-dom';
import { useFeatures } from '../features/use-features';
import { useWorkspace } from '../workspace/workspace-context';
import styles from './reviews.module.css';

/** Which feature the list is narrowed to, and the way back to every review. */
export function FeatureFilter({ projectId, featureId }: { projectId: string; featureId: string }) {
  const { root } = useWorkspace();
  const { state } = useFeatures(projectId);
  const feature =
    state.status === 'ready' ? state.features.find((item) => item.feature_id === featureId) : undefined;
  return (
    <p className={styles.filter}>
      {state.status === 'loading'
        ? 'Reviews linked to one feature'
        : feature
          ? `Reviews linked to ${feature.feature_name}`
          : 'This feature no longer exists.'}{' '}
      <Link to={`${root}/reviewandapproval`}>Show all reviews</Link>
    </p>
  );
}
