import { useApiQuery } from '@platform/shared-ui/queries';
import styles from './brief-page.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Every saved version of the brief: who saved it, when, how and which sections changed. */
export function BriefHistory({ projectId }: { projectId: string }) {
  const history = useApiQuery('get', '/api/projects/{project_id}/brief-history/', {
    params: { path: { project_id: projectId } },
  });
  const versions = history.isError ? 'failed' : (history.data?.versions ?? null);

  if (versions === null) return <p className={styles.muted}>Loading history...</p>;
  if (versions === 'failed') return <p role="alert">Failed to load the brief's history.</p>;
  if (versions.length === 0)
    return <p className={styles.muted}>No saved versions yet: this is the first draft (V:0).</p>;
  return (
    <ol className={styles.history} aria-label="Brief history">
      {versions.map((item) => (
        <li key={item.version}>
          <strong>V:{item.version}</strong> {item.changed_sections.join(', ')} changed
          {item.source === 'assistant' ? ' through the assistant' : ''}
          {item.edited_by ? ` by ${item.edited_by.name}` : ''}, {when(item.created_at)}
        </li>
      ))}
    </ol>
  );
}
