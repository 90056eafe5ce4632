import { PROJECT_FILE_MAX_BYTES } from '@platform/contract';
import type { FileTypeResult } from 'file-type';
import { loadOnce } from '../../platform/loading/load-once.js';

/* Which uploads are accepted, judged by their bytes, and which tab (Project Files or Media) they go to. */

/** file-type (~1.6 MB of heap), loaded at the first upload rather than held in every process from start. */
const fileTypes = loadOnce(() => import('file-type'));

/** What `bytes` are by their content (file-type's judgement), for project files and task attachments alike. */
export async function detectFileType(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  return (await fileTypes()).fileTypeFromBuffer(bytes);
}

/** Each file or version, at most; the upload area says so and the server answers 413 above it. */
export const maxFileBytes = PROJECT_FILE_MAX_BYTES;

interface Accepted {
  mime: string;
  /** File-name extensions that may carry these bytes. */
  names: readonly string[];
  media: boolean;
}

/** By the extension the stored object gets. No SVG or HTML: they can carry script. */
const accepted = {
  pdf: { mime: 'application/pdf', names: ['pdf'], media: false },
  doc: { mime: 'application/msword', names: ['doc'], media: false },
  xls: { mime: 'application/vnd.ms-excel', names: ['xls'], media: false },
  ppt: { mime: 'application/vnd.ms-powerpoint', names: ['ppt'], media: false },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    names: ['docx'],
    media: false,
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    names: ['xlsx'],
    media: false,
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    names: ['pptx'],
    media: false,
  },
  zip: { mime: 'application/zip', names: ['zip'], media: false },
  txt: { mime: 'text/plain; charset=utf-8', names: ['txt', 'md', 'csv'], media: false },
  jpg: { mime: 'image/jpeg', names: ['jpg', 'jpeg'], media: true },
  png: { mime: 'image/png', names: ['png'], media: true },
  gif: { mime: 'image/gif', names: ['gif'], media: true },
  webp: { mime: 'image/webp', names: ['webp'], media: true },
  mp4: { mime: 'video/mp4', names: ['mp4', 'm4v'], media: true },
  webm: { mime: 'video/webm', names: ['webm'], media: true },
  mov: { mime: 'video/quicktime', names: ['mov'], media: true },
  mp3: { mime: 'audio/mpeg', names: ['mp3'], media: true },
  wav: { mime: 'audio/wav', names: ['wav'], media: true },
} as const satisfies Record<string, Accepted>;

export type FileKind = keyof typeof accepted;

/** Every type a project file is sent with. */
export const FILE_TYPES = Object.values(accepted).map((kind) => kind.mime);

export const ACCEPTED_FILES_TEXT =
  'PDF, Word, Excel, PowerPoint, ZIP, text, JPEG, PNG, GIF, WebP, MP4, WebM, MOV, MP3 or WAV';

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Old Office files are all Compound File Binary; their name tells which one. */
const compoundFileKinds: Record<string, FileKind> = { doc: 'doc', xls: 'xls', ppt: 'ppt' };

const detectedKinds: Record<string, FileKind> = Object.fromEntries(
  (Object.keys(accepted) as FileKind[]).map((kind) => [kind, kind]),
);

const textControls = new Set([9, 10, 13]);

/** Text has no signature: it must decode as UTF-8 and hold no control bytes but tab and line ends. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.some((byte) => (byte < 0x20 && !textControls.has(byte)) || byte === 0x7f)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What an upload really is: its bytes must be an accepted type and its name must say the same (a PDF named
 * `.png` is refused too, so what people see matches what they download). Null otherwise.
 */
export async function fileKindOf(name: string, bytes: Uint8Array): Promise<FileKind | null> {
  const extension = extensionOf(name);
  const detected = await detectFileType(bytes);
  let kind: FileKind | undefined;
  if (detected?.ext === 'cfb') kind = compoundFileKinds[extension];
  else if (detected) kind = detectedKinds[detected.ext === 'm4v' ? 'mp4' : detected.ext];
  else if (bytes.length > 0 && isPlainText(bytes)) kind = 'txt';
  if (!kind) return null;
  return (accepted[kind].names as readonly string[]).includes(extension) ? kind : null;
}

export const mimeTypeOf = (kind: FileKind) => accepted[kind].mime;
export const isMedia = (kind: FileKind) => accepted[kind].media;

/** Types a browser may show in place (the detail page's preview); everything else is a download. */
export const previewable = (mimeType: string) =>
  /^(image\/(jpeg|png|gif|webp)|application\/pdf)$/.test(mimeType);
