import {
  Badge,
  Button,
  failureMessage,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  isReload,
  TabList,
  TabPanel,
  useLiveEvents,
  usePlatform,
  useTypedApi,
} from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useId, useState } from 'react';
import { FilePreview } from '../files/file-preview';
import { DETAIL_TABS, statusTone, whenText } from './reviews-api';
import type { DetailTab } from './reviews-api';
import { DecisionModal } from './decision-modal';
import { CommentThreads } from '../comments/comment-threads';
import styles from './reviews.module.css';

const REVIEW = '/api/reviews/{review_id}/';

/** A review: Preview, Reviews (threaded comments), Changes, Details; Approve and Reject for those allowed. */
export function ReviewDetailView({ reviewId, onBack }: { reviewId: string; onBack: () => void }) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const path = { review_id: reviewId };
  // A reload after a comment keeps the review on screen (the query cache), so the next comment being typed stays.
  const query = useApiQuery('get', REVIEW, { params: { path } });
  const reload = () => void invalidateApi([REVIEW], { path });
  useLiveEvents(null, ['review'], (event) => {
    if (isReload(event) || ('subject' in event && event.subject.id === reviewId)) reload();
  });
  const [tab, setTab] = useState<DetailTab>('Preview');
  const panel = useId();
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [words, setWords] = useState('');

  if (query.isPending) return <p>Loading review...</p>;
  if (query.isError) {
    return (
      <div role="alert">
        <p>{query.error.message}</p>
        <Button variant="secondary" onClick={onBack}>
          Back to reviews
        </Button>
      </div>
    );
  }
  const review = query.data;
  const resubmit = async () => {
    try {
      const answer = await api.post('/api/reviews/{review_id}/resubmit/', {
        path: { review_id: review.id },
        body: {},
      });
      toast(answer.message, FORM_SUCCESS_TOAST);
      reload();
    } catch (error) {
      toast(failureMessage(error), FORM_ERROR_TOAST);
    }
  };

  return (
    <section className={styles.detail} aria-label="Review detail">
      <div className={styles.toolbar}>
        <Button variant="ghost" onClick={onBack}>
          ← All reviews
        </Button>
        <h2 className={styles.title}>{review.name}</h2>
        <Badge tone={statusTone[review.status]}>{review.status}</Badge>
        {review.can.decide ? (
          <>
            <Button onClick={() => setDeciding('approve')}>Approve</Button>
            <Button variant="danger" onClick={() => setDeciding('reject')}>
              Reject
            </Button>
          </>
        ) : null}
        {review.can.resubmit ? (
          <Button variant="secondary" onClick={() => void resubmit()}>
            Submit Again
          </Button>
        ) : null}
      </div>
      {review.rejection_reason ? <p role="status">Rejected: {review.rejection_reason}</p> : null}
      <TabList
        label="Review"
        tabs={DETAIL_TABS.map((item) => ({ key: item, label: item }))}
        active={tab}
        onChange={setTab}
        panelId={panel}
      />
      <TabPanel id={panel} active={tab} className={styles.panel}>
        {tab === 'Preview' ? (
          <div className={styles.previews}>
            {review.files.map((file) => (
              <figure key={`${file.id}-${file.version}`} className={styles.preview}>
                <FilePreview downloadUrl={file.download_url} mimeType={file.mime_type} name={file.name} />
                <figcaption>
                  {file.name} · v{file.version} · {file.status}
                </figcaption>
              </figure>
            ))}
            {review.link ? (
              <a href={review.link} target="_blank" rel="noreferrer noopener">
                {review.link}
              </a>
            ) : null}
          </div>
        ) : null}
        {tab === 'Reviews' ? (
          <CommentThreads
            projectId={null}
            subject={{ type: 'review', id: review.id }}
            canComment={review.can.comment}
            onChanged={reload}
          />
        ) : null}
        {tab === 'Changes' ? (
          <div>
            {review.changes.length === 0 ? <p>No changes since the first submission.</p> : null}
            {review.changes.map((change) => (
              <div key={`${change.round}-${change.file.id}`}>
                <h4>
                  Round {change.round}: {change.file.name} v{change.from_version} → v{change.to_version}
                </h4>
                <ul>
                  {change.versions.map((version) => (
                    <li key={version.number}>
                      v{version.number} by {version.uploaded_by?.name ?? 'Former member'},{' '}
                      {whenText(version.created_at)}
                      {version.note ? `: ${version.note}` : ''}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {tab === 'Details' ? (
          <dl className={styles.facts}>
            <dt>Deliverable type</dt>
            <dd>{review.deliverable_type}</dd>
            <dt>Review type</dt>
            <dd>{review.review_type}</dd>
            <dt>Linked To</dt>
            <dd>
              {review.linked_to.type}: {review.linked_to.name}
            </dd>
            <dt>Team access</dt>
            <dd>
              {review.team_access}
              {review.members.length ? `: ${review.members.map((person) => person.name).join(', ')}` : null}
            </dd>
            <dt>Submitted by</dt>
            <dd>{review.submitted_by?.name ?? 'Former member'}</dd>
            <dt>Notes</dt>
            <dd>{review.notes || '—'}</dd>
            <dt>History</dt>
            <dd>
              {review.history.map((event) => (
                <div key={`${event.kind}-${event.created_at}`}>
                  {event.kind} (round {event.round}) by {event.actor?.name ?? 'Former member'},{' '}
                  {whenText(event.created_at)}
                  {event.reason || event.comment ? `: ${event.reason ?? event.comment}` : ''}
                </div>
              ))}
            </dd>
          </dl>
        ) : null}
      </TabPanel>
      <DecisionModal
        decision={deciding}
        words={words}
        onWords={setWords}
        onClose={() => setDeciding(null)}
        send={(body) =>
          'reason' in body
            ? api.post('/api/reviews/{review_id}/reject/', { path: { review_id: review.id }, body })
            : api.post('/api/reviews/{review_id}/approve/', { path: { review_id: review.id }, body })
        }
        onDecided={() => {
          reload();
          setDeciding(null);
          setWords('');
        }}
      />
    </section>
  );
}
