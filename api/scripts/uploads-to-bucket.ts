import { join } from 'node:path';
import { byteStoreFromEnv } from '../src/platform/byte-store/byte-store-from-env.js';
import { copyFromDisk } from '../src/platform/byte-store/copy-from-disk.js';
import { S3ByteStore } from '../src/platform/byte-store/s3-byte-store.js';
import { readEnvironment } from '../src/platform/config/environment.js';
import { loadConfig } from '../src/platform/config/server-config.js';

/*
 * `npm run uploads:to-bucket`: copies what this host keeps in `DATA_DIR/uploads` into the S3_BUCKET bucket,
 * once, when a host that stored bytes on disk starts using a bucket (docs/decisions.md, "One store for every
 * byte"). Safe to run again and while the API runs: objects are only added, never changed or removed.
 */

const env = readEnvironment();
if (!env.S3_BUCKET) {
  console.error('S3_BUCKET is not set: the API reads DATA_DIR/uploads itself, nothing to copy.');
  process.exit(2);
}
const uploadsDir = join(loadConfig(env).database.dataDir, 'uploads');
const store = byteStoreFromEnv(env, uploadsDir);
try {
  const copied = await copyFromDisk(uploadsDir, store);
  for (const [shelf, count] of Object.entries(copied)) console.log(`${shelf}: ${count} copied`);
} finally {
  if (store instanceof S3ByteStore) store.destroy();
}
