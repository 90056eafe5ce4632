import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { ByteStore } from './byte-store.js';
import { isStoredName, SHELVES } from './byte-store.js';

/**
 * Copies every object of a disk store's folder (`DATA_DIR/uploads/<shelf>/`) into `store`, for a host that
 * moves to a bucket: before the one byte store, task attachments and profile pictures stayed on local disk
 * even with S3_BUCKET set, and a host that starts with a bucket reads only from it. Stored names never get
 * other bytes, so running it again copies the same objects again and changes nothing; files that are not
 * stored names (a `.part` left by a crash mid-write) are skipped. Answers how many objects each shelf got.
 */
export async function copyFromDisk(uploadsDir: string, store: ByteStore): Promise<Record<string, number>> {
  const copied: Record<string, number> = {};
  for (const shelf of SHELVES) {
    const folder = join(uploadsDir, shelf);
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    let count = 0;
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const name = relative(folder, path).split(sep).join('/');
      if (!isStoredName(name) || name.endsWith('.part')) continue;
      await store.put(shelf, name, await readFile(path), getMimeType(name) ?? 'application/octet-stream');
      count += 1;
    }
    copied[shelf] = count;
  }
  return copied;
}
