import { useRef } from 'react';
import { ACCEPTED_FILES, addFiles, fileSize, MAX_FILE_MB } from './task-form-rules';
import styles from './task-form.module.css';

export interface TaskFilesFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Why the files just chosen were not added (the spec's message, or the size limit). */
  onError: (message: string) => void;
}

/** "Add Files (Optional)": choose files, see them with their sizes, remove them again. */
export function TaskFilesField({ files, onChange, onError }: TaskFilesFieldProps) {
  const input = useRef<HTMLInputElement>(null);

  function choose(list: FileList | null) {
    const result = addFiles(files, [...(list ?? [])]);
    if (input.current) input.current.value = '';
    if ('error' in result) onError(result.error);
    else onChange(result.files);
  }

  return (
    <div className={styles.card}>
      <label className={styles.cardLabel} htmlFor="task-files">
        Add Files (Optional)
      </label>
      <input
        ref={input}
        id="task-files"
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        className={styles.fileInput}
        aria-describedby="task-files-hint"
        onChange={(event) => choose(event.target.files)}
      />
      <p id="task-files-hint" className={styles.muted}>
        PDF, DOC, JPEG, JPG or PNG, each name once, up to {MAX_FILE_MB} MB each (10 MB in all).
      </p>
      {files.length === 0 ? (
        <p className={styles.muted}>Selected file</p>
      ) : (
        <ul className={styles.fileList} aria-label="Selected files">
          {files.map((file) => (
            <li key={file.name}>
              {file.name} <span className={styles.muted}>{fileSize(file.size)}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((other) => other !== file))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
