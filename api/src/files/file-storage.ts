import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where the bytes of project files live. Keys are made by the server (`newStorageKey`), never by a user,
 * and nothing here is public: the API reads the bytes back only after the permission check.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

const keyPattern = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** 128 random bits and the extension of the type the bytes really are. */
export const newStorageKey = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

export const isStorageKey = (key: string) => keyPattern.test(key);

/** The default: a folder outside every web root (`DATA_DIR/uploads/project-files`). */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly folder: string) {}

  private path(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return join(this.folder, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeFile(this.path(key), bytes, { flag: 'wx' });
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!isStorageKey(key)) return null;
    return readFile(this.path(key)).catch(() => null);
  }

  async remove(key: string): Promise<void> {
    if (isStorageKey(key)) await rm(this.path(key), { force: true });
  }
}
