import { detectFileType } from '../files/file-kinds.js';
import { newStoredName } from '../../platform/byte-store/byte-store.js';
import type { ByteStore } from '../../platform/byte-store/byte-store.js';

/* Task attachments: which files are allowed (judged by their bytes), their shown names, and where they live. */

/** What the bytes really are, by the extension the stored file gets. DOC covers Word's old and new formats. */
const allowedKinds = {
  pdf: { mime: 'application/pdf', names: ['pdf'] },
  doc: { mime: 'application/msword', names: ['doc'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    names: ['docx', 'doc'],
  },
  jpg: { mime: 'image/jpeg', names: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', names: ['png'] },
} as const;
export type AttachmentKind = keyof typeof allowedKinds;

/** file-type's name for a detected type, to ours: a Word 97-2003 file is a Compound File Binary. */
const detectedKinds: Record<string, AttachmentKind> = {
  pdf: 'pdf',
  cfb: 'doc',
  docx: 'docx',
  jpg: 'jpg',
  png: 'png',
};

export const mimeTypeOf = (kind: AttachmentKind) => allowedKinds[kind].mime;

/** Every type an attachment is sent with. */
export const ATTACHMENT_TYPES = Object.values(allowedKinds).map((kind) => kind.mime);

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The kind of an allowed file: its bytes must be PDF, Word, JPEG or PNG and its name must say the same
 * (a PDF named `.png` is refused too, so what the user sees matches what they get). Null otherwise.
 */
export async function attachmentKind(name: string, bytes: Uint8Array): Promise<AttachmentKind | null> {
  const detected = await detectFileType(bytes);
  const kind = detected ? detectedKinds[detected.ext] : undefined;
  if (!kind) return null;
  return (allowedKinds[kind].names as readonly string[]).includes(extensionOf(name)) ? kind : null;
}

const maxNameLength = 120;

/**
 * The uploader's name made safe to show and to send back in Content-Disposition: no folders, no
 * control or reserved characters, no leading dots, at most 120 characters with the extension kept.
 */
export function sanitiseFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const extension = extensionOf(cleaned);
  if (cleaned.length <= maxNameLength) return cleaned;
  const stem = cleaned.slice(0, maxNameLength - extension.length - 1).trimEnd();
  return `${stem}.${extension}`;
}

const keyPattern = /^[0-9a-f]{32}\.(pdf|doc|docx|jpg|png)$/;

/**
 * The attachments' bytes on the byte store's `task-attachments` shelf; only the download route reads
 * them, after the permission check. Stored names are random and made by the server.
 */
export class AttachmentStore {
  constructor(private readonly store: ByteStore) {}

  async save(bytes: Uint8Array, kind: AttachmentKind): Promise<string> {
    const key = newStoredName(kind);
    await this.store.put('task-attachments', key, bytes, mimeTypeOf(kind));
    return key;
  }

  /** The bytes of a stored file, or null when the key is not one this store makes or the file is gone. */
  async read(key: string): Promise<Uint8Array | null> {
    if (!keyPattern.test(key)) return null;
    return this.store.get('task-attachments', key);
  }

  async remove(key: string): Promise<void> {
    if (keyPattern.test(key)) await this.store.remove('task-attachments', key);
  }
}
