import { Button, FORM_ERROR_TOAST, FORM_SUCCESS_TOAST, useApiGet, usePlatform } from '@platform/shared-ui';
import { useState } from 'react';
import { filePath, filesPath, shortDate } from './files-api';
import styles from './files.module.css';

interface TrashedFile {
  id: string;
  name: string;
  kind: 'Files' | 'Links';
  deleted_at: string;
  deleted_by: { id: string; name: string } | null;
  removed_at: string;
}

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
  const { api, toast } = usePlatform();
  const query = useApiGet<{ files: TrashedFile[] }>(`${filesPath(projectId)}trash/`);
  const [restoring, setRestoring] = useState<string | null>(null);

  async function restore(file: TrashedFile) {
    setRestoring(file.id);
    try {
      const answer = await api.post<{ message: string }>(`${filePath(file.id)}restore/`);
      toast(answer.message, FORM_SUCCESS_TOAST);
      query.reload();
      onRestored();
    } catch (error) {
      toast((error as Error).message, FORM_ERROR_TOAST);
    } finally {
      setRestoring(null);
    }
  }

  if (query.status === 'loading') return <p>Loading the trash...</p>;
  if (query.status === 'error') return <p role="alert">{query.error.message}</p>;
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
                    onClick={() => void restore(file)}
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
