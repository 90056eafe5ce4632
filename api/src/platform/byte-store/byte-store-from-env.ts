import type { Environment } from '../config/environment.js';
import type { ByteStore } from './byte-store.js';
import { DiskByteStore } from './byte-store.js';
import { S3ByteStore } from './s3-byte-store.js';

/**
 * S3_BUCKET puts every stored byte in an S3-compatible bucket (README lists the variables), so no upload
 * lands on this host's disk; without it they stay in the uploads folder (`DATA_DIR/uploads`).
 */
export function byteStoreFromEnv(
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
): ByteStore {
  const bucket = env.S3_BUCKET;
  if (!bucket) return new DiskByteStore(uploadsDir);
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
  return new S3ByteStore({
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE || Boolean(env.S3_ENDPOINT),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  });
}
