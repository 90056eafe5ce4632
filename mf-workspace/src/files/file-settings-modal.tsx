import { Button, Form, Modal, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import { FileSettingsFields, settingsBody } from './file-settings-fields';
import type { FileSettings } from './file-settings-fields';
import type { FileDetail } from './files-api';
import type { LinkTarget } from './link-fields';
import { useLinkOptions } from './use-link-options';

const settingsOf = (file: FileDetail): FileSettings => ({
  access: file.access,
  linked_to: file.linked_to.type as LinkTarget,
  feature_id: file.linked_to.type === 'Feature' ? (file.linked_to.id ?? '') : '',
  task_id: file.linked_to.type === 'Task' ? (file.linked_to.id ?? '') : '',
  allowed_users: file.allowed_users.map((person) => person.id),
});

/** Changes who may see a file and what it is linked to (`PATCH /api/files/{id}/`, Edit). */
export function FileSettingsModal({
  file,
  onClose,
  onSaved,
}: {
  file: FileDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useTypedApi();
  const options = useLinkOptions(file.project_id);
  const [settings, setSettings] = useState(() => settingsOf(file));

  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  async function save() {
    const saved = await submit(null, () =>
      api.patch('/api/files/{file_id}/', { path: { file_id: file.id }, body: settingsBody(settings) }),
    );
    if (!saved) return;
    onSaved();
    onClose();
  }

  return (
    <Modal open onClose={onClose} title="Access and link">
      <Form onSubmit={() => void save()} fieldErrors={fieldErrors}>
        <FileSettingsFields value={settings} options={options} onChange={setSettings} />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save'}
        </Button>
      </Form>
    </Modal>
  );
}
