// Types of release.mjs for the API's ops page and automatic rollback.
import type { ByteStore } from '../../api/src/platform/byte-store/byte-store.js';

interface Actor {
  /** Who asked, for the history; the command line's account by default. */
  by?: string;
  /** The releases folder; RELEASES_DIR by default. */
  dir?: string;
  /** The PostgreSQL registry's database (null: the file in `dir`); DATABASE_URL by default. */
  databaseUrl?: string | null;
  /** Where published builds are shared (the API's byte store); the one S3_BUCKET names by default. */
  store?: ByteStore;
}

export function parseShare(value: unknown): number;
export function publish(
  name: string,
  version?: string,
  options?: Actor & { canary?: string | number },
): Promise<string>;
export function promote(name: string, options?: Actor): Promise<string>;
export function setCanaryShare(name: string, share: unknown, options?: Actor): Promise<number>;
export function rollback(
  name: string,
  version?: string,
  options?: Actor & { reason?: string },
): Promise<{ live: string; dropped: string | null }>;
export function dropCanary(
  name: string,
  version: string,
  options: { by: string; reason: string; dir?: string; databaseUrl?: string | null },
): Promise<boolean>;
