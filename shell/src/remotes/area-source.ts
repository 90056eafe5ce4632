import type { RemotePageKey } from '@platform/contract';
import type { ApiOperation, ApiResult } from '@platform/shared-ui';
import type { ApiClient } from '@platform/shared-ui/core';
import type { ComponentType } from 'react';
import { AREAS, type AreaId } from '../routes/areas';
import type { ShellHealth } from '../telemetry/shell-health';
import { pagesModuleScripts, remoteEntryOf } from './build-manifest';
import { CONTRACT_PACKAGE, refusedContractRange, requiredContractRanges } from './contract-check';
import type { ServedRegistry } from './served-registry';

/** The two Module Federation runtime calls the shell needs (`@module-federation/enhanced/runtime`). */
export interface FederationRuntime {
  registerRemotes(
    remotes: { name: string; entry: string; entryGlobalName?: string }[],
    options?: { force?: boolean },
  ): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/**
 * An area's `./pages` module as the shell gets it at runtime. Remotes are typed by their own page keys
 * (`AreaModule<N>` of shared-ui); a build published earlier may still lack a newer key, so here
 * any key may be missing (the page then says it is coming soon).
 */
export interface AreaModule {
  pages: Readonly<Partial<Record<RemotePageKey, ComponentType>>>;
  version: string;
}

/** Where the shell gets each area's `./pages` module from. */
export interface AreaSource {
  /** The area's module; the same promise on every call until `reset`. */
  load(area: AreaId): Promise<AreaModule>;
  /** Forgets the area's load (a failed one, for Retry): the next `load` reads the registry and loads again. */
  reset(area: AreaId): void;
}

/** An area that could not be loaded. */
export class AreaLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AreaLoadError';
  }
}

/** A build made against a platform contract range this shell's contract is not in: refused unloaded. */
export class AreaContractError extends AreaLoadError {
  constructor(message: string) {
    super(message);
    this.name = 'AreaContractError';
  }
}

async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new AreaLoadError(`${url} answered ${response.status}.`);
  return response.json();
}

