// Types of registry.mjs for the API, which imports it (it is plain JavaScript so the CLI needs no build).
export interface CanaryState {
  version: string;
  /** Percent of users, above 0 and at most 100. */
  share: number;
}

export interface PublishedArea {
  current: string | null;
  versions: string[];
  canary?: CanaryState | null;
}

export interface AreaState {
  live: string | null;
  canary: CanaryState | null;
}

export interface RegistryChange {
  at: string;
  by: string;
  remote: string;
  action: string;
  from: AreaState;
  to: AreaState;
  reason?: string;
}

export interface Registry {
  remotes: Record<string, PublishedArea>;
  history: RegistryChange[];
}

export const repoRoot: string;
export const remotePackages: string[];
export const historyLimit: number;
export function releasesDir(): string;
export function registryPath(dir?: string): string;
export interface RegistryPlace {
  /** The releases folder (its registry.json on the embedded database); RELEASES_DIR by default. */
  dir?: string;
  /** The PostgreSQL database of the registry, or null for the file; DATABASE_URL by default. */
  databaseUrl?: string | null;
}
export function registryPlace(where?: RegistryPlace): { dir: string; databaseUrl: string | null };
export function readRegistry(where?: RegistryPlace, options?: { history?: boolean }): Promise<Registry>;
export function writeRegistry(registry: Registry, dir?: string): Promise<void>;
export function updateRegistry<T>(
  change: (registry: Registry) => T | Promise<T>,
  where?: RegistryPlace,
): Promise<T>;
export function importRegistryFile(where?: RegistryPlace): Promise<boolean>;
export function closeDatabaseRegistries(): Promise<void>;
export function commandLineActor(): string;
export function areaState(entry: PublishedArea | undefined): AreaState;
export function assertRemotePackage(name: string): void;
