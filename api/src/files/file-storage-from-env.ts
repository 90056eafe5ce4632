import { join } from 'node:path';
import type { Environment } from '../config/environment.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/**
 * S3_BUCKET switches project files to an S3-compatible store (README lists the variables); without it they
 * stay on local disk under the uploads folder.
 */
export function fileStorageFromEnv(
  env: Pick<
    Environment,
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_FORCE_PATH_STYLE'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_PREFIX'
  >,
  uploadsDir: string,
): FileStorage {
  const bucket = env.S3_BUCKET;
  if (!bucket) return new LocalFileStorage(join(uploadsDir, 'project-files'));
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
  return new S3FileStorage({
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE || Boolean(env.S3_ENDPOINT),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  });
}