function isPagesModule(value: unknown): value is AreaModule {
  if (typeof value !== 'object' || value === null) return false;
  const { pages, version } = value as Record<string, unknown>;
  return typeof pages === 'object' && pages !== null && typeof version === 'string';
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AreaLoadError(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** `GET /api/remotes`: each area's live build for this browser, and the page load's telemetry beacon. */
type RemoteRegistry = ApiResult<ApiOperation<'/api/remotes', 'get'>>;

export interface FederationSourceOptions {
  api: ApiClient;
  runtime: FederationRuntime;
  /** A load that takes longer fails, so an area never hangs (default 20 s). */
  timeoutMs?: number;
  /** This browser's id for canary buckets (visitor-id.ts); the API uses the account when signed in. */
  visitor?: string;
  /** Told which build each area loads, which loads fail, and the page load's beacon (telemetry/shell-health.ts). */
  health?: Pick<ShellHealth, 'assigned' | 'loadFailed' | 'beacon'>;
  /**
   * The registry answer and manifest the prerendered page came with (served-registry.ts), used instead of
   * asking until an area is reset; `GET /api/remotes` is then asked only for the page load's beacon, not waited for.
   */
  served?: ServedRegistry | null;
  /**
   * The platform contract version this shell provides (contract-check.ts). Given, each build's manifest is
   * read before its code and a build whose required contract range does not admit it is refused; `null`
   * (the shell could not tell its own) loads builds unchecked, with a warning.
   */
  contractVersion?: string | null;
  /** Reads a build's `mf-manifest.json` (its contract range, and where its `remoteEntry.js` is). */
  readManifest?: (url: string) => Promise<unknown>;
  /** Starts fetching scripts the runtime is about to ask for (default: `<link rel="preload">`). */
  preloadScripts?: (urls: readonly string[]) => void;
}

function preloadWithLinks(urls: readonly string[]): void {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url;
    document.head.append(link);
  }
}

/**
 * Loads areas from the runtime registry: `GET /api/remotes` gives each remote's `mf-manifest.json`, read when
 * the area is first visited; the `remoteEntry.js` it names is registered with the federation runtime, then
 * `<name>/pages` is loaded.
 */
export function createFederationSource({
  api,
  runtime,
  timeoutMs = 20_000,
  visitor,
  health,
  contractVersion,
  readManifest = fetchManifest,
  preloadScripts = preloadWithLinks,
  served: servedAtStart = null,
}: FederationSourceOptions): AreaSource {
  const loads = new Map<AreaId, Promise<AreaModule>>();
  const registered = new Set<AreaId>();
  let registry: Promise<RemoteRegistry> | null = null;
  let served = servedAtStart;
  let beaconAsked = false;
  const refused = new Set<string>();
  if (contractVersion === null) {
    console.warn(
      `The shell cannot tell its ${CONTRACT_PACKAGE} version: remotes load without a contract check.`,
    );
  }

  function readRegistry(): Promise<RemoteRegistry> {
    // Signed in, the token picks the bucket (a canary stays with the person on every browser). The core
    // client, not `typedApi`: the registry is read before every first page, and the typed client (openapi-fetch
    // in shared-ui's full entry) would put ~7 KiB gzip in front of it (docs/decisions.md).
    // The core client, not typedApi (shared-ui's full entry, ~7 KiB before the home page); the type is the operation's.
    // eslint-disable-next-line no-restricted-syntax
    registry ??= api.get<RemoteRegistry>('/api/remotes', { auth: 'user', query: { visitor } });
    return registry;
  }

  /** The builds to load: the page's own answer while there is one, else the API's. */
  async function currentRemotes(): Promise<{ remotes: RemoteRegistry['remotes']; beacon?: string }> {
    if (!served) return readRegistry();
    if (!beaconAsked) {
      beaconAsked = true;
      readRegistry().then(
        ({ beacon }) => health?.beacon(beacon),
        () => undefined,
      );
    }
    return { remotes: served.remotes };
  }

  async function loadArea(area: AreaId): Promise<AreaModule> {
    const { package: packageName } = AREAS[area];
    const { remotes, beacon } = await currentRemotes();
    const entry = remotes.find((remote) => remote.name === area);
    if (!entry) throw new AreaLoadError(`The registry has no live build of ${packageName}.`);
    health?.assigned(area, { remote: entry.package, version: entry.version }, beacon);
    const manifest = served?.manifests[entry.entry] ?? (await readManifest(entry.entry));
    if (contractVersion) assertContract(area, entry, contractVersion, manifest);
    const remote = remoteEntryOf(area, entry.entry, manifest);
    if (!remote)
      throw new AreaLoadError(`${packageName} ${entry.version} has no remote entry in its manifest.`);
    // `./pages` itself comes while remoteEntry.js loads, not after it has run.
    preloadScripts(pagesModuleScripts(entry.entry, manifest));
    // Loading an area again (Retry) replaces its registration, which clears the runtime's cached failure.
    runtime.registerRemotes([remote], { force: registered.has(area) });
    registered.add(area);
    const module = await runtime.loadRemote<unknown>(`${area}/pages`);
    if (!isPagesModule(module)) {
      throw new AreaLoadError(`${packageName} ${entry.version} does not expose pages and a version.`);
    }
    return module;
  }

  /** Refuses, before any of its code runs, a build made against a contract this shell does not provide. */
  function assertContract(
    area: AreaId,
    entry: { package: string; version: string },
    provided: string,
    manifest: unknown,
  ): void {
    const required = refusedContractRange(provided, requiredContractRanges(manifest));
    if (required === null) return;
    const build = `${entry.package} ${entry.version}`;
    const message = `${build} was built against ${CONTRACT_PACKAGE} ${required}; this shell provides ${provided}.`;
    if (!refused.has(build)) {
      refused.add(build);
      console.error(
        `CONTRACT MISMATCH: ${message} Not loaded: the ${AREAS[area].label} area shows its fallback.`,
      );
    }
    throw new AreaContractError(message);
  }

  return {
    load(area) {
      let load = loads.get(area);
      if (!load) {
        load = withTimeout(loadArea(area), timeoutMs, `${AREAS[area].package} took too long to load.`);
        load.catch((error: unknown) => health?.loadFailed(area, error));
        loads.set(area, load);
      }
      return load;
    },
    reset(area) {
      loads.delete(area);
      registry = null;
      served = null;
    },
  };
}
