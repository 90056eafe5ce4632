import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ByteStore, Shelf } from './byte-store.js';
import { assertStoredName, isStoredName } from './byte-store.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Any S3-compatible server (MinIO, R2, a local one in tests); unset means AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Folder inside the bucket, ending in `/` (or empty). */
  prefix: string;
}

/**
 * Where a shelf's objects sit under the prefix. Project files were the first bytes in the bucket and sit
 * at the prefix itself, so buckets written before the other shelves came keep working unchanged.
 */
const shelfFolder = (shelf: Shelf) => (shelf === 'project-files' ? '' : `${shelf}/`);

/** Every shelf in one private S3-compatible bucket; objects are written without any public ACL. */
export class S3ByteStore implements ByteStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  private objectKey(shelf: Shelf, name: string): string {
    assertStoredName(name);
    return `${this.settings.prefix}${shelfFolder(shelf)}${name}`;
  }

  async put(shelf: Shelf, name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(shelf, name),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(shelf: Shelf, name: string): Promise<Uint8Array | null> {
    if (!isStoredName(name)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(shelf, name) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async remove(shelf: Shelf, name: string): Promise<void> {
    if (!isStoredName(name)) return;
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(shelf, name) }),
    );
  }

  destroy(): void {
    this.client.destroy();
  }
}
