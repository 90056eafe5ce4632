import type { Upload } from './use-uploads';
import styles from './files.module.css';

export function UploadProgressList({ uploads }: { uploads: Upload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.uploads} aria-label="Uploads">
      {uploads.map((upload) => (
        <li key={upload.key} className={styles.upload}>
          <span>{upload.name}</span>
          <progress max={100} value={upload.percent} aria-label={`Uploading ${upload.name}`} />
          <span className={upload.state === 'failed' ? styles.failed : styles.muted}>
            {upload.state === 'failed'
              ? upload.message
              : upload.state === 'done'
                ? 'Uploaded'
                : `${upload.percent}%`}
          </span>
        </li>
      ))}
    </ul>
  );
}
