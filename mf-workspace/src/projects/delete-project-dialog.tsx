import { ApiError, Button, Modal, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import { forgetProject } from './project-storage';

export interface DeleteProjectDialogProps {
  project: { id: string; name: string };
  onClose: () => void;
  /** After the server deleted it; the dialog is done. */
  onDeleted: () => void;
}

/**
 * Asks the owner to confirm, then deletes the project (`DELETE /api/projects/{id}/`, which checks that the
 * caller owns it). Shown from the Edit Project dialog and from the project's card. The delete goes through
 * the one submit flow (busy while sent, the server's message as the toast); only the server's reason to
 * keep the project is said in the dialog instead.
 */
export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const api = useTypedApi();
  const { submitting: deleting, submit } = useSubmit({ successToast: true });
  // The server keeps a project with a signed contract or paid team (409): said here, where the owner looks.
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    const answer = await submit(null, async () => {
      try {
        return await api.delete('/api/projects/{project_id}/', { path: { project_id: project.id } });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        setRefusal(error.message);
        return null;
      }
    });
    if (!answer) return;
    forgetProject(project.id);
    onDeleted();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Delete project?"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => void confirm()}
            loading={deleting}
            disabled={refusal !== null}
          >
            {deleting ? 'Deleting...' : 'Delete Project'}
          </Button>
        </>
      }
    >
      <p>
        <strong>{project.name}</strong> and everything in it (its brief, features, tasks, files, reviews,
        meetings and team) will be deleted for everyone who works on it.
      </p>
      <p>This cannot be undone.</p>
      {refusal ? <p role="alert">{refusal}</p> : null}
    </Modal>
  );
}
