import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** The four remotes, in the order the registry lists them, with their federation names and areas. */
export const knownRemotes = [
  { package: 'mf-marketing', name: 'mf_marketing', area: 'Marketing' },
  { package: 'mf-auth', name: 'mf_auth', area: 'Accounts' },
  { package: 'mf-workspace', name: 'mf_workspace', area: 'Workspace' },
  { package: 'mf-billing', name: 'mf_billing', area: 'Billing' },
] as const;

export type RemoteArea = (typeof knownRemotes)[number]['area'];

export interface RegistryEntry {
  name: string;
  package: string;
  area: RemoteArea;
  version: string;
  entry: string;
}

/** A version is one path segment of `releases/<package>/<version>/`. */
export const versionPattern = /^(?!\.+$)[\w.+-]+$/;

const RegistryFile = z.object({
  remotes: z.record(
    z.string(),
    z.object({ current: z.string().regex(versionPattern).nullable(), versions: z.array(z.string()) }),
  ),
});

function entry(remote: (typeof knownRemotes)[number], version: string): RegistryEntry {
  return { ...remote, version, entry: `/remotes/${remote.package}/${version}/mf-manifest.json` };
}

/**
 * The live version of each remote, from `<releasesDir>/registry.json`. Read on every call (it is tiny),
 * so a publish or rollback is live without a restart. No file yet means no remote published yet.
 */
export async function readRegistry(releasesDir: string): Promise<RegistryEntry[]> {
  const file = join(releasesDir, 'registry.json');
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return [];
  const parsed = RegistryFile.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a valid registry: ${parsed.error.message}`);
  return knownRemotes.flatMap((remote) => {
    const published = parsed.data.remotes[remote.package];
    return published?.current ? [entry(remote, published.current)] : [];
  });
}

/** `npm run dev`: every remote served from its own build folder as version `dev`. */
export function devRegistry(): RegistryEntry[] {
  return knownRemotes.map((remote) => entry(remote, 'dev'));
}
