import {
  Button,
  Select,
  useLiveEvents,
  useTypedApi,
  type ApiOperation,
  type ApiResult,
} from '@platform/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import styles from './recent-updates.module.css';

const RECENT_UPDATES = '/api/projects/{project_id}/recent-updates/';
type Update = ApiResult<ApiOperation<typeof RECENT_UPDATES, 'get'>>['updates'][number];

const TITLE = 'Recent Updates';
/** The filter's choices: every change, or those of one kind of thing. */
const SUBJECTS = [
  { value: '', label: 'Everything' },
  { value: 'task', label: 'Tasks' },
  { value: 'file', label: 'Files' },
  { value: 'review', label: 'Reviews' },
  { value: 'milestone', label: 'Milestones' },
  { value: 'meeting', label: 'Meetings' },
  { value: 'member', label: 'Team' },
  { value: 'feature', label: 'Features' },
  { value: 'brief', label: 'Brief' },
  { value: 'project', label: 'Project' },
] as const;

const FOLLOWED = SUBJECTS.flatMap((choice) => (choice.value ? [choice.value] : []));

function ProjectUpdates() {
  const { project } = useWorkspace();
  const api = useTypedApi();
  const [subject, setSubject] = useState<(typeof SUBJECTS)[number]['value']>('');
  const [updates, setUpdates] = useState<Update[] | null>(null);
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (before: string | null) => {
      try {
        const page = await api.get(RECENT_UPDATES, {
          path: { project_id: project.id },
          query: { subject: subject || undefined, before: before ?? undefined },
        });
        setUpdates((shown) => (before ? [...(shown ?? []), ...page.updates] : page.updates));
        setNextBefore(page.next_before);
        setError(null);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : 'An error occurred');
      }
    },
    [api, project.id, subject],
  );
  useEffect(() => {
    void load(null);
  }, [load]);
  // Every change by anyone: the newest page again.
  useLiveEvents(project.id, FOLLOWED, () => void load(null));

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{TITLE}</h2>
        <Select
          label="Show"
          name="subject"
          options={SUBJECTS.map((choice) => choice.label)}
          value={SUBJECTS.find((choice) => choice.value === subject)?.label ?? 'Everything'}
          onChange={(event) =>
            setSubject(SUBJECTS.find((choice) => choice.label === event.target.value)?.value ?? '')
          }
        />
      </div>
      {error ? <p role="alert">{error}</p> : null}
      {updates === null && !error ? <p>Loading updates...</p> : null}
      {updates?.length === 0 ? <p>No updates yet.</p> : null}
      <ol className={styles.feed} aria-label="Updates, newest first">
        {(updates ?? []).map((update) => (
          <li key={update.id} className={styles.update}>
            <time dateTime={update.at}>{new Date(update.at).toLocaleString()}</time>
            {update.link ? <Link to={update.link}>{update.summary}</Link> : <span>{update.summary}</span>}
          </li>
        ))}
      </ol>
      {nextBefore ? (
        <Button variant="secondary" onClick={() => void load(nextBefore)}>
          Show older updates
        </Button>
      ) : null}
    </div>
  );
}

/** /project/workspace/{id}/{name}/recent-updates (issue #26): the project's activity feed. */
export default function RecentUpdatesPage() {
  return (
    <WorkspacePage pageName="recent-updates" pageTitle={TITLE}>
      <ProjectUpdates />
    </WorkspacePage>
  );
}
