import { Button, Input, Modal, usePlatform } from '@platform/shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';

/** Adds a web link to the project's Links tab. */
export function AddLinkModal({
  projectId,
  open,
  onClose,
  onAdded,
}: {
  projectId: string;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { api, toast } = usePlatform();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const answer = await api.post<{ message: string }>(
        `/api/projects/${encodeURIComponent(projectId)}/links/`,
        {
          name,
          url,
        },
      );
      toast(answer.message, { type: 'success' });
      setName('');
      setUrl('');
      onAdded();
      onClose();
    } catch (error) {
      toast((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

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
        <Button type="submit" disabled={sending}>
          {sending ? 'Adding...' : 'Add Link'}
        </Button>
      </form>
    </Modal>
  );
}
