import { useRef } from 'react';
import { useFileBlob } from './use-file-blob';
import { useFocusKeptFromFrame } from './use-focus-kept-from-frame';
import styles from './files.module.css';

const previewable = (mimeType: string | null) =>
  mimeType === 'application/pdf' || /^image\/(jpeg|png|gif|webp)$/.test(mimeType ?? '');

/**
 * A version's preview, fetched with the bearer token: images in place, a PDF in a frame of its blob: URL
 * (the one kind of frame the site's CSP allows; docs/decisions.md "CSP for the PDF preview").
 */
export function FilePreview({
  downloadUrl,
  mimeType,
  name,
}: {
  downloadUrl: string;
  mimeType: string | null;
  name: string;
}) {
  const url = useFileBlob(previewable(mimeType) ? `${downloadUrl}&inline=1` : null, mimeType ?? '');
  const frame = useRef<HTMLIFrameElement>(null);
  useFocusKeptFromFrame(frame);
  if (!previewable(mimeType)) return <p className={styles.muted}>No preview for this type of file.</p>;
  if (!url) return <p className={styles.muted}>Loading preview...</p>;
  if (mimeType === 'application/pdf') {
    return <iframe ref={frame} src={url} title={`Preview of ${name}`} className={styles.pdf} />;
  }
  return <img src={url} alt={`Preview of ${name}`} className={styles.image} />;
}
