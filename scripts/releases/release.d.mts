// Types of release.mjs for the API's ops page and automatic rollback.
interface Actor {
  /** Who asked, for the history; the command line's account by default. */
  by?: string;
  /** The releases folder; RELEASES_DIR by default. */
  dir?: string;
}

export function parseShare(value: unknown): number;
export function publish(name: string, version?: string, options?: Actor & { canary?: string | number }): Promise<string>;
export function promote(name: string, options?: Actor): Promise<string>;
export function setCanaryShare(name: string, share: unknown, options?: Actor): Promise<number>;
export function rollback(
  name: string,
  version?: string,
  options?: Actor & { reason?: string },
): Promise<{ live: string; dropped: string | null }>;
export function dropCanary(name: string, version: string, options: { by: string; reason: string; dir?: string }): Promise<boolean>;
