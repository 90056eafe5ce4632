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
export function readRegistry(dir?: string): Promise<Registry>;
export function writeRegistry(registry: Registry, dir?: string): Promise<void>;
export function updateRegistry<T>(change: (registry: Registry) => T | Promise<T>, dir?: string): Promise<T>;
export function commandLineActor(): string;
export function areaState(entry: PublishedArea | undefined): AreaState;
export function assertRemotePackage(name: string): void;
