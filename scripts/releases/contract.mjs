// Which published builds the shell accepts (docs/operations.md, "Contract version"): a build's manifest
// carries the platform contract range it was built against, and the shell refuses it when its own contract
// version is outside that range. The release commands ask the same question before they make a build live.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { admitsContract, CONTRACT_PACKAGE, isContractEntry } from '@platform/rspack-config/contract-range';
import { releasesDir, repoRoot } from './registry.mjs';

/** The contract version of the shell this checkout builds and serves. */
export async function shellContractVersion() {
  return JSON.parse(await readFile(path.join(repoRoot, 'shared-ui', 'package.json'), 'utf8')).version;
}

/**
 * The contract range a published build was made against, from its manifest: of the ranges its contract
 * entries carry, the first the shell refuses, else the first; null when it names none.
 */
export async function buildContractRange(name, version, dir = releasesDir()) {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, name, version, 'mf-manifest.json'), 'utf8'));
  } catch {
    return null; // a build that cannot be read fails where it is loaded, with its own message
  }
  const shared = Array.isArray(manifest?.shared) ? manifest.shared : [];
  const ranges = shared
    .filter((entry) => isContractEntry(entry?.name) && typeof entry.requiredVersion === 'string')
    .map((entry) => entry.requiredVersion);
  const provided = await shellContractVersion();
  return ranges.find((range) => !admitsContract(provided, range)) ?? ranges[0] ?? null;
}

/** Why the shell would refuse this build (and show the area's fallback), or null when it loads it. */
export async function contractMismatch(name, version, dir = releasesDir()) {
  const range = await buildContractRange(name, version, dir);
  if (range === null) return null;
  const provided = await shellContractVersion();
  if (admitsContract(provided, range)) return null;
  return `${name} ${version} was built against ${CONTRACT_PACKAGE} ${range}; the shell provides ${provided}`;
}
