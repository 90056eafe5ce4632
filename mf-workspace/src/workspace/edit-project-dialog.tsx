import { PROJECT_LIMITS, PROJECT_TYPES } from '@platform/contract';
import {
  Button,
  Form,
  FORM_SUCCESS_TOAST,
  Input,
  Modal,
  Select,
  TextArea,
  usePlatform,
  useSubmit,
  useTypedApi,
} from '@platform/shared-ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DeleteProjectDialog } from '../projects/delete-project-dialog';
import type { ProjectDetails } from '../projects/project-api';
import { checkProjectEdit, PROJECT_SAVE_FAILED, PROJECT_SAVED } from './edit-project-rules';
import type { ProjectEdit } from './edit-project-rules';
import styles from './workspace.module.css';

export interface EditProjectDialogProps {
  project: ProjectDetails;
  onClose: () => void;
  onSaved: (project: ProjectDetails) => void;
}

/**
 * 'Edit Project': name, type and goal; a rename moves the address to the new name's workspace path. The
 * owner also finds Delete Project here, which asks for confirmation and then leaves for the project list.
 */
export function EditProjectDialog({ project, onClose, onSaved }: EditProjectDialogProps) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<ProjectEdit>({
    name: project.name,
    type: project.type ?? '',
    goal: project.goal ?? '',
  });
  // After a save the dialog closes and the address follows the new name.
  const {
    submitting: saving,
    submit,
    fieldErrors,
  } = useSubmit({ busyAfterSuccess: true, networkFailure: PROJECT_SAVE_FAILED });
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const change = (field: keyof ProjectEdit) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function save() {
    const found = checkProjectEdit(values);
    if (Object.keys(found).length > 0) return fieldErrors.show(found);
    const saved = await submit(null, () =>
      api.patch('/api/projects/{project_id}/', {
        path: { project_id: project.id },
        body: { name: values.name.trim(), type: values.type, goal: values.goal.trim() },
      }),
    );
    if (!saved) return;
    toast(PROJECT_SAVED, FORM_SUCCESS_TOAST);
    onSaved(saved);
    const page = location.pathname.split('/').slice(5).join('/');
    navigate(`${saved.workspace_path}${page ? `/${page}` : ''}${location.search}`, { replace: true });
  }

  if (confirmingDelete) {
    return (
      <DeleteProjectDialog
        project={project}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={() => navigate('/project/all-projects', { replace: true })}
      />
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Edit Project"
      footer={
        <>
          {project.is_owner ? (
            <Button variant="danger" onClick={() => setConfirmingDelete(true)} disabled={saving}>
              Delete Project
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="edit-project" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <Form id="edit-project" className={styles.form} onSubmit={() => void save()} fieldErrors={fieldErrors}>
        <Input
          label="Project name"
          value={values.name}
          maxLength={PROJECT_LIMITS.name}
          name="name"
          onChange={(event) => change('name')(event.target.value)}
        />
        <Select
          label="Project type"
          options={PROJECT_TYPES}
          placeholder="Select a type"
          value={values.type}
          name="type"
          onChange={(event) => change('type')(event.target.value)}
        />
        <TextArea
          label="Goal"
          value={values.goal}
          maxLength={PROJECT_LIMITS.goal}
          name="goal"
          onChange={(event) => change('goal')(event.target.value)}
        />
      </Form>
    </Modal>
  );
}
