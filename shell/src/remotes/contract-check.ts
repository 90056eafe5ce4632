import { satisfy } from '@module-federation/enhanced/runtime';

/** The singleton every remote gets from the shell: the platform contract (docs/operations.md). */
export const CONTRACT_PACKAGE = '@platform/shared-ui';
/** Its shared entries: the whole, and its core (shared-ui/src/core.ts), both carrying the same range. */
const CONTRACT_ENTRIES: readonly unknown[] = [CONTRACT_PACKAGE, `${CONTRACT_PACKAGE}/core`];

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

/** The contract range a build was made against, from its manifest; null for a build that shares none. */
export function requiredContractRange(manifest: unknown): string | null {
  const shared = (manifest as Manifest | null)?.shared;
  if (!Array.isArray(shared)) return null;
  const contract = shared.find((entry) => CONTRACT_ENTRIES.includes(entry.name));
  return typeof contract?.requiredVersion === 'string' ? contract.requiredVersion : null;
}

/** Whether the shell's contract `provided` is in the range a build requires (the runtime's own semver). */
export function satisfiesContract(provided: string, required: string | null): boolean {
  return required === null || satisfy(provided, required);
}
