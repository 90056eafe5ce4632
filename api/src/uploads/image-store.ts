import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageExtension } from './image-type.js';

/** Server-made names: 128 random bits in hex and the extension of the sniffed type. */
const keyPattern = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

export interface StoredImageKey {
  key: string;
  extension: ImageExtension;
}

/**
 * Uploaded images on local disk, in a folder outside every web root; they are served only through API
 * routes. A file's name is never the uploader's: it is random, so names can neither collide nor point
 * elsewhere, and knowing one is the only way to ask for the file.
 */
export class ImageStore {
  constructor(private readonly folder: string) {}

  async save(bytes: Uint8Array, extension: ImageExtension): Promise<string> {
    const key = `${randomBytes(16).toString('hex')}.${extension}`;
    await mkdir(this.folder, { recursive: true });
    await writeFile(join(this.folder, key), bytes, { flag: 'wx' });
    return key;
  }

  /** The key's parts when it is one this store makes; null for anything else (`..`, other names). */
  parse(key: string): StoredImageKey | null {
    const match = keyPattern.exec(key);
    return match ? { key, extension: match[1] as ImageExtension } : null;
  }

  /** Absolute path of a stored file, for a key that `parse` accepts. */
  path(key: StoredImageKey): string {
    return join(this.folder, key.key);
  }

  async remove(key: string): Promise<void> {
    const parsed = this.parse(key);
    if (parsed) await rm(this.path(parsed), { force: true });
  }
}
