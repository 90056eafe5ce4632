import { Button } from '@platform/shared-ui';
import { useFileBlob } from './use-file-blob';
import styles from './files.module.css';

const previewable = (mimeType: string | null) =>
  mimeType === 'application/pdf' || /^image\/(jpeg|png|gif|webp)$/.test(mimeType ?? '');

/**
 * A version's preview, fetched with the bearer token: images in place; a PDF opens in a new tab, since the
 * site's Content-Security-Policy allows no embedded objects or frames.
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
  const url = useFileBlob(previewable(mimeType) ? `${downloadUrl}&inline=1` : null);
  if (!previewable(mimeType)) return <p className={styles.muted}>No preview for this type of file.</p>;
  if (!url) return <p className={styles.muted}>Loading preview...</p>;
  if (mimeType === 'application/pdf') {
    return (
      <Button variant="secondary" onClick={() => window.open(url, '_blank', 'noopener')}>
        Open PDF preview
      </Button>
    );
  }
  return <img src={url} alt={`Preview of ${name}`} className={styles.image} />;
}
