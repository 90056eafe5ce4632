import type { App } from '../../src/app.js';

/* Files and requests the tasks tests share: real bytes of each kind, and the add-task form. */

export const pdfBytes = () =>
  new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const pngBytes = () =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...new Array<number>(17).fill(0),
  ]);
export const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(20).fill(0)]);

export const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([bytes.slice().buffer], name, { type });

export interface TaskFields {
  name?: string;
  type?: string;
  description?: string;
  project_id?: string;
  assignees?: string;
  features?: string;
  visibility?: string;
  attachments?: File[];
}

/** `POST /api/add-task/` as the page sends it: multipart, lists as JSON. */
export function addTask(app: App, token: string, fields: TaskFields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'attachments') continue;
    if (typeof value === 'string') form.append(key, value);
  }
  for (const attachment of fields.attachments ?? []) form.append('attachments', attachment);
  return app.request('/api/add-task/', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}
