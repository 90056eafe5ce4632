import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTES } from '@platform/contract';
import type { Remote, RemoteArea } from '@platform/contract';
import { z } from 'zod';
import { readRegistry } from '../../../../scripts/releases/registry.mjs';
import type { Logger } from '../http/app-env.js';

/** Where this process's registry is: the shared PostgreSQL tables, or the releases folder's file. */
export interface RegistryPlace {
  dir: string;
  /** The PostgreSQL server every host shares; null on the embedded database (the file in `dir`). */
  databaseUrl: string | null;
}

export const registryPlace = (deps: {
  releasesDir: string;
  registryDatabaseUrl?: string | null;
}): RegistryPlace => ({
  dir: deps.releasesDir,
  databaseUrl: deps.registryDatabaseUrl ?? null,
});

/** What the log names when the registry cannot be read. */
export const registryName = ({ dir, databaseUrl }: RegistryPlace) =>
  databaseUrl ? 'the registry in PostgreSQL' : join(dir, 'registry.json');

export interface RegistryEntry {
  name: string;
  package: string;
  area: RemoteArea;
  version: string;
  entry: string;
}

/** A version is one path segment of `releases/<package>/<version>/`. */
export const versionPattern = /^(?!\.+$)[\w.+-]+$/;

const Version = z.string().regex(versionPattern);

const PublishedRemote = z.object({
  current: Version.nullable(),
  versions: z.array(z.string()),
  canary: z
    .object({ version: Version, share: z.number().gt(0).max(100) })
    .nullish()
    .transform((canary) => canary ?? null),
});

const unpublished = { current: null, versions: [] };

/** One area as published: its live build, and its canary with the share of users it serves. */
export interface AreaRelease {
  live: RegistryEntry;
  canary: { build: RegistryEntry; share: number } | null;
  /** Every published version, for telling a real build from a made-up one. */
  versions: string[];
}

function entry(remote: Remote, version: string): RegistryEntry {
  return { ...remote, version, entry: `/remotes/${remote.package}/${version}/mf-manifest.json` };
}

/**
 * Reads the live build and canary of each remote on every call (from PostgreSQL, or from
 * `<releasesDir>/registry.json` on the embedded database; it is tiny), so a publish or rollback made on any
 * host is live here without a restart. No file or row yet means no remote published yet. A registry that
 * cannot be read or parsed (or a file that went missing after this process read it), or one area's entry that is not valid, never takes the site down: that area (or
 * every area, for an unreadable registry) keeps the last good version this process saw, and the log says so
 * loudly on every read until it is fixed.
 */
export function registryReader(place: RegistryPlace, log: Logger): () => Promise<AreaRelease[]> {
  const file = join(place.dir, 'registry.json');
  const lastGood = new Map<string, AreaRelease>();

  const keepLastGood = (problem: string) => {
    log(
      `REGISTRY ERROR: ${registryName(place)} ${problem}; serving the last good version of the areas it affects.`,
    );
  };

  async function readDatabaseRemotes(databaseUrl: string): Promise<Record<string, unknown> | null> {
    try {
      return (await readRegistry({ dir: place.dir, databaseUrl }, { history: false })).remotes;
    } catch (error) {
      keepLastGood(`cannot be read (${(error as Error).message})`);
      return null;
    }
  }

  async function readFileRemotes(): Promise<Record<string, unknown> | null> {
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      // No file on a fresh install: nothing published yet. Gone after this process read one: a mistake
      // (a cleaned folder, a bad deploy), and taking every area down for it would be a worse one.
      if (error.code === 'ENOENT' && lastGood.size === 0) return '{"remotes":{}}';
      keepLastGood(`cannot be read (${error.code ?? error.message})`);
      return null;
    });
    if (text === null) return null;
    try {
      const parsed: unknown = JSON.parse(text);
      const remotes = (parsed as { remotes?: unknown } | null)?.remotes;
      if (remotes !== null && typeof remotes === 'object' && !Array.isArray(remotes)) {
        return remotes as Record<string, unknown>;
      }
      keepLastGood('has no "remotes" object');
    } catch (error) {
      keepLastGood(`is not JSON (${(error as Error).message})`);
    }
    return null;
  }

  return async () => {
    const remotes = place.databaseUrl
      ? await readDatabaseRemotes(place.databaseUrl)
      : await readFileRemotes();
    return REMOTES.flatMap((remote) => {
      const published = remotes && PublishedRemote.safeParse(remotes[remote.package] ?? unpublished);
      if (published?.success) {
        if (!published.data.current) {
          lastGood.delete(remote.package);
          return [];
        }
        const { current, canary, versions } = published.data;
        const release: AreaRelease = {
          live: entry(remote, current),
          canary: canary && { build: entry(remote, canary.version), share: canary.share },
          versions,
        };
        lastGood.set(remote.package, release);
        return [release];
      }
      if (published) keepLastGood(`has an invalid entry for ${remote.package}`);
      const kept = lastGood.get(remote.package);
      return kept ? [kept] : [];
    });
  };
}

/** `npm run dev`: every remote served from its own build folder as version `dev`. */
export function devRegistry(): AreaRelease[] {
  return REMOTES.map((remote) => ({ live: entry(remote, 'dev'), canary: null, versions: ['dev'] }));
}
