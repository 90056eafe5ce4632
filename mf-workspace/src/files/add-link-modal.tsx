import { Button, Input, Modal, usePlatform } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { FileSettingsFields, settingsBody } from './file-settings-fields';
import type { FileSettings } from './file-settings-fields';
import type { LinkOptions } from './use-link-options';
import { useFormSend } from './use-form-send';

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
  const { api } = usePlatform();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [settings, setSettings] = useState(pageSettings);
  useEffect(() => {
    if (open) setSettings(pageSettings);
  }, [open, pageSettings]);

  const { sending, submit } = useFormSend(
    () =>
      api.post<{ message: string }>(`/api/projects/${encodeURIComponent(projectId)}/links/`, {
        name,
        url,
        ...settingsBody(settings),
      }),
    () => {
      setName('');
      setUrl('');
      onAdded();
      onClose();
    },
  );

  return (
    <Modal open={open} onClose={onClose} title="Add a link">
      <form onSubmit={submit}>
        <Input label="Title" value={name} onChange={(event) => setName(event.target.value)} required />
        <Input
          label="Address"
          value={url}
          type="url"
          placeholder="https://"
          onChange={(event) => setUrl(event.target.value)}
          required
        />
        <FileSettingsFields value={settings} options={options} onChange={setSettings} />
        <Button type="submit" disabled={sending}>
          {sending ? 'Adding...' : 'Add Link'}
        </Button>
      </form>
    </Modal>
  );
}
