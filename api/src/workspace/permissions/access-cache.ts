import type { PrismaClient } from '@platform/prisma';

/*
 * The permission rows of recent project calls, kept in the process (issue #33): every project call began with
 * a query for the project and the caller's membership, as long as the read itself on PostgreSQL and longer on
 * the embedded database. An entry is forgotten the moment its project or one of its members changes:
 * - the triggers of the migration `project_access_notifications` announce the project's id at commit, whoever
 *   changed it (a removal, new levels, an archive, a deletion, a cascade, raw SQL), on the channel
 *   'project_access'; the embedded database hands it to the app's own connection before the commit's answer,
 *   PostgreSQL to each process's listening connection (api/src/workspace/events/activity-listener.ts);
 * - this process's own member changes forget directly too (api/src/workspace/team/member-changes.ts), so a member removed
 *   here is refused on their very next request even before PostgreSQL's notification has arrived.
 * A lookup that was under way while any project changed is not kept (it may have read the row before the
 * change), and while the notifications may be missed (the listening connection is down) nothing is kept.
 */

export const projectAccessChannel = 'project_access';

interface Entry<T> {
  projectId: string;
  value: T;
  /** performance.now() when it was read from the database. */
  readAt: number;
}

export class AccessCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;

  /**
   * `maxAgeMs` is a safety net for changes made by a connection nobody listens on (a maintenance client of the
   * embedded database); every change through the app is announced.
   */
  constructor(
    private trusted: boolean,
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 10_000,
  ) {}

  /** What a lookup remembers before reading the database, for `keep`. */
  mark(): number {
    return this.generation;
  }

  get(userId: string, projectId: string): T | undefined {
    const key = `${userId} ${projectId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (performance.now() - entry.readAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps what a lookup read, unless a project changed since `mark` was taken. */
  keep(userId: string, projectId: string, value: T, mark: number): void {
    if (!this.trusted || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(`${userId} ${projectId}`, { projectId, value, readAt: performance.now() });
  }

  /** The project or one of its members changed (a notification, or this process's own change). */
  forgetProject(projectId: string): void {
    this.generation += 1;
    // Changes are rare beside reads and the map is bounded, so a scan beats keeping an index by project.
    for (const [key, entry] of this.entries) if (entry.projectId === projectId) this.entries.delete(key);
  }

  /** Changes may go unseen from now on: forget everything and keep nothing until `trust`. */
  distrust(): void {
    this.generation += 1;
    this.trusted = false;
    this.entries.clear();
  }

  trust(): void {
    this.generation += 1;
    this.trusted = true;
  }
}

/**
 * The cache of each database client that has a listener. Keyed by the client rather than passed through the
 * app's dependencies: the permission check is called with the client from some fifty places, and a client
 * without a listener (a script, a CLI) simply reads every time.
 */
const caches = new WeakMap<PrismaClient, AccessCache<unknown>>();

export function attachAccessCache(prisma: PrismaClient, cache: AccessCache<unknown>): void {
  caches.set(prisma, cache);
}

export function detachAccessCache(prisma: PrismaClient): void {
  caches.delete(prisma);
}

export const accessCacheOf = <T>(prisma: PrismaClient) => caches.get(prisma) as AccessCache<T> | undefined;

/** After this process changed a project's members: forget at once, before the notification comes back. */
export function forgetProjectAccess(prisma: PrismaClient, projectId: string): void {
  caches.get(prisma)?.forgetProject(projectId);
}
