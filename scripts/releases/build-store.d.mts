// Types of build-store.mjs for the API, which serves builds from the byte store.
import type { ByteStore } from '../../api/src/platform/byte-store/byte-store.js';

export function buildStoreFromEnvironment(): Promise<ByteStore | null>;
export function uploadBuild(store: ByteStore, name: string, version: string, dir: string): Promise<void>;
export function fetchBuild(
  store: ByteStore | null,
  name: string,
  version: string,
  dir: string,
): Promise<boolean>;
