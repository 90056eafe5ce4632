import type { S3Client } from '@aws-sdk/client-s3';
import { loadOnce } from '../loading/load-once.js';
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

/** The AWS SDK's S3 client (~5 MB of heap), loaded at the first use of a bucket rather than in every process. */
const s3Sdk = loadOnce(() => import('@aws-sdk/client-s3'));

/** Every shelf in one private S3-compatible bucket; objects are written without any public ACL. */
export class S3ByteStore implements ByteStore {
  readonly kind = 's3';
  /** The SDK and its client, made at the first call. */
  private readonly connection = loadOnce(async () => {
    const sdk = await s3Sdk();
    const { settings } = this;
    this.made = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
    return { sdk, client: this.made };
  });
  /** The client once made, for `destroy`. */
  private made: S3Client | null = null;

  constructor(private readonly settings: S3Settings) {}

  private objectKey(shelf: Shelf, name: string): string {
    assertStoredName(name);
    return `${this.settings.prefix}${shelfFolder(shelf)}${name}`;
  }

  async put(shelf: Shelf, name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { sdk, client } = await this.connection();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(shelf, name),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(shelf: Shelf, name: string): Promise<Uint8Array | null> {
    if (!isStoredName(name)) return null;
    const { sdk, client } = await this.connection();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(shelf, name) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return null;
      throw error;
    }
  }

  async remove(shelf: Shelf, name: string): Promise<void> {
    if (!isStoredName(name)) return;
    const { sdk, client } = await this.connection();
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(shelf, name) }),
    );
  }

  destroy(): void {
    this.made?.destroy();
  }
}
