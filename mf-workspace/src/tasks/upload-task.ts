import { uploadWithProgress } from '../common/upload-with-progress';

/** Sends the add-task form, reporting upload progress from 0 to 100. */
export const uploadTask = (form: FormData, token: string | null, onProgress: (percent: number) => void) =>
  uploadWithProgress('/api/add-task/', form, token, onProgress);
