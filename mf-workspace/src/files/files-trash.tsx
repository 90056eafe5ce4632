import { Button, FORM_ERROR_TOAST, FORM_SUCCESS_TOAST, usePlatform, useTypedApi } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { shortDate } from './files-api';
import styles from './files.module.css';

const TRASH_PATH = '/api/projects/{project_id}/files/trash/';

/** The project's trash: deleted files for 30 days, each with Restore for those who may edit files. */
export function FilesTrash({
  projectId,
  canEdit,
  onRestored,
}: {
  projectId: string;
  canEdit: boolean;
  onRestored: () => void;
}) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const onProject = { path: { project_id: projectId } };
  const query = useApiQuery('get', TRASH_PATH, { params: onProject });
  const [restoring, setRestoring] = useState<string | null>(null);

  async function restore(fileId: string) {
    setRestoring(fileId);
    try {
      const answer = await api.post('/api/files/{file_id}/restore/', { path: { file_id: fileId } });
      toast(answer.message, FORM_SUCCESS_TOAST);
      void invalidateApi([TRASH_PATH], onProject);
      onRestored();
    } catch (error) {
      toast((error as Error).message, FORM_ERROR_TOAST);
    } finally {
      setRestoring(null);
    }
  }

  if (query.isPending) return <p>Loading the trash...</p>;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  if (query.data.files.length === 0) return <p>The trash is empty.</p>;
  return (
    <div className={styles.tableScroll}>
      <p className={styles.muted}>Deleted files stay here for 30 days, then they are removed for good.</p>
      <table className={styles.table} aria-label="Trash">
        <thead>
          <tr>
            <th>File Name</th>
            <th>Deleted</th>
            <th>By</th>
            <th>Removed for good</th>
            <th>
              <span className={styles.muted}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data.files.map((file) => (
            <tr key={file.id}>
              <td>{file.name}</td>
              <td>{shortDate(file.deleted_at)}</td>
              <td>{file.deleted_by?.name ?? 'Former member'}</td>
              <td>{shortDate(file.removed_at)}</td>
              <td>
                {canEdit ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Restore ${file.name}`}
                    loading={restoring === file.id}
                    onClick={() => void restore(file.id)}
                  >
                    Restore
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
