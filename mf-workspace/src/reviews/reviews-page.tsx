import { Badge, Button, TabList, TabPanel, useLiveInvalidation } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { useCanEditFiles } from '../files/use-files-rights';
import { ReviewDetailView } from './review-detail';
import { REVIEW_TABS, statusTone, whenText } from './reviews-api';
import type { ReviewTab } from './reviews-api';
import { FeatureFilter } from './feature-filter';
import { SubmitReviewForm } from './submit-review-form';
import styles from './reviews.module.css';

const REVIEWS = '/api/projects/{project_id}/reviews/';

function ProjectReviews() {
  const { project } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<ReviewTab>('all');
  const canEdit = useCanEditFiles();
  const panel = useId();
  const featureId = params.get('feature');
  const path = { project_id: project.id };
  const query = useApiQuery('get', REVIEWS, {
    params: { path, query: featureId ? { tab, feature_id: featureId } : { tab } },
  });
  useLiveInvalidation(project.id, ['review'], [REVIEWS], { path });
  const show = (key: 'review' | 'submit', value: string | null) => {
    const next = new URLSearchParams();
    if (featureId) next.set('feature', featureId);
    if (value) next.set(key, value);
    setParams(next);
  };
  const reviewId = params.get('review');
  if (reviewId) return <ReviewDetailView reviewId={reviewId} onBack={() => show('review', null)} />;
  if (params.get('submit')) {
    return <SubmitReviewForm projectId={project.id} onSubmitted={(id) => show('review', id)} />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>Review & Approvals</h2>
        {canEdit ? <Button onClick={() => show('submit', '1')}>Submit for Review</Button> : null}
      </div>
      {featureId ? <FeatureFilter projectId={project.id} featureId={featureId} /> : null}
      <TabList
        label="Reviews"
        tabs={REVIEW_TABS.map((item) => ({
          key: item.key,
          label: query.isSuccess ? `${item.label} (${query.data.counts[item.key]})` : item.label,
        }))}
        active={tab}
        onChange={setTab}
        panelId={panel}
      />
      <TabPanel id={panel} active={tab} className={styles.panel}>
        {query.isPending ? <p>Loading reviews...</p> : null}
        {query.isError ? <p role="alert">{query.error.message}</p> : null}
        {query.isSuccess && query.data.reviews.length === 0 ? <p>No reviews here yet.</p> : null}
        {query.isSuccess ? (
          <ul className={styles.cards}>
            {query.data.reviews.map((review) => (
              <li key={review.id}>
                <button type="button" className={styles.card} onClick={() => show('review', review.id)}>
                  <strong>{review.name}</strong>
                  <Badge tone={statusTone[review.status]}>{review.status}</Badge>
                  <span>
                    {review.deliverable_type} · {review.review_type} · {review.linked_to.name}
                  </span>
                  <span>
                    {review.file_count} files · {review.comment_count} comments ·{' '}
                    {whenText(review.updated_at)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </TabPanel>
    </div>
  );
}

/**
 * /project/workspace/{id}/{name}/reviewandapproval (the spec's reviews screen); `?review=<id>` and `?submit=1`,
 * `?feature=<id>` for the reviews linked to one feature.
 */
export default function ReviewsPage() {
  return (
    <WorkspacePage pageName="reviewandapproval" pageTitle="Review & Approvals">
      <ProjectReviews />
    </WorkspacePage>
  );
}
