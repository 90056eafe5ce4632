import { ApiError, Button, Input, Modal, Select, TextArea, usePlatform } from '@platform/shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ProjectDetails } from '../projects/project-api';
import {
  checkProjectEdit,
  PROJECT_GOAL_MAX,
  PROJECT_NAME_MAX,
  PROJECT_SAVE_FAILED,
  PROJECT_SAVED,
  PROJECT_TYPES,
} from './edit-project-rules';
import type { EditedProject, ProjectEdit, ProjectEditErrors } from './edit-project-rules';
import styles from './workspace.module.css';

export interface EditProjectDialogProps {
  project: ProjectDetails;
  onClose: () => void;
  onSaved: (project: ProjectDetails) => void;
}

/** 'Edit Project': name, type and goal; a rename moves the address to the new name's workspace path. */
export function EditProjectDialog({ project, onClose, onSaved }: EditProjectDialogProps) {
  const { api, toast } = usePlatform();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<ProjectEdit>({
    name: project.name,
    type: project.type ?? '',
    goal: project.goal ?? '',
  });
  const [errors, setErrors] = useState<ProjectEditErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (field: keyof ProjectEdit) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = checkProjectEdit(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await api.request<EditedProject>(`/api/projects/${encodeURIComponent(project.id)}/`, {
        method: 'PATCH',
        body: { name: values.name.trim(), type: values.type, goal: values.goal.trim() },
      });
      toast(PROJECT_SAVED, { type: 'success' });
      onSaved(saved);
      const page = location.pathname.split('/').slice(5).join('/');
      navigate(`${saved.workspace_path}${page ? `/${page}` : ''}${location.search}`, { replace: true });
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      toast(error instanceof ApiError ? error.message : PROJECT_SAVE_FAILED, { type: 'error' });
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Edit Project"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="edit-project" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <form id="edit-project" className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <Input
          label="Project name"
          value={values.name}
          maxLength={PROJECT_NAME_MAX}
          error={errors.name}
          onChange={(event) => change('name')(event.target.value)}
        />
        <Select
          label="Project type"
          options={PROJECT_TYPES}
          placeholder="Select a type"
          value={values.type}
          error={errors.type}
          onChange={(event) => change('type')(event.target.value)}
        />
        <TextArea
          label="Goal"
          value={values.goal}
          maxLength={PROJECT_GOAL_MAX}
          error={errors.goal}
          onChange={(event) => change('goal')(event.target.value)}
        />
      </form>
    </Modal>
  );
}
