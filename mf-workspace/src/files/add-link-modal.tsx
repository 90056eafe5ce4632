import { Button, Form, Input, Modal, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { FileSettingsFields, settingsBody } from './file-settings-fields';
import type { FileSettings } from './file-settings-fields';
import type { LinkOptions } from './use-link-options';

/** Adds a web link to the project's Links tab, with the access and link of the page's upload settings. */
export function AddLinkModal({
  projectId,
  settings: pageSettings,
  options,
  open,
  onClose,
  onAdded,
}: {
  projectId: string;
  settings: FileSettings;
  options: LinkOptions;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const api = useTypedApi();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [settings, setSettings] = useState(pageSettings);
  useEffect(() => {
    if (open) setSettings(pageSettings);
  }, [open, pageSettings]);

  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  async function add() {
    const added = await submit(null, () =>
      api.post('/api/projects/{project_id}/links/', {
        path: { project_id: projectId },
        body: { name, url, ...settingsBody(settings) },
      }),
    );
    if (!added) return;
    setName('');
    setUrl('');
    onAdded();
    onClose();
  }

  return (
    <Modal open={open} onClose={onClose} title="Add a link">
      <Form onSubmit={() => void add()} fieldErrors={fieldErrors}>
        <Input
          label="Title"
          name="name"
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label="Address"
          name="url"
          maxLength={2000}
          value={url}
          type="url"
          placeholder="https://"
          onChange={(event) => setUrl(event.target.value)}
        />
        <FileSettingsFields value={settings} options={options} onChange={setSettings} />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Adding...' : 'Add Link'}
        </Button>
      </Form>
    </Modal>
  );
}
