import { satisfy } from '@module-federation/enhanced/runtime';

/** The singleton every remote gets from the shell: the platform contract (docs/operations.md). */
export const CONTRACT_PACKAGE = '@platform/shared-ui';
/**
 * Its shared entries: the whole, its core, its forms (with the typed client) and its query cache (shared-ui/src/),
 * all carrying the same range.
 */
const CONTRACT_ENTRIES: readonly unknown[] = [
  CONTRACT_PACKAGE,
  `${CONTRACT_PACKAGE}/core`,
  `${CONTRACT_PACKAGE}/forms`,
  `${CONTRACT_PACKAGE}/queries`,
];

/** The part of a remote build's `mf-manifest.json` read here. */
interface Manifest {
  shared?: { name?: unknown; requiredVersion?: unknown }[];
}

/** The federation runtime's view of the shell's own shared modules (`getInstance()`). */
export interface FederationInstance {
  options: { name: string; shared: Record<string, { version: string; from: string }[] | undefined> };
}

/** The contract version this shell provides to every remote, as its federation runtime registered it. */
export function providedContractVersion(instance: FederationInstance | null | undefined): string | null {
  if (!instance) return null;
  const own = instance.options.shared[CONTRACT_PACKAGE]?.find(
    (shared) => shared.from === instance.options.name,
  );
  return own?.version ?? null;
}

/** The contract ranges a build was made against, one per contract entry it shares, from its manifest. */
export function requiredContractRanges(manifest: unknown): string[] {
  const shared = (manifest as Manifest | null)?.shared;
  if (!Array.isArray(shared)) return [];
  return shared
    .filter((entry) => CONTRACT_ENTRIES.includes(entry.name))
    .map((entry) => entry.requiredVersion)
    .filter((range): range is string => typeof range === 'string');
}

/**
 * The first of the ranges a build requires that the shell's contract `provided` is not in (by the runtime's
 * own semver), or null when it admits them all: every entry the build shares must be satisfied.
 */
export function refusedContractRange(provided: string, required: readonly string[]): string | null {
  return required.find((range) => !satisfy(provided, range)) ?? null;
}
