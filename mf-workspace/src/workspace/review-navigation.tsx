import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useFeatures } from '../features/use-features';
import styles from './workspace.module.css';

/** Features beyond these are reached from All Reviews: the side navigation stays short. */
const FEATURES_SHOWN = 5;

/**
 * The side navigation's Review & Approvals group: every review of the project, then the reviews linked to
 * each of its features (the spec's mock-up showed three fixed names with dead links).
 */
export function ReviewNavigation({ projectId, root }: { projectId: string; root: string }) {
  const { state } = useFeatures(projectId);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const reviewsPath = `${root}/reviewandapproval`;
  const onReviews = pathname === reviewsPath;
  const current = (featureId: string | null) =>
    onReviews && params.get('feature') === featureId ? 'page' : undefined;
  const features = state.status === 'ready' ? state.features.slice(0, FEATURES_SHOWN) : [];
  return (
    <>
      <p className={styles.navGroup}>Review &amp; Approvals</p>
      <Link to={reviewsPath} className={styles.navLink} aria-current={current(null)}>
        All Reviews
      </Link>
      {features.map((feature) => (
        <Link
          key={feature.feature_id}
          to={`${reviewsPath}?feature=${encodeURIComponent(feature.feature_id)}`}
          className={styles.navLink}
          aria-current={current(feature.feature_id)}
        >
          {feature.feature_name}
        </Link>
      ))}
    </>
  );
}
