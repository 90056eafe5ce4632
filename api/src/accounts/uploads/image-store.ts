import { newStoredName } from '../../platform/byte-store/byte-store.js';
import type { ByteStore } from '../../platform/byte-store/byte-store.js';
import { imageMimeTypes } from './image-type.js';
import type { ImageExtension } from './image-type.js';

/** Server-made names: 128 random bits in hex and the extension of the sniffed type. */
const keyPattern = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

export interface StoredImage {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Uploaded images on one shelf of the byte store; they are served only through API routes. A file's name
 * is never the uploader's: it is random, so names can neither collide nor point elsewhere, and knowing one
 * is the only way to ask for the file.
 */
export class ImageStore {
  constructor(
    private readonly store: ByteStore,
    private readonly shelf: 'profile-pictures',
  ) {}

  async save(bytes: Uint8Array, extension: ImageExtension): Promise<string> {
    const key = newStoredName(extension);
    await this.store.put(this.shelf, key, bytes, imageMimeTypes[extension]);
    return key;
  }

  /** The image and its type, or null for a key this store does not make (`..`, other names) or a gone one. */
  async read(key: string): Promise<StoredImage | null> {
    const match = keyPattern.exec(key);
    if (!match) return null;
    const bytes = await this.store.get(this.shelf, key);
    return bytes && { bytes, contentType: imageMimeTypes[match[1] as ImageExtension] };
  }

  async remove(key: string): Promise<void> {
    if (keyPattern.test(key)) await this.store.remove(this.shelf, key);
  }
}
