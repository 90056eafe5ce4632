import { join } from 'node:path';
import { ConfigError } from '../config.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/**
 * S3_BUCKET switches project files to an S3-compatible store (README lists the variables); without it they
 * stay on local disk under the uploads folder.
 */
export function fileStorageFromEnv(env: NodeJS.ProcessEnv, uploadsDir: string): FileStorage {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return new LocalFileStorage(join(uploadsDir, 'project-files'));
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  }
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
  return new S3FileStorage({
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || Boolean(env.S3_ENDPOINT),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  });
}
