import { usePlatform, FORM_SUCCESS_TOAST, FORM_ERROR_TOAST } from '@platform/shared-ui';
import { useCallback, useState } from 'react';
import { uploadWithProgress } from '../common/upload-with-progress';
import { FILE_TEXTS, MAX_FILE_MB } from './files-api';

export interface Upload {
  key: string;
  name: string;
  percent: number;
  state: 'sending' | 'done' | 'failed';
  message?: string;
}

const messageOf = (body: unknown) =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;

/**
 * Uploads files one request each, so each shows its own progress; files over the limit are refused here
 * as the server would (413). `onUploaded` runs after each success.
 */
export function useUploads(url: string, onUploaded: () => void) {
  const { auth, toast } = usePlatform();
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const send = useCallback(
    async (files: File[], fields: Record<string, string> = {}) => {
      for (const file of files) {
        const key = `${file.name}-${Date.now()}-${Math.random()}`;
        if (file.size > MAX_FILE_MB * 1024 * 1024) {
          toast(FILE_TEXTS.tooLarge(file.name), FORM_ERROR_TOAST);
          continue;
        }
        setUploads((current) => [...current, { key, name: file.name, percent: 0, state: 'sending' }]);
        const form = new FormData();
        form.set('file', file);
        for (const [field, value] of Object.entries(fields)) form.set(field, value);
        const answer = await uploadWithProgress(url, form, auth.getToken(), (percent) =>
          update(key, { percent }),
        );
        if (answer.status === 201) {
          update(key, { percent: 100, state: 'done' });
          toast(messageOf(answer.body) ?? FILE_TEXTS.uploaded, FORM_SUCCESS_TOAST);
          onUploaded();
        } else {
          const message = messageOf(answer.body) ?? 'The upload failed. Please try again.';
          update(key, { state: 'failed', message });
          toast(message, FORM_ERROR_TOAST);
        }
      }
    },
    [auth, toast, url, onUploaded],
  );

  return { uploads, send };
}
