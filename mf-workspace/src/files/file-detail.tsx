import {
  Badge,
  Button,
  FORM_ERROR_TOAST,
  FORM_SUCCESS_TOAST,
  isReload,
  useLiveEvents,
  usePlatform,
  useTypedApi,
} from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useRef, useState } from 'react';
import { downloadFile } from '../tasks/download-file';
import { filePath, shortDate, statusTone } from './files-api';
import { UploadProgressList } from './upload-progress-list';
import { FilePreview } from './file-preview';
import { FileSettingsModal } from './file-settings-modal';
import { useUploads } from './use-uploads';
import styles from './files.module.css';
import { CommentThreads } from '../comments/comment-threads';

const FILE_PATH = '/api/files/{file_id}/';

/** The file detail: preview, version history with who and when, status, owner, linked item, Approve. */
export function FileDetailView({ fileId, onBack }: { fileId: string; onBack: () => void }) {
  const { auth, toast } = usePlatform();
  const api = useTypedApi();
  const onFile = { path: { file_id: fileId } };
  const query = useApiQuery('get', FILE_PATH, { params: onFile });
  const reload = () => void invalidateApi([FILE_PATH], onFile);
  useLiveEvents(null, ['file', 'review'], (event) => {
    if (
      isReload(event) ||
      event.kind.startsWith('review') ||
      ('subject' in event && event.subject.id === fileId)
    )
      reload();
  });
  const versionInput = useRef<HTMLInputElement>(null);
  const [approving, setApproving] = useState(false);
  const [editing, setEditing] = useState(false);
  const { uploads, send } = useUploads(`${filePath(fileId)}versions/`, reload);

  if (query.isPending) return <p>Loading file...</p>;
  if (query.isError) {
    return (
      <div role="alert">
        <p>{query.error.status === 404 ? 'File not found.' : query.error.message}</p>
        <Button variant="secondary" onClick={onBack}>
          Back to files
        </Button>
      </div>
    );
  }
  const file = query.data;
  const moveToTrash = async () => {
    try {
      const answer = await api.delete(FILE_PATH, onFile);
      toast(answer.message, FORM_SUCCESS_TOAST);
      onBack();
    } catch (error) {
      toast((error as Error).message, FORM_ERROR_TOAST);
    }
  };
  const approve = async () => {
    setApproving(true);
    try {
      const answer = await api.post('/api/files/{file_id}/approve/', onFile);
      toast(answer.message, FORM_SUCCESS_TOAST);
      reload();
    } catch (error) {
      toast((error as Error).message, FORM_ERROR_TOAST);
    } finally {
      setApproving(false);
    }
  };

  return (
    <section className={styles.detail} aria-label="File detail">
      <div className={styles.toolbar}>
        <Button variant="ghost" onClick={onBack}>
          ← All files
        </Button>
        <h2 className={styles.title}>{file.name}</h2>
        <Badge tone={statusTone[file.status]}>{file.status}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt>Version</dt>
        <dd>v{file.version}</dd>
        <dt>Owner</dt>
        <dd>{file.owner?.name ?? 'Former member'}</dd>
        <dt>Access</dt>
        <dd>
          {file.access}
          {file.access === 'Restricted'
            ? `: ${file.allowed_users.map((person) => person.name).join(', ')}`
            : null}
        </dd>
        <dt>Linked To</dt>
        <dd>
          {file.linked_to.type}: {file.linked_to.name}
        </dd>
      </dl>
      {file.kind === 'links' && file.url ? (
        <a href={file.url} target="_blank" rel="noreferrer noopener">
          {file.url}
        </a>
      ) : file.versions[0] ? (
        <FilePreview
          downloadUrl={file.versions[0].download_url}
          mimeType={file.versions[0].mime_type}
          name={file.name}
        />
      ) : null}
      <div className={styles.actions}>
        {file.can.approve && file.status !== 'Approved' ? (
          <Button onClick={approve} disabled={approving}>
            Approve
          </Button>
        ) : null}
        {file.can.edit ? (
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Access and link
            </Button>
            <Button variant="ghost" onClick={() => void moveToTrash()}>
              Delete
            </Button>
          </>
        ) : null}
        {file.can.edit && file.kind !== 'links' ? (
          <>
            <Button variant="secondary" onClick={() => versionInput.current?.click()}>
              Upload New Version
            </Button>
            <input
              ref={versionInput}
              type="file"
              hidden
              aria-label="New version"
              onChange={(event) => {
                void send([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
          </>
        ) : null}
      </div>
      <UploadProgressList uploads={uploads} />
      {editing ? <FileSettingsModal file={file} onClose={() => setEditing(false)} onSaved={reload} /> : null}
      {file.versions.length > 0 ? (
        <>
          <h3>Version history</h3>
          <ol className={styles.versions} aria-label="Version history">
            {file.versions.map((version) => (
              <li key={version.number}>
                <strong>v{version.number}</strong> {version.file_name} —{' '}
                {version.uploaded_by?.name ?? 'Former member'}, {shortDate(version.created_at)}
                {version.note ? <span className={styles.muted}> · {version.note}</span> : null}{' '}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    downloadFile(version.download_url, version.file_name, auth.getToken()).catch(
                      (error: Error) => toast(error.message, FORM_ERROR_TOAST),
                    )
                  }
                >
                  Download
                </Button>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <h3>Comments</h3>
      <CommentThreads projectId={null} subject={{ type: 'file', id: file.id }} canComment />
    </section>
  );
}
